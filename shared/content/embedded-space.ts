/**
 * The embedded content API (backend/content-api): where it is mounted and the tokens of each
 * channel's local space. As in Storyblok, the public token opens only the published version; the
 * preview token opens drafts too and is the secret the visual editor's token is checked against
 * (worker/content/preview.ts). Preview tokens come from `EMBEDDED_PREVIEW_TOKEN_KARTENLIEBE` and
 * `EMBEDDED_PREVIEW_TOKEN_WALLART` (both workers); the development ones below hold only in
 * development and test. A real space needs its own token (`STORYBLOK_TOKEN_*`; docs/content.md).
 */
import type { Channel } from "../site/sites.ts";

/** Path of the Storyblok Content Delivery API v2 on the backend worker. */
export const EMBEDDED_CONTENT_PATH = "/content-api/v2";

/** Public tokens: published content only, which anyone may see anyway. */
export const EMBEDDED_TOKENS: Record<Channel, string> = {
  kartenliebe: "local-kartenliebe-preview",
  wallart: "local-wallart-preview",
};

/** Space ids of the embedded spaces (Storyblok's `_storyblok_tk[space_id]`). */
export const EMBEDDED_SPACE_IDS: Record<Channel, number> = { kartenliebe: 1001, wallart: 1002 };

/** Preview tokens used in development and test only, when no variable names one. */
export const DEVELOPMENT_PREVIEW_TOKENS: Record<Channel, string> = {
  kartenliebe: "development-kartenliebe-draft-token",
  wallart: "development-wallart-draft-token",
};

/**
 * The embedded space's preview token: the configured one, else the development one in development
 * and test, else undefined (no drafts).
 */
export function embeddedPreviewToken(
  configured: string | undefined,
  environment: string,
  channel: Channel,
): string | undefined {
  if (configured?.trim()) return configured.trim();
  return environment === "development" || environment === "test" ? DEVELOPMENT_PREVIEW_TOKENS[channel] : undefined;
}
