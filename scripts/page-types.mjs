// The page types a person looks at to judge the whole shop: both channels, several
// countries and languages, content pages, the product overview, a theme, product pages and a page
// of each content block the others lack (voucher, contact form, toolbox, feed). Shared
// by `npm run screenshots` and the browser layout and accessibility tests.

/** The widths of section 9 "Layout" a page is looked at: a phone, a tablet and a wide screen. */
export const WIDTHS = [375, 768, 1280];

/** name, host (under .localhost) and path of each page type. */
export const PAGE_TYPES = [
  { name: "home", host: "kartenliebe.de", path: "/" },
  { name: "fotokalender", host: "kartenliebe.de", path: "/fotokalender" },
  { name: "fotobuch", host: "kartenliebe.de", path: "/fotobuch" },
  { name: "karten", host: "kartenliebe.de", path: "/karten" },
  { name: "products", host: "kartenliebe.de", path: "/products" },
  { name: "theme", host: "kartenliebe.de", path: "/themes/1001" },
  { name: "theme-wallart-fr", host: "wallart.fr", path: "/themes/1028/" },
  { name: "products-wallart-fr", host: "wallart.fr", path: "/products/" },
  { name: "canvas-ch-fr", host: "wallart.ch", path: "/fr/impression-sur-toile/" },
  { name: "wallart-de", host: "wallart.de", path: "/" },
  { name: "kartenliebe-com", host: "kartenliebe.com", path: "/" },
  { name: "kartenliebe-fr", host: "kartenliebe.fr", path: "/" },
  { name: "card-detail", host: "kartenliebe.de", path: "/klappkarten" },
  { name: "voucher", host: "kartenliebe.de", path: "/gutschein" },
  { name: "contact", host: "kartenliebe.de", path: "/kontakt" },
  { name: "toolbox", host: "kartenliebe.de", path: "/fotos-drucken" },
  { name: "feed", host: "kartenliebe.de", path: "/feed-card" },
];

/** The page's address on a shop listening on `port`. */
export function pageUrl(type, port) {
  return `http://${type.host}.localhost:${port}${type.path}`;
}

/** The consent cookie of a visitor who already answered the banner (fixed at the bottom, it would cover the page). */
export function consentCookie(type) {
  return { name: "shop_consent", value: "declined", domain: `${type.host}.localhost`, path: "/" };
}
