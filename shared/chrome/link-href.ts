/**
 * Where a link goes (specification section 2, "Route handling" and "URL conventions"): internal
 * links keep the locale folder and platform segment, carry the current query parameters that
 * start with an underscore, and open in the same tab; external links may open in a new tab;
 * configurator links get the current locale as a query parameter when they have none.
 */
import type { Link } from "../content/global-config.ts";
import { normalisePath } from "../site/path.ts";
import { formatQuery, hasParam, parseQuery, splitUrl } from "./query.ts";

/** What every link on a page needs to know about the page; plain JSON, so islands get it as a prop. */
export type LinkContext = {
  folder: string;
  platformSegment: "" | "d" | "w";
  trailingSlash: boolean;
  locale: string;
  /** The current page's underscore query parameters, already encoded (`_storyblok=1&_x=y`), or "". */
  carry: string;
};

/**
 * A link as islands and views render it. The flags are present only when true, so that the many
 * links of the navigation weigh little in the page's JSON (decision 072).
 */
export type ResolvedLink = {
  href: string;
  external?: true;
  newTab?: true;
  /** Opens the consent settings second layer instead of navigating (section 2, "Footer"). */
  opensConsentSettings?: true;
};

/** A resolved link with only its true flags set. */
export function resolvedLink(
  href: string,
  flags: { external?: boolean; newTab?: boolean; opensConsentSettings?: boolean } = {},
): ResolvedLink {
  return {
    href,
    ...(flags.external ? { external: true } : {}),
    ...(flags.newTab ? { newTab: true } : {}),
    ...(flags.opensConsentSettings ? { opensConsentSettings: true } : {}),
  };
}

const CONFIGURATOR_PREFIX = "/configurator-";

/** At most this many underscore parameters are carried (a long `?_a=` must not bloat every link). */
export const MAX_CARRIED_PARAMS = 8;
/** An underscore name, optionally with one bracketed key as Storyblok's `_storyblok_tk[token]`, raw or encoded. */
const CARRIED_NAME = /^_[A-Za-z0-9_]{1,40}(?:\[[a-z_]{1,20}\]|%5B[a-z_]{1,20}%5D)?$/i;
/** A short plain value (ids, timestamps, hashes); anything longer or stranger is not carried. */
const CARRIED_VALUE = /^[A-Za-z0-9_.:-]{0,100}$/;

/**
 * The query parameters whose names start with an underscore, encoded, as internal links carry
 * them: only short plain names and values, the first eight.
 */
export function underscoreParams(search: string): string {
  return formatQuery(
    parseQuery(search)
      .filter(([name, value]) => CARRIED_NAME.test(name) && CARRIED_VALUE.test(value))
      .slice(0, MAX_CARRIED_PARAMS),
  );
}

export function isInternal(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

export function resolveLink(link: Link, context: LinkContext): ResolvedLink {
  const opensConsentSettings = link.openSetting === "ucSettings";
  if (!isInternal(link.url)) {
    return resolvedLink(link.url, { external: true, newTab: link.newTab, opensConsentSettings });
  }
  const { path, query, hash } = splitUrl(link.url);
  const params = parseQuery(query);
  if (path.startsWith(CONFIGURATOR_PREFIX) && !hasParam(params, "locale"))
    params.push(["locale", encodeURIComponent(context.locale)]);
  for (const pair of parseQuery(context.carry)) {
    if (!hasParam(params, pair[0])) params.push(pair);
  }
  const prefix =
    (context.folder ? `/${context.folder}` : "") + (context.platformSegment ? `/${context.platformSegment}` : "");
  const isRoot = path === "/" || path === "";
  const fullPath = normalisePath(prefix + (isRoot ? "/" : path), context.trailingSlash, isRoot);
  const search = formatQuery(params);
  return resolvedLink(fullPath + (search ? `?${search}` : "") + hash, { opensConsentSettings });
}
