/**
 * The embedded content API (backend/content-api): where it is mounted and the access token of each
 * channel's local space. These tokens open only the local content; a real space needs its own token
 * (`STORYBLOK_TOKEN_KARTENLIEBE`, `STORYBLOK_TOKEN_WALLART`; docs/content.md).
 */
import type { Channel } from "../site/sites.ts";

/** Path of the Storyblok Content Delivery API v2 on the backend worker. */
export const EMBEDDED_CONTENT_PATH = "/content-api/v2";

export const EMBEDDED_TOKENS: Record<Channel, string> = {
  kartenliebe: "local-kartenliebe-preview",
  wallart: "local-wallart-preview",
};
