/**
 * The query Storyblok's visual editor adds to the page it opens: `_storyblok_tk[...]` with the
 * SHA-1 hex of `space_id:preview_token:timestamp` (worker/content/preview.ts).
 */
import { DEVELOPMENT_PREVIEW_TOKENS, EMBEDDED_SPACE_IDS } from "../../shared/content/embedded-space.ts";
import type { Channel } from "../../shared/site/sites.ts";

export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export interface EditorTokenOptions {
  channel?: Channel;
  /** Seconds since the epoch; now when unset. */
  timestamp?: number;
  previewToken?: string;
  spaceId?: number;
}

/** `_storyblok_tk[space_id]=…&_storyblok_tk[timestamp]=…&_storyblok_tk[token]=…`, valid unless told otherwise. */
export async function editorTokenQuery(options: EditorTokenOptions = {}): Promise<string> {
  const channel = options.channel ?? "kartenliebe";
  const spaceId = options.spaceId ?? EMBEDDED_SPACE_IDS[channel];
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const token = await sha1Hex(`${spaceId}:${options.previewToken ?? DEVELOPMENT_PREVIEW_TOKENS[channel]}:${timestamp}`);
  return `_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}`;
}
