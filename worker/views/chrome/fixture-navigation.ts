/**
 * Fixture navigation for both channels in German and English (other languages use English),
 * in the shape of `shared/content/global-config.ts`. Stands in for the content loader until the
 * integrator switches `loadChromeData` over; see `chrome-data.ts`.
 */
import type { FlyoutGroup, FlyoutGroupItem, NavigationItem, NavigationType } from "../../../shared/content/global-config.ts";

export type FixtureLanguage = "de" | "en";

/** German title, English title, German path, English path, image name. */
type Entry = [string, string, string, string, string?];

const image = (name: string) => ({ filename: `/images/chrome/${name}.svg`, alt: "" });

export function entry(lang: FixtureLanguage, [de, en, deUrl, enUrl, img]: Entry, sub?: FlyoutGroup[]): FlyoutGroupItem {
  return { storyblokTitle: lang === "de" ? de : en, link: { url: lang === "de" ? deUrl : enUrl }, asset: img ? image(img) : undefined, subFlyoutGroups: sub };
}

export function group(lang: FixtureLanguage, id: string, title: [string, string], type: string, entries: (Entry | FlyoutGroupItem)[]): FlyoutGroup {
  return {
    flyoutGroupIdentifier: id,
    flyoutGroupTitle: lang === "de" ? title[0] : title[1],
    type,
    flyoutGroupItems: entries.map((e) => (Array.isArray(e) ? entry(lang, e) : e)),
  };
}

export function item(lang: FixtureLanguage, type: NavigationType, [de, en, deUrl, enUrl]: Entry, groups: FlyoutGroup[], extra: Partial<NavigationItem> = {}): NavigationItem {
  const url = lang === "de" ? deUrl : enUrl;
  return {
    text: lang === "de" ? de : en,
    link: { url },
    url,
    navigationType: type,
    flyoutGroups: groups,
    subNaviOnly: false,
    isOnlyInBurgerNavigation: false,
    alwaysShowSubNavi: false,
    hasSubItems: groups.length > 0,
    subItems: [],
    ...extra,
  };
}

function occasion(lang: FixtureLanguage, main: Entry, links: Entry[]): FlyoutGroupItem {
  return entry(lang, main, [group(lang, `${main[3].slice(1)}-links`, [main[0], main[1]], "list", links)]);
}

export function cards(lang: FixtureLanguage): NavigationItem {
  return item(lang, "card", ["Karten", "Cards", "/karten", "/cards"], [
    group(lang, "occasions", ["Anlässe", "Occasions"], "circle", [
      occasion(lang, ["Hochzeit", "Wedding", "/hochzeitskarten", "/wedding-cards", "card-wedding"], [
        ["Save the Date", "Save the date", "/save-the-date-karten", "/save-the-date-cards"],
        ["Einladungskarten", "Invitations", "/hochzeitseinladungen", "/wedding-invitations"],
        ["Menükarten", "Menu cards", "/menuekarten", "/menu-cards"],
        ["Tischkarten", "Place cards", "/tischkarten", "/place-cards"],
        ["Dankeskarten", "Thank-you cards", "/dankeskarten-hochzeit", "/wedding-thank-you-cards"],
      ]),
      occasion(lang, ["Geburt", "Birth", "/geburtskarten", "/birth-announcements", "card-birth"], [
        ["Geburtsanzeigen", "Birth announcements", "/geburtsanzeigen", "/birth-announcement-cards"],
        ["Dankeskarten Geburt", "Baby thank-you cards", "/dankeskarten-geburt", "/baby-thank-you-cards"],
      ]),
      occasion(lang, ["Taufe", "Christening", "/taufkarten", "/christening-cards", "card-baptism"], [
        ["Einladungen zur Taufe", "Christening invitations", "/einladung-taufe", "/christening-invitations"],
        ["Danksagungen Taufe", "Christening thank-you cards", "/danksagung-taufe", "/christening-thank-you"],
      ]),
      occasion(lang, ["Geburtstag", "Birthday", "/geburtstagskarten", "/birthday-cards", "card-birthday"], [
        ["Einladungen", "Invitations", "/einladungskarten-geburtstag", "/birthday-invitations"],
        ["Kindergeburtstag", "Children's party", "/kindergeburtstag", "/kids-party-invitations"],
      ]),
      occasion(lang, ["Kommunion", "Communion", "/kommunionkarten", "/communion-cards", "card-communion"], [
        ["Einladungen", "Invitations", "/einladung-kommunion", "/communion-invitations"],
      ]),
      occasion(lang, ["Konfirmation", "Confirmation", "/konfirmationskarten", "/confirmation-cards", "card-confirmation"], [
        ["Einladungen", "Invitations", "/einladung-konfirmation", "/confirmation-invitations"],
      ]),
      occasion(lang, ["Weihnachten", "Christmas", "/weihnachtskarten", "/christmas-cards", "card-christmas"], [
        ["Privat", "Personal", "/weihnachtskarten-privat", "/personal-christmas-cards"],
        ["Geschäftlich", "Business", "/weihnachtskarten-geschaeftlich", "/business-christmas-cards"],
        ["Neujahrskarten", "New year cards", "/neujahrskarten", "/new-year-cards"],
      ]),
      occasion(lang, ["Trauer", "Sympathy", "/trauerkarten", "/sympathy-cards", "card-mourning"], [
        ["Trauerkarten", "Funeral announcements", "/trauerkarten-anzeige", "/funeral-announcements"],
        ["Danksagungen", "Thank-you cards", "/danksagung-trauer", "/sympathy-thank-you"],
      ]),
    ]),
    group(lang, "additional", ["Mehr entdecken", "Discover more"], "square", [
      ["Fotokarten", "Photo cards", "/fotokarten", "/photo-cards", "card-photo"],
      ["Grußkarten", "Greeting cards", "/grusskarten", "/greeting-cards", "card-greeting"],
      ["Musterpaket", "Sample pack", "/musterpaket", "/sample-pack", "card-sample"],
      ["Einschulung", "First day of school", "/einschulungskarten", "/school-cards", "card-school"],
    ]),
  ]);
}

export function calendars(lang: FixtureLanguage): NavigationItem {
  return item(lang, "calendar", ["Kalender", "Calendars", "/fotokalender", "/photo-calendars"], [
    group(lang, "categories", ["Kalenderarten", "Calendar types"], "circle", [
      ["Wandkalender", "Wall calendars", "/wandkalender", "/wall-calendars", "calendar-wall"],
      ["Tischkalender", "Desk calendars", "/tischkalender", "/desk-calendars", "calendar-desk"],
      ["Familienplaner", "Family planners", "/familienplaner", "/family-planners", "calendar-family"],
      ["Küchenkalender", "Kitchen calendars", "/kuechenkalender", "/kitchen-calendars", "calendar-kitchen"],
      ["Terminkalender", "Planners", "/terminkalender", "/planners", "calendar-planner"],
    ]),
  ]);
}

export function photobooks(lang: FixtureLanguage): NavigationItem {
  return item(lang, "photobook", ["Fotobücher", "Photo books", "/fotobuch", "/photo-books"], [
    group(lang, "categories", ["Themen", "Themes"], "square-image", [
      ["Hochzeit", "Wedding", "/fotobuch-hochzeit", "/wedding-photo-book", "photobook-wedding"],
      ["Baby", "Baby", "/fotobuch-baby", "/baby-photo-book", "photobook-baby"],
      ["Reise", "Travel", "/fotobuch-reise", "/travel-photo-book", "photobook-travel"],
      ["Familie", "Family", "/fotobuch-familie", "/family-photo-book", "photobook-family"],
      ["Jahresrückblick", "Year in review", "/fotobuch-jahresrueckblick", "/year-in-review-photo-book", "photobook-year"],
    ]),
    group(lang, "types", ["Fotobuch-Arten", "Photo book types"], "list", [
      ["Klassisches Fotobuch", "Classic photo book", "/fotobuch-klassisch", "/classic-photo-book"],
      ["Premium Lay Flat", "Premium lay flat", "/fotobuch-premium", "/premium-photo-book"],
      ["Fotoheft", "Photo booklet", "/fotoheft", "/photo-booklet"],
    ]),
    group(lang, "start-without-design", ["Ohne Vorlage", "Without a template"], "square", [
      ["Ohne Vorlage starten", "Start without a template", "/configurator-photobook", "/configurator-photobook", "photobook-blank"],
    ]),
    group(lang, "photobook-assistant", ["Assistent", "Assistant"], "list", [["Fotobuch-Assistent", "Photo book assistant", "/fotobuch-assistent", "/photo-book-assistant"]]),
    group(lang, "more", ["Mehr", "More"], "list", [["Alle Fotobücher", "All photo books", "/fotobuch", "/photo-books"]]),
  ]);
}

export function collages(lang: FixtureLanguage): NavigationItem {
  return item(lang, "collage", ["Collagen", "Collages", "/fotocollage", "/photo-collage"], [
    group(lang, "categories", ["Beliebte Collagen", "Popular collages"], "square-image", [
      ["Herz-Collage", "Heart collage", "/herz-collage", "/heart-collage", "collage-heart"],
      ["Familien-Collage", "Family collage", "/familien-collage", "/family-collage", "collage-family"],
      ["Hochzeits-Collage", "Wedding collage", "/hochzeits-collage", "/wedding-collage", "collage-wedding"],
      ["Jahres-Collage", "Year collage", "/jahres-collage", "/year-collage", "collage-year"],
    ]),
    group(lang, "start-without-design", ["Eigenes Layout", "Own layout"], "square", [
      ["Ohne Vorlage starten", "Start without a design", "/configurator-collage", "/configurator-collage", "collage-blank"],
    ]),
    group(lang, "with-multiple-images", ["Viele Bilder", "Many pictures"], "list", [
      ["Collage mit vielen Bildern", "Collage with many pictures", "/collage-viele-bilder", "/collage-many-pictures"],
    ]),
  ]);
}
