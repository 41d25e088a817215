/**
 * robots.txt per host: everything may be crawled except the private special
 * paths in every language the host serves (with its locale folders and the desktop platform
 * segment), the paths that are not pages, and preview addresses; it names the host's sitemap index.
 */
import { specialPath } from "../../shared/customer/special-paths.ts";
import { type Site, folderOf, localesOf } from "../../shared/site/sites.ts";
import {
  ERROR_ROUTE_PATH,
  NON_PAGE_ROUTE_PREFIX,
  PRIVATE_SPECIAL_PAGES,
  SYSTEM_PATH_PREFIXES,
} from "./private-paths.ts";

/** The preview query parameters of section 2 (`_storyblok`, `_storyblok_release`). */
const PREVIEW_PATTERNS = ["/*?_storyblok", "/*&_storyblok"];

/** Disallowed path prefixes of a host, each once, in a stable order. */
export function disallowedPaths(site: Site): string[] {
  const paths = new Set<string>(SYSTEM_PATH_PREFIXES);
  for (const locale of localesOf(site)) {
    const folder = folderOf(site, locale);
    for (const prefix of [folder ? `/${folder}` : "", folder ? `/${folder}/d` : "/d"]) {
      for (const page of PRIVATE_SPECIAL_PAGES) paths.add(prefix + specialPath(page, locale));
      paths.add(prefix + NON_PAGE_ROUTE_PREFIX);
      paths.add(prefix + ERROR_ROUTE_PATH);
    }
  }
  for (const pattern of PREVIEW_PATTERNS) paths.add(pattern);
  return [...paths];
}

export function robotsTxt(site: Site, origin: string): string {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths(site).map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  return lines.join("\n");
}
