/**
 * The shape of one language's information pages: the pages the footer's about and customer service
 * boxes, the burger's footer links and the header's magazine item point at (section 3, "Footer
 * data", "Burger data", "Header data"). Texts may name `{brand}`, `{company}`, `{street}`, `{city}`,
 * `{country}`, `{email}`, `{phone}` and `{domain}`; the generator fills them in per channel.
 */

export const INFO_KEYS = [
  "about",
  "jobs",
  "press",
  "sustainability",
  "shipping",
  "payment",
  "business",
  "imprint",
  "privacy",
  "terms",
  "magazine",
] as const;
export type InfoKey = (typeof INFO_KEYS)[number];

/** A heading with paragraphs and an optional bullet list: one rich text block. */
export interface InfoSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface InfoPageCopy {
  /** The page's own slug in this language: `ueber-uns`, `about-us`. */
  slug: string;
  /** Story name and link label. */
  name: string;
  headline: string;
  /** The teaser's line and the meta description. */
  intro: string;
  sections: InfoSection[];
}

export interface InfoCopy {
  pages: Record<InfoKey, InfoPageCopy>;
  /** The shipping page's generated list, one line per delivery country. */
  shipping: {
    heading: string;
    /** `{country}`, `{standard}`, `{days}`, `{express}`, `{expressDays}`, `{free}`. */
    line: string;
  };
  /** The payment page's generated list, one line per country; method names by the global config's ids. */
  payment: {
    heading: string;
    /** `{country}`, `{methods}`. */
    line: string;
    methods: Record<string, string>;
  };
  /** Headline over the product links of the magazine and the about page. */
  productsHeadline: string;
}
