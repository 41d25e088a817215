/**
 * Fixture navigation, second part: wall art, frames, prints and accessories, and the channel's
 * order of the main navigation (kartenliebe leads with cards, the wall-art channel with wall art).
 */
import { SPECIAL_PATHS } from "../../../shared/customer/special-paths.ts";
import type { Channel } from "../../../shared/site/sites.ts";
import type { FlyoutGroup, NavigationItem } from "../../../shared/content/global-config.ts";
import { type FixtureLanguage, calendars, cards, collages, group, item, photobooks } from "./fixture-navigation.ts";

function wallArt(lang: FixtureLanguage): NavigationItem {
  return item(lang, "wandbilder", ["Wandbilder", "Wall art", "/wandbilder", "/wall-art"], [
    group(lang, "bestseller", ["Bestseller", "Bestsellers"], "square-image", [
      ["Poster", "Posters", "/poster", "/posters", "wall-poster"],
      ["Leinwand", "Canvas", "/leinwanddruck", "/canvas-prints", "wall-canvas"],
      ["Acrylglas", "Acrylic glass", "/acrylglas", "/acrylic-glass", "wall-acrylic"],
    ]),
    group(lang, "premium", ["Premium", "Premium"], "square-image", [
      ["Alu-Dibond", "Aluminium", "/alu-dibond", "/aluminium-prints", "wall-alu"],
      ["Echtglas", "Real glass", "/echtglas", "/glass-prints", "wall-glass"],
      ["Galerie-Print", "Gallery print", "/gallery-bond", "/gallery-prints", "wall-gallery"],
    ]),
    group(lang, "additional-products", ["Weitere Produkte", "More products"], "square-image", [
      ["Fototapete", "Photo wallpaper", "/fototapete", "/photo-wallpaper", "wall-wallpaper"],
      ["Klebefolie", "Adhesive film", "/klebefolie", "/adhesive-film", "wall-film"],
    ]),
  ]);
}

function frames(lang: FixtureLanguage): NavigationItem {
  return item(lang, "frame", ["Bilderrahmen", "Frames", "/bilderrahmen", "/picture-frames"], [
    group(lang, "poster", ["Poster mit Rahmen", "Framed posters"], "square-image", [["Poster mit Rahmen", "Framed posters", "/poster-mit-rahmen", "/framed-posters", "frame-poster"]]),
    group(lang, "leinwand", ["Leinwand mit Rahmen", "Framed canvas"], "square-image", [["Leinwand mit Schattenfuge", "Canvas in a float frame", "/leinwand-schattenfuge", "/canvas-float-frame", "frame-canvas"]]),
    group(lang, "platte", ["Platten mit Rahmen", "Framed panels"], "square-image", [["Acrylglas mit Rahmen", "Framed acrylic glass", "/acrylglas-schattenfuge", "/framed-acrylic", "frame-plate"]]),
    group(lang, "color", ["Farben", "Colours"], "circle", [
      ["Schwarz", "Black", "/bilderrahmen-schwarz", "/black-frames", "swatch-black"],
      ["Weiß", "White", "/bilderrahmen-weiss", "/white-frames", "swatch-white"],
      ["Eiche", "Oak", "/bilderrahmen-eiche", "/oak-frames", "swatch-oak"],
      ["Gold", "Gold", "/bilderrahmen-gold", "/gold-frames", "swatch-gold"],
      ["Silber", "Silver", "/bilderrahmen-silber", "/silver-frames", "swatch-silver"],
    ]),
    group(lang, "other", ["Rahmenarten", "Frame types"], "square", [
      ["Alurahmen", "Aluminium frames", "/alurahmen", "/aluminium-frames", "frame-alu"],
      ["Holzrahmen", "Wooden frames", "/holzrahmen", "/wooden-frames", "frame-wood"],
      ["Kunststoffrahmen", "Plastic frames", "/kunststoffrahmen", "/plastic-frames", "frame-plastic"],
    ]),
    group(lang, "more", ["Mehr", "More"], "list", [["Alle Bilderrahmen", "All frames", "/bilderrahmen", "/picture-frames"]]),
  ]);
}

function prints(lang: FixtureLanguage): NavigationItem {
  const formats: FlyoutGroup = group(lang, "formats", ["Formate", "Sizes"], "square", [
    ["10 x 15 cm", "6 x 4 in", "/fotoabzuege-10x15", "/photo-prints-6x4", "prints"],
    ["13 x 18 cm", "7 x 5 in", "/fotoabzuege-13x18", "/photo-prints-7x5", "prints"],
    ["Bilderbox", "Photo box", "/bilderbox", "/photo-box", "prints"],
  ]);
  return item(lang, "photoprint", ["Fotoabzüge", "Photo prints", "/fotoabzuege", "/photo-prints"], [formats], { subNaviOnly: true });
}

function accessories(lang: FixtureLanguage): NavigationItem {
  return item(lang, "accessories", ["Zubehör", "Accessories", "/zubehoer", "/accessories"], [
    group(lang, "categories", ["Zubehör", "Accessories"], "circle", [
      ["Umschläge", "Envelopes", "/umschlaege", "/envelopes", "envelopes"],
      ["Einleger", "Inlays", "/einleger", "/inlays", "inlays"],
      ["Bänder", "Ribbons", "/baender", "/ribbons", "ribbons"],
      ["Schleifen", "Bows", "/schleifen", "/bows", "bows"],
    ]),
  ]);
}

function vouchers(lang: FixtureLanguage): NavigationItem {
  return item(lang, "none", ["Gutscheine", "Gift vouchers", SPECIAL_PATHS.voucher.de, SPECIAL_PATHS.voucher.en], [], { isOnlyInBurgerNavigation: true });
}

/** The main navigation of a channel, in its order. */
export function fixtureNavigation(channel: Channel, lang: FixtureLanguage): NavigationItem[] {
  if (channel === "wallart") {
    return [wallArt(lang), frames(lang), calendars(lang), photobooks(lang), collages(lang), prints(lang), vouchers(lang)];
  }
  return [cards(lang), calendars(lang), photobooks(lang), collages(lang), wallArt(lang), frames(lang), prints(lang), accessories(lang), vouchers(lang)];
}
