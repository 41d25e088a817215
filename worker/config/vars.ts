/**
 * The shop worker's configuration variables as the environment hands them over (wrangler.toml
 * `[vars]` and secrets). Nothing outside `worker/config/` reads them: handlers get the checked
 * configuration from `configOf` (config.ts).
 */
export interface ConfigVars {
  /** development, test or production; unset means production (the strict rules apply). */
  ENVIRONMENT?: string;
  /** "1" or "true": error details reach the page (section 8). */
  DEBUG?: string;
  WALLART_BRAND?: string;
  WALLART_DOMAIN?: string;
  /** JSON object of extra production hosts: `{"shop.example.ch": "kartenliebe.ch"}`. */
  SITE_HOSTS?: string;
  /** Base URL of a real BFF; unset means the embedded backend. */
  BFF_URL?: string;
  /** Designer base paths per channel and product type, JSON; unset means the local stand-in. */
  DESIGNER_BASE_PATHS?: string;
  /** Storyblok access tokens per channel (use a preview token for drafts); unset means the embedded content API. */
  STORYBLOK_TOKEN_KARTENLIEBE?: string;
  STORYBLOK_TOKEN_WALLART?: string;
  /** Storyblok region of the spaces (eu, us, ap, ca, cn); eu when unset. */
  STORYBLOK_REGION?: string;
  /** Preview tokens of the embedded content spaces (shared/content/embedded-space.ts); development ones in development and test. */
  EMBEDDED_PREVIEW_TOKEN_KARTENLIEBE?: string;
  EMBEDDED_PREVIEW_TOKEN_WALLART?: string;
  /** Bearer token of the content purge endpoint; purge is refused while it is unset. */
  CONTENT_PURGE_TOKEN?: string;
  /** Secret Storyblok signs its webhooks with; the webhook is refused while it is unset. */
  STORYBLOK_WEBHOOK_SECRET?: string;
  /** Public key of the customer-service messenger; unset means the help button links to the contact page. */
  MESSENGER_KEY?: string;
  /** Secret that signs the BFF proxy's CSRF tokens (docs/decisions/043); required in production. */
  CSRF_SECRET?: string;
  /** reCAPTCHA v3 site key of the newsletter form; unset means no captcha (section 5). */
  RECAPTCHA_SITE_KEY?: string;
  /**
   * Countries among CH, LI, GB and US whose pages announce reductions without the prior price,
   * comma-separated (`GB,US`); unset: every country shows it (docs/decisions/196).
   */
  PRIOR_PRICE_HIDDEN_IN?: string;
  /** "on": cacheable pages are kept in the edge cache per variant (issue 11, decision 090); off when unset. */
  HTML_CACHE?: string;
  /** Server-side Split SDK key (secret). Unset: localhost mode at the edge. */
  SPLIT_SDK_KEY?: string;
  /** Client-side Split SDK key for the browser client. Unset: the browser client stays in localhost mode. */
  SPLIT_BROWSER_KEY?: string;
  /** Split endpoints for a Split proxy; unset means Split's own. */
  SPLIT_SDK_URL?: string;
  SPLIT_EVENTS_URL?: string;
  SPLIT_AUTH_URL?: string;
  SPLIT_STREAMING_URL?: string;
  SPLIT_TELEMETRY_URL?: string;
  /** Loader script of a consent-management provider; unset means the first-party banner. */
  CONSENT_PROVIDER_SCRIPT?: string;
  /** Settings id the provider's loader needs (`data-settings-id`). */
  CONSENT_PROVIDER_ID?: string;
  /** Tag-manager container id (`GTM-…` or `G-…`) and its first-party origin or path. */
  TAG_MANAGER_ID?: string;
  TAG_MANAGER_URL?: string;
  /** Local paths of the logging and RUM scripts (must start with `/`). */
  LOGGING_SCRIPT?: string;
  RUM_SCRIPT?: string;
  /** `0` keeps session replay and logging off whatever the query says (section 4). */
  LOGGING_ENABLED?: string;
}
