/**
 * Fixture footer for both channels in German and English, in the shape of
 * `shared/content/global-config.ts` ("Footer data"). See `chrome-data.ts`.
 */
import { SPECIAL_PATHS } from "../../../shared/customer/special-paths.ts";
import type { Channel } from "../../../shared/site/sites.ts";
import type { FooterBox, FooterData, Review, TextLink } from "../../../shared/content/global-config.ts";
import type { FixtureLanguage } from "./fixture-navigation.ts";

/** The international and language boxes are built from the site table for the current host. */
export interface FixtureSiteLinks {
  international: { title: string; url: string }[];
  languages: { title: string; url: string }[];
}

const l = (text: string, url: string, extra: Partial<TextLink["link"]> = {}): TextLink => ({ text, link: { url, ...extra } });
const img = (name: string) => ({ filename: `/images/chrome/${name}.svg`, alt: "" });

const REVIEWS: Record<FixtureLanguage, [string, string, string][]> = {
  de: [
    ["Wunderschöne Hochzeitseinladungen", "Papier und Druck sind hochwertig, die Lieferung kam zwei Tage früher als erwartet.", "Julia M."],
    ["Toller Kalender", "Der Familienplaner hängt jetzt in der Küche und alle lieben ihn. Sehr einfache Gestaltung.", "Thomas K."],
    ["Super Service", "Ich hatte eine Frage zum Format und bekam innerhalb einer Stunde eine freundliche Antwort.", "Sabine R."],
    ["Geburtskarten wie gemalt", "Die Farben sind genau wie am Bildschirm. Wir bestellen sicher wieder.", "Lena und Max"],
    ["Schnell und schön", "Weihnachtskarten für die Firma in drei Tagen geliefert, perfekt verpackt.", "Andreas B."],
    ["Sehr zufrieden", "Das Fotobuch von unserer Reise ist ein echter Schatz geworden.", "Claudia W."],
  ],
  en: [
    ["Beautiful wedding invitations", "Lovely heavy paper and crisp printing. Delivery came two days early.", "Julia M."],
    ["Great calendar", "Our family planner hangs in the kitchen and everyone loves it. So easy to design.", "Thomas K."],
    ["Excellent service", "I had a question about the size and got a friendly answer within an hour.", "Sabine R."],
    ["Birth cards like a painting", "The colours are exactly as on screen. We will definitely order again.", "Lena and Max"],
    ["Quick and lovely", "Company Christmas cards delivered in three days, perfectly packed.", "Andreas B."],
    ["Very happy", "The photo book of our trip has become a real treasure.", "Claudia W."],
  ],
};

function reviews(lang: FixtureLanguage, now: Date): Review[] {
  return REVIEWS[lang].map(([title, text, authorName], i) => ({
    id: `r${1000 + i}`,
    stars: i === 3 ? 4 : 5,
    title,
    text,
    authorName,
    createdAt: new Date(now.getTime() - (i * 2 + 1) * 86_400_000).toISOString(),
  }));
}

function box(kind: FooterBox["kind"], headline: string, items: FooterBox["items"]): FooterBox {
  return { kind, headline, gridArea: kind, items };
}

/** The brand goes into HTML (the SEO text): it comes from configuration, so it is escaped. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function fixtureFooter(channel: Channel, lang: FixtureLanguage, brandName: string, sites: FixtureSiteLinks, now: Date): FooterData {
  const brand = brandName;
  const html = escapeHtml(brandName);
  const de = lang === "de";
  const wall = channel === "wallart";
  const pay = ["paypal", "visa", "mastercard", "klarna", "applepay", de ? "invoice" : "invoice-en"];
  return {
    linkbox: {
      headline: de ? "Beliebte Produkte" : "Popular products",
      linkLists: [
        { headline: wall ? (de ? "Wandbilder" : "Wall art") : de ? "Karten" : "Cards", links: wall
          ? [l(de ? "Poster" : "Posters", de ? "/poster" : "/posters"), l(de ? "Leinwand" : "Canvas", de ? "/leinwanddruck" : "/canvas-prints"), l(de ? "Acrylglas" : "Acrylic glass", de ? "/acrylglas" : "/acrylic-glass"), l(de ? "Alu-Dibond" : "Aluminium", de ? "/alu-dibond" : "/aluminium-prints")]
          : [l(de ? "Hochzeitskarten" : "Wedding cards", de ? "/hochzeitskarten" : "/wedding-cards"), l(de ? "Geburtskarten" : "Birth announcements", de ? "/geburtskarten" : "/birth-announcements"), l(de ? "Weihnachtskarten" : "Christmas cards", de ? "/weihnachtskarten" : "/christmas-cards"), l(de ? "Trauerkarten" : "Sympathy cards", de ? "/trauerkarten" : "/sympathy-cards")] },
        { headline: de ? "Fotoprodukte" : "Photo products", links: [l(de ? "Fotokalender" : "Photo calendars", de ? "/fotokalender" : "/photo-calendars"), l(de ? "Fotobücher" : "Photo books", de ? "/fotobuch" : "/photo-books"), l(de ? "Fotoabzüge" : "Photo prints", de ? "/fotoabzuege" : "/photo-prints"), l(de ? "Collagen" : "Collages", de ? "/fotocollage" : "/photo-collage")] },
        { headline: de ? "Service" : "Service", links: [l(de ? "Hilfe & FAQ" : "Help & FAQ", de ? "/kontakt" : "/contact"), l(de ? "Versand & Lieferzeiten" : "Shipping & delivery", de ? "/versand" : "/delivery"), l(de ? "Gutscheine" : "Gift vouchers", SPECIAL_PATHS.voucher[lang]), l(de ? "Geschäftskunden" : "Business customers", de ? "/geschaeftskunden" : "/business")] },
        { headline: de ? "Unternehmen" : "Company", links: [l(de ? "Über uns" : "About us", de ? "/ueber-uns" : "/about-us"), l(de ? "Magazin" : "Magazine", de ? "/magazin" : "/magazine"), l(de ? "Jobs" : "Careers", "/jobs"), l(de ? "Nachhaltigkeit" : "Sustainability", de ? "/nachhaltigkeit" : "/sustainability")] },
      ],
    },
    newsletterBlock: {
      headline: de ? "10 % für deine erste Bestellung" : "10% off your first order",
      inputPlaceholder: de ? "Deine E-Mail-Adresse" : "Your e-mail address",
      ctaText: de ? "Anmelden" : "Sign up",
      newsletterText: de ? "Inspiration, neue Designs und exklusive Angebote. Abmeldung jederzeit möglich." : "Inspiration, new designs and exclusive offers. Unsubscribe at any time.",
      backgroundColor: wall ? "#1d3a4f" : "#a3213a",
      textColor: "#ffffff",
    },
    communicationBlock: [
      { headline: de ? "Persönliche Beratung" : "Personal advice", headlineShort: de ? "Beratung" : "Advice", text: de ? "Mo–Fr 8–18 Uhr am Telefon, per Mail und im Chat." : "Mon–Fri 8am–6pm by phone, e-mail and chat.", cta: [l(de ? "Kontakt aufnehmen" : "Contact us", de ? "/kontakt" : "/contact")] },
      { headline: de ? "Kostenloses Musterpaket" : "Free sample pack", headlineShort: de ? "Muster" : "Samples", text: de ? "Papiere und Veredelungen in der Hand fühlen, bevor du bestellst." : "Feel papers and finishes in your hands before you order.", cta: [l(de ? "Muster bestellen" : "Order samples", de ? "/musterpaket" : "/sample-pack")] },
      { headline: de ? "Zufriedenheitsgarantie" : "Happiness guarantee", headlineShort: de ? "Garantie" : "Guarantee", text: de ? "Nicht zufrieden? Wir drucken neu oder erstatten den Betrag." : "Not happy? We reprint or refund, no questions asked.", cta: [l(de ? "Mehr erfahren" : "Learn more", de ? "/garantie" : "/guarantee")] },
    ],
    customerOpinions: {
      title: de ? "Das sagen unsere Kundinnen und Kunden" : "What our customers say",
      subtitle: de ? "Über 12.000 Bewertungen" : "More than 12,000 reviews",
      reviews: { reviews: reviews(lang, now), score: { stars: 4.5, trustScore: 4.7 }, totalReviews: 12_480, reviewBaseLink: "https://www.trustpilot.com/reviews/", companyLink: `https://www.trustpilot.com/review/${channel}` },
    },
    paymentMethods: pay.map((id) => ({ id, filename: `/images/chrome/pay-${id}.svg` })),
    footerBlock: [
      box("aboutShop", de ? `Über ${brand}` : `About ${brand}`, [{ text: de ? `${brand} gestaltet seit 2010 persönliche Drucksachen mit Liebe zum Detail – gedruckt in Deutschland auf FSC-zertifiziertem Papier.` : `Since 2010, ${brand} has been making personal prints with an eye for detail – printed in Germany on FSC-certified paper.` }]),
      box("customerService", de ? "Kundenservice" : "Customer service", [
        { title: de ? "Hilfe & FAQ" : "Help & FAQ", link: { url: de ? "/kontakt" : "/contact" } },
        { title: de ? "Kontakt" : "Contact", link: { url: de ? "/kontakt" : "/contact" } },
        { title: de ? "Cookie-Einstellungen" : "Cookie settings", link: { url: "#consent", openSetting: "ucSettings" } },
      ]),
      box("awards", de ? "Ausgezeichnet" : "Awards", [{ title: "Testsieger", linkImage: img("award-test") }, { title: "Trusted Shop", linkImage: img("award-shop") }, { title: "Eco", linkImage: img("award-eco") }]),
      box("appLinks", de ? "Unsere App" : "Our app", wall ? [] : [{ title: "App Store", link: { url: "https://apps.apple.com/app/kartenliebe", newTab: true }, linkImage: img("app-appstore") }, { title: "Google Play", link: { url: "https://play.google.com/store/apps/kartenliebe", newTab: true }, linkImage: img("app-googleplay") }]),
      box("socialMedia", de ? "Folge uns" : "Follow us", ["instagram", "facebook", "pinterest", "youtube"].map((name) => ({ title: name[0].toUpperCase() + name.slice(1), link: { url: `https://www.${name}.com/${channel}`, newTab: true }, linkImage: img(`social-${name}`) }))),
      box("international", de ? "International" : "International", sites.international.map((s) => ({ title: s.title, link: { url: s.url } }))),
      box("languages", de ? "Sprache" : "Language", sites.languages.map((s) => ({ title: s.title, link: { url: s.url } }))),
    ].filter((b) => b.items.length > 0),
    copyrightBlock: { text: de ? "Alle Preise inkl. MwSt., zzgl. Versand." : "All prices include VAT, plus shipping." },
    seoViewMore: {
      text: wall
        ? de
          ? `<h2>Wandbilder, Poster und Rahmen von ${html}</h2><p>Deine schönsten Fotos als Poster, auf Leinwand, hinter Acrylglas oder auf Alu-Dibond: Bei ${html} gestaltest du Wandbilder in über 40 Formaten, von kompakt bis XXL.</p><p>Passende Bilderrahmen in Holz und Aluminium, Schattenfugenrahmen und Galerie-Prints machen jedes Motiv zum Blickfang. Gedruckt wird in Deutschland auf langlebigen Materialien.</p><p>Du bist unsicher beim Format? Unser Kundenservice berät dich gern.</p>`
          : `<h2>Wall art, posters and frames from ${html}</h2><p>Your favourite photos as posters, on canvas, behind acrylic glass or on aluminium: at ${html} you can design wall art in more than 40 sizes, from compact to XXL.</p><p>Wooden and aluminium frames, float frames and gallery prints turn every picture into a statement. Everything is printed in Germany on long-lasting materials.</p><p>Not sure about the size? Our customer service team is happy to advise.</p>`
        : de
        ? `<h2>Persönliche Karten und Fotoprodukte von ${html}</h2><p>Ob Hochzeit, Geburt, Taufe oder Weihnachten: Bei ${html} findest du für jeden Anlass die passende Karte. Alle Designs lassen sich online mit eigenen Fotos und Texten gestalten und werden auf hochwertigem Papier gedruckt.</p><p>Neben Karten bieten wir Fotokalender, Fotobücher, Collagen und Wandbilder an. Jede Bestellung wird sorgfältig geprüft, klimaneutral versendet und kommt in wenigen Werktagen bei dir an.</p><p>Du hast Fragen? Unser Kundenservice hilft dir gern weiter – telefonisch, per E-Mail oder im Chat.</p>`
        : `<h2>Personal cards and photo gifts from ${html}</h2><p>Wedding, birth, christening or Christmas: at ${html} you will find the right card for every occasion. Every design can be personalised online with your own photos and words, and is printed on premium paper.</p><p>Besides cards we make photo calendars, photo books, collages and wall art. Every order is checked with care, shipped carbon-neutral and arrives within a few working days.</p><p>Questions? Our customer service team is happy to help by phone, e-mail or chat.</p>`,
    },
  };
}
