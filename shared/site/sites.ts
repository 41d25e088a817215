/**
 * The site table: channels, their country domains, locale folders and channel feature flags
 * (specification sections 1, 2 and 3). One table, read by the worker, the client and the backend.
 */
import { type Language, type Locale, currencyOf, fallbackLocale, languageOf, unitOf } from "./locales.ts";

export const CHANNELS = ["kartenliebe", "wallart"] as const;
export type Channel = (typeof CHANNELS)[number];

/** The top-level domains both channels answer on, in the order the footer lists them. */
export const TLDS = ["de", "at", "ch", "li", "lu", "be", "nl", "fr", "it", "es", "co.uk", "com"] as const;
export type Tld = (typeof TLDS)[number];

export interface Domain {
  tld: Tld;
  /** Two-letter country code, upper case. */
  country: string;
  /** Locale served without a folder. */
  defaultLocale: Locale;
  /** Extra locale folders: `/fr` on .ch serves fr-CH. */
  folders: Partial<Record<Language, Locale>>;
}

export const DOMAINS: Record<Tld, Domain> = {
  de: { tld: "de", country: "DE", defaultLocale: "de-DE", folders: {} },
  at: { tld: "at", country: "AT", defaultLocale: "de-AT", folders: {} },
  ch: { tld: "ch", country: "CH", defaultLocale: "de-CH", folders: { fr: "fr-CH", it: "it-CH" } },
  li: { tld: "li", country: "LI", defaultLocale: "de-LI", folders: {} },
  lu: { tld: "lu", country: "LU", defaultLocale: "fr-LU", folders: { de: "de-LU" } },
  be: { tld: "be", country: "BE", defaultLocale: "nl-BE", folders: { fr: "fr-BE" } },
  nl: { tld: "nl", country: "NL", defaultLocale: "nl-NL", folders: {} },
  fr: { tld: "fr", country: "FR", defaultLocale: "fr-FR", folders: {} },
  it: { tld: "it", country: "IT", defaultLocale: "it-IT", folders: { de: "de-IT" } },
  es: { tld: "es", country: "ES", defaultLocale: "es-ES", folders: {} },
  "co.uk": { tld: "co.uk", country: "GB", defaultLocale: "en-GB", folders: {} },
  com: { tld: "com", country: "US", defaultLocale: "en-US", folders: {} },
};

/** Where a language folder that a domain does not serve sends the visitor: the language's home domain. */
export const LANGUAGE_HOME: Record<Language, Tld> = {
  de: "de",
  en: "co.uk",
  es: "es",
  fr: "fr",
  it: "it",
  nl: "nl",
};

export const DEFAULT_CHANNEL: Channel = "kartenliebe";
export const DEFAULT_TLD: Tld = "de";

/** Channel feature flags (section 3, "Channel feature flags"). */
export interface ChannelFlags {
  aluGalleryUnit: boolean;
  appsAvailable: boolean;
  condolencebooksAvailable: boolean;
  defaultCollageId: string;
  defaultPhotobookCoverLamination: "glossy" | "matt";
  defaultPhotobookRefinement: string;
  guestbooksAvailable: boolean;
  loadingFirstImgLazy: boolean;
  pricesInProductOverview: boolean;
  showInfoInPhotobookDropdown: boolean;
  showPhotobookCoverLamination: boolean;
  templatesCompacted: boolean;
  trailingSlash: boolean;
  wishlistAvailable: boolean;
}

/** Default collage id '13', with the wall-art channel's override '1' (section 9). */
export const CHANNEL_FLAGS: Record<Channel, ChannelFlags> = {
  kartenliebe: {
    aluGalleryUnit: false,
    appsAvailable: true,
    condolencebooksAvailable: true,
    defaultCollageId: "13",
    defaultPhotobookCoverLamination: "matt",
    defaultPhotobookRefinement: "none",
    guestbooksAvailable: true,
    loadingFirstImgLazy: false,
    pricesInProductOverview: true,
    showInfoInPhotobookDropdown: true,
    showPhotobookCoverLamination: true,
    templatesCompacted: true,
    trailingSlash: false,
    wishlistAvailable: true,
  },
  wallart: {
    aluGalleryUnit: true,
    appsAvailable: false,
    condolencebooksAvailable: false,
    defaultCollageId: "1",
    defaultPhotobookCoverLamination: "glossy",
    defaultPhotobookRefinement: "none",
    guestbooksAvailable: false,
    loadingFirstImgLazy: false,
    pricesInProductOverview: true,
    showInfoInPhotobookDropdown: false,
    showPhotobookCoverLamination: false,
    templatesCompacted: false,
    trailingSlash: true,
    wishlistAvailable: false,
  },
};

/** Brand names. The wall-art channel's name is configuration (`WALLART_BRAND`). */
export interface BrandConfig {
  wallartBrand: string;
  /** Second-level domain name the wall-art channel uses in production, for example `wandliebe`. */
  wallartDomain: string;
}

export const DEFAULT_BRANDS: BrandConfig = { wallartBrand: "Wandliebe", wallartDomain: "wandliebe" };

export function brandName(channel: Channel, brands: BrandConfig = DEFAULT_BRANDS): string {
  return channel === "kartenliebe" ? "kartenliebe" : brands.wallartBrand;
}

/** A channel on one country domain. */
export interface Site {
  channel: Channel;
  domain: Domain;
  /** `kartenliebe-ch`: the channel-plus-country code sent with product calls (section 7). */
  code: string;
}

export function siteOf(channel: Channel, tld: Tld): Site {
  const domain = DOMAINS[tld];
  return { channel, domain, code: `${channel}-${domain.country.toLowerCase()}` };
}

export const DEFAULT_SITE: Site = siteOf(DEFAULT_CHANNEL, DEFAULT_TLD);

export function allSites(): Site[] {
  return CHANNELS.flatMap((channel) => TLDS.map((tld) => siteOf(channel, tld)));
}

/** The locales a site serves: its default locale first, then its folders. */
export function localesOf(site: Site): Locale[] {
  return [site.domain.defaultLocale, ...Object.values(site.domain.folders)];
}

/** The folder (`fr`) that serves a locale on a site, or `""` for the default locale. */
export function folderOf(site: Site, locale: Locale): string {
  if (locale === site.domain.defaultLocale) return "";
  const entry = Object.entries(site.domain.folders).find(([, value]) => value === locale);
  return entry ? entry[0] : "";
}

/** The site that serves a locale as its default or through a folder, within a channel. */
export function siteForLocale(channel: Channel, locale: Locale): Site {
  const tld = TLDS.find((t) => {
    const d = DOMAINS[t];
    return d.defaultLocale === locale || Object.values(d.folders).includes(locale);
  });
  return siteOf(channel, tld ?? LANGUAGE_HOME[languageOf(locale)]);
}

/** Per-locale facts every page needs. */
export function localeFacts(locale: Locale) {
  return {
    currency: currencyOf(locale),
    unit: unitOf(locale),
    fallbackLocale: fallbackLocale(locale),
  };
}
