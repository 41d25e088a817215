/**
 * The backend worker's bindings.
 */
export interface BackendEnv {
  DB: D1Database;
  ENVIRONMENT?: string;
  /** Mail provider for production: `resend`; unset keeps every mail in the outbox only (docs/customers.md). */
  MAIL_PROVIDER?: string;
  /** Secret API key of the mail provider. */
  MAIL_API_KEY?: string;
  /** Sender address of the shop's mails. */
  MAIL_FROM?: string;
  /** reCAPTCHA secret; when set, newsletter tokens are verified with it (section 5). */
  RECAPTCHA_SECRET?: string;
  /** Preview tokens of the embedded content spaces (shared/content/embedded-space.ts); development ones in development and test. */
  EMBEDDED_PREVIEW_TOKEN_KARTENLIEBE?: string;
  EMBEDDED_PREVIEW_TOKEN_WALLART?: string;
}

export type BackendAppEnv = { Bindings: BackendEnv };
