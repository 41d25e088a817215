/**
 * Link previews: Open Graph and Twitter card tags on every page, in the page's
 * language: title, description, the page's main picture at the share size through the image
 * pipeline (absolute URL), the canonical address, the locale and the locales of the page's hreflang
 * links, the brand as site name. A page without a picture shares the brand's default picture.
 */
import pictures from "../../content/source/pictures.json";
import { imageUrl } from "../../shared/chrome/image.ts";
import type { Currency, Locale } from "../../shared/site/locales.ts";
import type { RequestContext } from "../site/request-context.ts";
import type { HeadLink } from "./document.tsx";
import { absoluteUrl, currencyCode, decimalPrice } from "./structured-data.tsx";

/** The size link previews show large pictures at (1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** The drawn home picture (`npm run pictures`). */
export const DEFAULT_SHARE_IMAGE = pictures.home.file;

export interface ShareFacts {
  title: string;
  description: string;
  /** The picture's source as content stores it; the default picture when absent. */
  image?: string;
  imageAlt?: string;
  type: "website" | "product";
  /** A product's price as the page shows it first. */
  price?: { minor: number; currency: Currency };
}

/** `de-CH` -> `de_CH`, the form Open Graph uses. */
export function ogLocale(locale: Locale | string): string {
  return locale.replace("-", "_");
}

export function shareImageUrl(request: RequestContext, src: string | undefined): string {
  return absoluteUrl(request, imageUrl(src || DEFAULT_SHARE_IMAGE, SHARE_IMAGE.width, SHARE_IMAGE.height));
}

export function OpenGraphTags({
  request,
  facts,
  links,
}: {
  request: RequestContext;
  facts: ShareFacts;
  links?: HeadLink[];
}) {
  const canonical = links?.find((link) => link.rel === "canonical")?.href ?? request.origin + request.path;
  const alternates = [
    ...new Set(
      (links ?? [])
        .filter((link) => link.rel === "alternate" && link.hrefLang !== "x-default" && link.hrefLang !== request.locale)
        .flatMap((link) => (link.hrefLang ? [ogLocale(link.hrefLang)] : [])),
    ),
  ];
  const meta = (property: string, content: string) => (
    <meta key={`${property}${content}`} property={property} content={content} />
  );
  return (
    <>
      {meta("og:site_name", request.provided.brand)}
      {meta("og:type", facts.type)}
      {meta("og:title", facts.title)}
      {meta("og:description", facts.description)}
      {meta("og:url", canonical)}
      {meta("og:image", shareImageUrl(request, facts.image))}
      {meta("og:image:alt", facts.imageAlt || facts.title)}
      {meta("og:locale", ogLocale(request.locale))}
      {alternates.map((locale) => meta("og:locale:alternate", locale))}
      {facts.price ? meta("product:price:amount", decimalPrice(facts.price.minor)) : null}
      {facts.price ? meta("product:price:currency", currencyCode(facts.price.currency)) : null}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
