/**
 * The localised special paths (section 2, "Special paths are listed in many languages"): account,
 * cart, checkout, orders, newsletter, motifs, corporate customers (`business`, the information
 * page's own slugs), whitelabel, reviews and users, plus the wishlist navigation target and the
 * gift voucher page. Route paths, without locale folder or platform segment.
 */
import { type Language, type Locale, languageOf } from "../site/locales.ts";

export const SPECIAL_PAGES = [
  "account",
  "cart",
  "newsletter",
  "whitelabel",
  "wishlist",
  "voucher",
  "checkout",
  "orders",
  "motifs",
  "business",
  "reviews",
  "users",
] as const;
export type SpecialPage = (typeof SPECIAL_PAGES)[number];

export const SPECIAL_PATHS: Record<SpecialPage, Record<Language, string>> = {
  account: {
    de: "/mein-konto",
    en: "/my-account",
    es: "/mi-cuenta",
    fr: "/mon-compte",
    it: "/il-mio-account",
    nl: "/mijn-account",
  },
  cart: { de: "/warenkorb", en: "/basket", es: "/cesta", fr: "/panier", it: "/carrello", nl: "/winkelmandje" },
  newsletter: {
    de: "/newsletter",
    en: "/newsletter",
    es: "/newsletter",
    fr: "/newsletter",
    it: "/newsletter",
    nl: "/newsletter",
  },
  whitelabel: {
    de: "/whitelabel",
    en: "/whitelabel",
    es: "/whitelabel",
    fr: "/whitelabel",
    it: "/whitelabel",
    nl: "/whitelabel",
  },
  wishlist: {
    de: "/merkliste",
    en: "/wishlist",
    es: "/lista-de-deseos",
    fr: "/liste-de-souhaits",
    it: "/lista-dei-desideri",
    nl: "/verlanglijst",
  },
  voucher: {
    de: "/geschenkgutschein",
    en: "/gift-voucher",
    es: "/tarjeta-regalo",
    fr: "/bon-cadeau",
    it: "/buono-regalo",
    nl: "/cadeaubon",
  },
  checkout: {
    de: "/kasse",
    en: "/checkout",
    es: "/finalizar-compra",
    fr: "/finaliser-commande",
    it: "/cassa",
    nl: "/afrekenen",
  },
  orders: {
    de: "/meine-bestellungen",
    en: "/my-orders",
    es: "/mis-pedidos",
    fr: "/mes-commandes",
    it: "/i-miei-ordini",
    nl: "/mijn-bestellingen",
  },
  motifs: { de: "/motive", en: "/designs", es: "/motivos", fr: "/motifs", it: "/motivi", nl: "/motieven" },
  business: {
    de: "/geschaeftskunden",
    en: "/business",
    es: "/empresas",
    fr: "/professionnels",
    it: "/business",
    nl: "/zakelijk",
  },
  reviews: {
    de: "/bewertungen",
    en: "/reviews",
    es: "/opiniones",
    fr: "/avis-clients",
    it: "/recensioni",
    nl: "/beoordelingen",
  },
  users: { de: "/benutzer", en: "/users", es: "/usuarios", fr: "/utilisateurs", it: "/utenti", nl: "/gebruikers" },
};

/** The route path of a special page in a locale's language. */
export function specialPath(page: SpecialPage, locale: Locale): string {
  return SPECIAL_PATHS[page][languageOf(locale)];
}

/** Every distinct route path of a special page, in all languages (for the router). */
export function allSpecialPaths(page: SpecialPage): string[] {
  return [...new Set(Object.values(SPECIAL_PATHS[page]))];
}
