/**
 * Preview (section 2 "Route handling"; decision 086): `_storyblok` (visual editor) and
 * `_storyblok_release` (content release) switch to drafts, uncached, but only for an editor inside
 * Storyblok's visual editor. Storyblok adds `_storyblok_tk[space_id]`, `_storyblok_tk[timestamp]`
 * and `_storyblok_tk[token]` to the page it opens, where the token is the SHA-1 hex of
 * `space_id:preview_token:timestamp`; it is checked in constant time against the channel's preview
 * token and must be less than an hour old (Storyblok FAQ "How to verify the preview query
 * parameters of the visual editor"). Without a valid token the published page is served, cached as
 * usual. Query parameters starting with an underscore are carried over on internal links, at most
 * eight and each short (`underscoreParams`).
 */
import { underscoreParams } from "../../shared/chrome/link-href.ts";
import { constantTimeEqual } from "../cache/constant-time.ts";

export interface Preview {
  enabled: boolean;
  release?: string;
  /** The underscore parameters to add to internal links, as a query string without `?`. */
  carry: string;
}

/** How long an editor token is valid (Storyblok's example: one hour). */
export const EDITOR_TOKEN_MAX_AGE_S = 3600;
/** Clocks differ a little: a timestamp this far in the future is still accepted. */
const CLOCK_SKEW_S = 300;
const DIGITS = /^\d{1,12}$/;
const SHA1_HEX = /^[0-9a-f]{40}$/i;

/** Whether preview was asked for (it is granted only with a valid editor token). */
export function previewRequested(url: URL): boolean {
  return url.searchParams.has("_storyblok") || url.searchParams.has("_storyblok_release");
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The visual editor's token of this URL is valid for the space's preview token, now. */
export async function hasValidEditorToken(
  url: URL,
  previewToken: string | undefined,
  nowMs = Date.now(),
): Promise<boolean> {
  if (!previewToken) return false;
  const spaceId = url.searchParams.get("_storyblok_tk[space_id]") ?? "";
  const timestamp = url.searchParams.get("_storyblok_tk[timestamp]") ?? "";
  const token = url.searchParams.get("_storyblok_tk[token]") ?? "";
  if (!DIGITS.test(spaceId) || !DIGITS.test(timestamp) || !SHA1_HEX.test(token)) return false;
  const age = Math.floor(nowMs / 1000) - Number(timestamp);
  const expected = await sha1Hex(`${spaceId}:${previewToken}:${timestamp}`);
  const matches = await constantTimeEqual(token.toLowerCase(), expected);
  return matches && age < EDITOR_TOKEN_MAX_AGE_S && age > -CLOCK_SKEW_S;
}

/** The published page's preview state: no drafts, parameters carried. */
export function publishedPreview(url: URL): Preview {
  return { enabled: false, carry: underscoreParams(url.search) };
}

/** Preview for this URL: drafts only when asked for and the editor token is valid. */
export async function previewOf(url: URL, previewToken: string | undefined, nowMs = Date.now()): Promise<Preview> {
  const published = publishedPreview(url);
  if (!previewRequested(url) || !(await hasValidEditorToken(url, previewToken, nowMs))) return published;
  const release = url.searchParams.get("_storyblok_release") ?? "";
  return { ...published, enabled: true, release: DIGITS.test(release) ? release : undefined };
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
