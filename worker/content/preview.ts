/**
 * Preview (section 2 "Route handling"): `_storyblok` (visual editor) and `_storyblok_release`
 * (content release) switch to drafts, uncached. Query parameters starting with an underscore are
 * carried over on internal links.
 */

export interface Preview {
  enabled: boolean;
  release?: string;
  /** The underscore parameters to add to internal links, as a query string without `?`. */
  carry: string;
}

const MAX_CARRIED = 8;
const SAFE_NAME = /^_[A-Za-z0-9_]{1,40}$/;
const SAFE_VALUE = /^[A-Za-z0-9_.:-]{0,100}$/;

export function previewOf(url: URL): Preview {
  const carried = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (carried.size >= MAX_CARRIED) break;
    if (SAFE_NAME.test(name) && SAFE_VALUE.test(value)) carried.append(name, value);
  }
  const release = url.searchParams.get("_storyblok_release") ?? "";
  const enabled = url.searchParams.has("_storyblok") || url.searchParams.has("_storyblok_release");
  return { enabled, release: /^\d{1,12}$/.test(release) ? release : undefined, carry: carried.toString() };
}

/** An internal link with the carried parameters; a link that has them already keeps its own. */
export function withCarriedQuery(href: string, carry: string): string {
  if (!carry || !href.startsWith("/")) return href;
  const [path, hash = ""] = href.split("#");
  const [base, query = ""] = path.split("?");
  const params = new URLSearchParams(query);
  for (const [name, value] of new URLSearchParams(carry)) if (!params.has(name)) params.append(name, value);
  return `${base}?${params.toString()}${hash ? `#${hash}` : ""}`;
}
