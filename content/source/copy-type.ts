/**
 * The shape of one language's shop copy. The generator (`build.ts`) turns it into Storyblok stories;
 * every language fills every field, so no page is left in another language.
 */
import type { InfoCopy } from "./info-copy-type.ts";

/** Every content page of both channels (section 2 "Screens and routes"). */
export const PAGE_KEYS = [
  "home",
  "calendar",
  "card",
  "collage",
  "photoframe",
  "photoprint",
  "photobook",
  "photobox",
  "wallart",
  "canvas",
  "poster",
  "acrylic",
  "framedPhoto",
  "wallCalendar",
  "hardcoverPhotobook",
  "foldedCard",
  "envelopes",
  "collagePoster",
  "christmasCards",
  "voucher",
  "contact",
  "error",
  "photoPrintsOrder",
  "feedCollage",
  "feedCalendar",
  "feedCard",
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export interface PageCopy {
  /** Story name and navigation label. */
  name: string;
  headline: string;
  /** One or two sentences: the intro paragraph and the meta description. */
  intro: string;
}

export interface Copy {
  /** Localised slug per page; `home` is the start page and has the slug `home`. */
  slugs: Record<PageKey, string>;
  pages: Record<PageKey, PageCopy>;
  /** Words the page builders use. */
  words: {
    designNow: string;
    discover: string;
    calculatePrice: string;
    priceCalculator: string;
    formatsAndPrices: string;
    format: string;
    price: string;
    from: string;
    bestseller: string;
    newIn: string;
    moreFormats: string;
    video: string;
    customerPictures: string;
    contactTopics: string[];
    contactName: string;
    contactEmail: string;
    contactMessage: string;
    contactSend: string;
    contactPersonRole: string;
    voucherAmounts: string;
    toolboxHeadline: string;
    tools: [string, string][];
    frameTypesHeadline: string;
    accessoryTypesHeadline: string;
    skuLabel: string;
    errorText: string;
    errorCta: string;
    shopHeadline: string;
  };
  usps: [string, string][];
  /** Frame names for the frame-type stories. */
  frames: Record<"holzrahmen" | "alurahmen" | "schattenfuge-leinwand", [string, string]>;
  accessories: Record<"envelope" | "ribbon" | "inlay", [string, string]>;
  /** The wall-art channel's own home page headline and intro (its home is not the cards' home). */
  wallartHome: { headline: string; intro: string };
  /** A richtext section per product kind: heading and two paragraphs. */
  seo: [string, string, string];
  /** Card occasions of section 3, localised. */
  occasions: Record<
    "hochzeit" | "geburt" | "geburtstag" | "taufe" | "weihnachten" | "trauer" | "konfirmation" | "einschulung",
    string
  >;
  /** Global config copy. */
  chrome: ChromeCopy;
  /** The information pages (about, service, legal) and the magazine. */
  info: InfoCopy;
}

export interface ChromeCopy {
  magazine: string;
  service: string;
  account: string;
  cart: string;
  hotline: string;
  hotlineHours: string;
  serviceText: string;
  /** The most asked questions and their answers: the help panel shows them (section 2 "Help button"). */
  helpQuestions: [string, string][];
  help: string;
  allProducts: string;
  accessories: string;
  flyout: {
    categories: string;
    occasions: string;
    additional: string;
    startWithoutDesign: string;
    withMultipleImages: string;
    types: string;
    assistant: string;
    more: string;
    poster: string;
    leinwand: string;
    platte: string;
    color: string;
    other: string;
    premium: string;
    additionalProducts: string;
    calendarTypes: Record<
      "wandkalender" | "tischkalender" | "familienplaner" | "kuechenkalender" | "terminkalender",
      string
    >;
    photobookTypes: Record<"digitalfotobuch" | "echtfotobuch" | "fotoheft", string>;
    photobookCategories: Record<"wedding" | "baby" | "travel" | "family" | "birthday", string>;
    collageCategories: Record<"heart" | "grid" | "letters", string>;
    colours: Record<"black" | "white" | "oak", string>;
    otherFrames: Record<"aluminium" | "artbox", string>;
    accessoryItems: Record<"envelopes" | "ribbons" | "inlays", string>;
    wallartGroups: Record<"bestseller" | "premium", string>;
  };
  actionBar: string;
  smartBanner: { rating: string; cta: string };
  linkbox: { headline: string; lists: [string, [string, string][]][] };
  newsletter: { headline: string; placeholder: string; cta: string; text: string };
  communication: [string, string, string, string][];
  reviews: { title: string; subtitle: string; items: [string, string, string][] };
  boxes: Record<
    "aboutShop" | "appLinks" | "awards" | "customerService" | "international" | "languages" | "socialMedia",
    string
  >;
  /** Link targets here and in `serviceItems`, `burgerFooter`, `extraMenu`: a page key or an information page key. */
  aboutItems: [string, string][];
  serviceItems: [string, string][];
  awardItems: string[];
  copyright: string;
  seoText: string;
  burgerFooter: [string, string][];
  extraMenu: [string, string][];
  consentSettings: string;
}
