/**
 * The fixture global config for both channels: realistic German and English data (other
 * languages fall back to English), in the shape of `shared/content/global-config.ts`. Used by
 * `loadChromeData` until the content loader (`worker/content/global-config.ts`) takes over.
 */
import type { GlobalConfig, TextLink } from "../../../shared/content/global-config.ts";
import { SPECIAL_PATHS } from "../../../shared/customer/special-paths.ts";
import type { Channel } from "../../../shared/site/sites.ts";
import { type FixtureSiteLinks, fixtureFooter } from "./fixture-footer.ts";
import type { FixtureLanguage } from "./fixture-navigation.ts";
import { fixtureNavigation } from "./fixture-navigation-wall.ts";

const l = (text: string, url: string, extra: Partial<TextLink["link"]> = {}): TextLink => ({ text, link: { url, ...extra } });

/** The end of the current week (Sunday 22:00 UTC): a campaign countdown that is always running. */
function endOfWeek(now: Date): string {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ((7 - now.getUTCDay()) % 7), 22));
  if (end.getTime() <= now.getTime()) end.setUTCDate(end.getUTCDate() + 7);
  return end.toISOString();
}

export function fixtureGlobalConfig(channel: Channel, locale: string, brand: string, sites: FixtureSiteLinks, now: Date): GlobalConfig {
  const lang: FixtureLanguage = locale.startsWith("de") ? "de" : "en";
  const de = lang === "de";
  const wall = channel === "wallart";
  const navigation = fixtureNavigation(channel, lang);
  const hotline = { text: de ? "Service-Hotline" : "Customer service", phone: de ? "+49 30 2084 7730" : "+44 20 3808 1220", hours: de ? "Mo–Fr 8–18 Uhr" : "Mon–Fri 8am–6pm" };
  const other = wall ? { text: "kartenliebe", url: "https://www.kartenliebe.de/" } : { text: de ? "Wandbilder" : "Wall art", url: "https://www.wandliebe.de/" };
  return {
    header: {
      shopLinks: [l(wall ? (de ? "Wandbilder & Rahmen" : "Wall art & frames") : de ? "Karten & Fotoprodukte" : "Cards & photo gifts", "/"), l(other.text, other.url), l(de ? "Geschäftskunden" : "Business", de ? "/geschaeftskunden" : "/business")],
      magazine: l(de ? "Magazin" : "Magazine", de ? "/magazin" : "/magazine"),
      service: l(de ? "Hilfe" : "Help", de ? "/kontakt" : "/contact"),
      account: l(de ? "Anmelden" : "Log in", SPECIAL_PATHS.account[lang]),
      cart: l(de ? "Warenkorb" : "Basket", SPECIAL_PATHS.cart[lang]),
      serviceHotline: hotline,
    },
    navigation,
    burger: {
      mainNavigationItems: navigation,
      extraMenu: [l(de ? "Magazin" : "Magazine", de ? "/magazin" : "/magazine"), l(de ? "Geschäftskunden" : "Business customers", de ? "/geschaeftskunden" : "/business"), l(de ? "Hilfe & FAQ" : "Help & FAQ", de ? "/kontakt" : "/contact")],
      serviceHotline: hotline,
      serviceText: de ? "Wir sind für dich da" : "We are here to help",
      footer: [l(de ? "Impressum" : "Imprint", de ? "/impressum" : "/imprint"), l(de ? "Datenschutz" : "Privacy", de ? "/datenschutz" : "/privacy"), l(de ? "AGB" : "Terms", de ? "/agb" : "/terms"), l(de ? "Cookie-Einstellungen" : "Cookie settings", "#consent", { openSetting: "ucSettings" })],
    },
    actionBar: {
      id: wall ? "wall-week-sale" : "card-week-sale",
      text: wall
        ? de ? "<strong>−25 % auf Leinwände</strong> mit Code LEINWAND25 · endet in {countdown}" : "<strong>25% off canvas</strong> with code CANVAS25 · ends in {countdown}"
        : de ? "<strong>−20 % auf Fotokalender</strong> mit Code KALENDER20 · endet in {countdown}" : "<strong>20% off photo calendars</strong> with code CALENDAR20 · ends in {countdown}",
      color: "#ffffff",
      backgroundColor: wall ? "#1d3a4f" : "#a3213a",
      countdownEndDate: endOfWeek(now),
    },
    smartBanner: wall
      ? undefined
      : { productName: de ? "kartenliebe App" : "kartenliebe app", ratingText: de ? "4,8 ★ · 2.100 Bewertungen" : "4.8 ★ · 2,100 ratings", ctaText: de ? "Öffnen" : "Open", deepLink: "https://app.kartenliebe.de/open" },
    footer: fixtureFooter(channel, lang, brand, sites, now),
    helpLabel: de ? "Hilfe" : "Help",
  };
}
