/**
 * Structured data: schema.org JSON-LD in the page's language, for everyone and
 * the same for every crawler (no flags, no visitor data). Every page: Organization (brand, logo,
 * the global config's service hotline, the footer's social media links) and WebSite; below home,
 * a BreadcrumbList of the footer's trail. Product with an Offer on calculator and theme pages,
 * AggregateOffer `lowPrice` for the overview's 'from' prices. No AggregateRating: the footer's
 * reviews are content, not review data (decision 080). Serialised with `scriptJson`, so `<` can
 * never close the script.
 */
import type { GlobalConfig, ServiceHotline } from "../../shared/content/global-config.ts";
import { type Currency, languageOf } from "../../shared/site/locales.ts";
import { type Channel, localesOf } from "../../shared/site/sites.ts";
import type { RequestContext } from "../site/request-context.ts";
import { breadcrumbTrail } from "../views/chrome/breadcrumb-trail.ts";
import type { ChromeView } from "../views/chrome/chrome-view.ts";
import { resolveLink } from "../../shared/chrome/link-href.ts";
import { translatorFor } from "./i18n.ts";
import { scriptJson } from "./script-json.ts";

export const SCHEMA_CONTEXT = "https://schema.org";

export type JsonLd = { "@type": string; [property: string]: unknown };

/** The brand's logo per channel (a static file beside the favicon). */
export const LOGO_PATHS: Record<Channel, string> = {
  kartenliebe: "/images/logo-kartenliebe.svg",
  wallart: "/images/logo-wallart.svg",
};

export function JsonLdScript({ data }: { data: JsonLd }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes what could close the script element
      dangerouslySetInnerHTML={{ __html: scriptJson({ "@context": SCHEMA_CONTEXT, ...data }) }}
    />
  );
}

/** An address as an absolute URL on the request's origin; absolute URLs stay as they are. */
export function absoluteUrl(request: RequestContext, href: string): string {
  return /^https?:\/\//i.test(href) ? href : request.origin + (href.startsWith("/") ? href : `/${href}`);
}

/** Minor units -> schema.org's decimal price text (`1995` -> `"19.95"`). */
export function decimalPrice(minor: number): string {
  return (minor / 100).toFixed(2);
}

export function currencyCode(currency: Currency): string {
  return currency.toUpperCase();
}

function organizationId(request: RequestContext): string {
  return `${request.origin}/#organization`;
}

export function organizationLd(request: RequestContext, hotline?: ServiceHotline, sameAs: string[] = []): JsonLd {
  const contactPoint = hotline?.phone
    ? [
        {
          "@type": "ContactPoint",
          telephone: hotline.phone,
          contactType: "customer service",
          name: hotline.text || undefined,
          hoursAvailable: hotline.hours || undefined,
          areaServed: request.site.domain.country,
          availableLanguage: [...new Set(localesOf(request.site).map(languageOf))],
        },
      ]
    : undefined;
  return {
    "@type": "Organization",
    "@id": organizationId(request),
    name: request.provided.brand,
    url: `${request.origin}/`,
    logo: `${request.origin}${LOGO_PATHS[request.site.channel]}`,
    ...(contactPoint ? { contactPoint } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function webSiteLd(request: RequestContext): JsonLd {
  return {
    "@type": "WebSite",
    "@id": `${request.provided.baseUrl}/#website`,
    name: request.provided.brand,
    url: `${request.provided.baseUrl}/`,
    inLanguage: request.locale,
    publisher: { "@id": organizationId(request) },
  };
}

/** The footer's breadcrumb as a BreadcrumbList: home (linked to `/`, as the footer links it), then the trail. */
export function breadcrumbListLd(view: ChromeView): JsonLd | null {
  const trail = breadcrumbTrail(view);
  if (!trail) return null;
  const { request } = view;
  const t = translatorFor(request.locale);
  const items = [
    { name: t("chrome.home"), url: `${request.origin}/` },
    ...trail.map((crumb, i) => ({
      name: crumb.text,
      url:
        i === trail.length - 1
          ? request.origin + request.path
          : absoluteUrl(request, resolveLink(crumb.link, view.links).href),
    })),
  ];
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** The social media box of the footer: the profiles the brand names as its own. */
function socialProfiles(config: GlobalConfig | undefined): string[] {
  const box = config?.footer.footerBlock.find((b) => b.kind === "socialMedia");
  return (box?.items ?? []).map((item) => item.link?.url ?? "").filter((url) => /^https:\/\//.test(url));
}

/** What every page carries: Organization, WebSite and, below home, the breadcrumb. */
export function pageStructuredData(request: RequestContext, chrome: ChromeView | undefined): JsonLd[] {
  const data = [
    organizationLd(request, chrome?.config.header.serviceHotline, socialProfiles(chrome?.config)),
    webSiteLd(request),
  ];
  const breadcrumb = chrome ? breadcrumbListLd(chrome) : null;
  return breadcrumb ? [...data, breadcrumb] : data;
}

export interface ProductFacts {
  name: string;
  description?: string;
  /** Absolute URL of the product's picture, or of each of its pictures (the main one first). */
  image?: string | string[];
  url: string;
  sku?: string;
  category?: string;
}

/**
 * A Product with one Offer: the price a shopper sees first, in the page's currency. A reduced offer
 * names its prior price (`prior`, the lowest of the 30 days before the reduction, decision 195) as
 * a strike-through price specification, as the page shows it.
 */
export function productLd(
  request: RequestContext,
  product: ProductFacts,
  price: { minor: number; currency: Currency; perUnit?: boolean; prior?: number },
): JsonLd {
  const offer: JsonLd = {
    "@type": "Offer",
    price: decimalPrice(price.minor),
    priceCurrency: currencyCode(price.currency),
    availability: "https://schema.org/InStock",
    url: product.url,
    seller: { "@id": organizationId(request) },
  };
  if (price.perUnit) {
    offer.priceSpecification = {
      "@type": "UnitPriceSpecification",
      price: offer.price,
      priceCurrency: offer.priceCurrency,
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "C62" },
    };
  }
  if (price.prior !== undefined) {
    const own = offer.priceSpecification ?? {
      "@type": "UnitPriceSpecification",
      price: offer.price,
      priceCurrency: offer.priceCurrency,
    };
    offer.priceSpecification = [own, strikethrough(offer, price.prior)];
  }
  return { ...productBase(request, product), offers: offer };
}

function strikethrough(offer: JsonLd, prior: number): JsonLd {
  return {
    "@type": "UnitPriceSpecification",
    priceType: "https://schema.org/StrikethroughPrice",
    price: decimalPrice(prior),
    priceCurrency: offer.priceCurrency,
  };
}

/** A Product known by its 'from' price: an AggregateOffer with `lowPrice`. */
export function productFromPriceLd(
  request: RequestContext,
  product: ProductFacts,
  from: { minor: number; currency: Currency },
): JsonLd {
  return {
    ...productBase(request, product),
    offers: {
      "@type": "AggregateOffer",
      lowPrice: decimalPrice(from.minor),
      priceCurrency: currencyCode(from.currency),
      url: product.url,
    },
  };
}

function productBase(request: RequestContext, product: ProductFacts): JsonLd {
  return {
    "@type": "Product",
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.image?.length ? { image: product.image } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.category ? { category: product.category } : {}),
    url: product.url,
    brand: { "@type": "Brand", name: request.provided.brand },
  };
}
