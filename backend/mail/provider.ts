/**
 * The production mail provider adapter, configured by environment (docs/customers.md, "Mail"):
 * `MAIL_PROVIDER=resend` with `MAIL_API_KEY` and `MAIL_FROM`. Without a provider every mail stays
 * in the outbox only, which is what development and tests want.
 */
import type { BackendEnv } from "../env.ts";
import { backendConfigOf } from "../config.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailProvider {
  name: string;
  /** The provider's id of the accepted mail; throws when the provider refuses it. */
  send(mail: OutgoingMail): Promise<string>;
}

const RESEND_ENDPOINT = "https://api.resend.com/emails";

function resend(apiKey: string, from: string): MailProvider {
  return {
    name: "resend",
    async send(mail) {
      const res = await fetch(RESEND_ENDPOINT, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
      });
      if (!res.ok) throw new Error(`resend answered ${res.status}`);
      const body = (await res.json()) as { id?: unknown };
      return typeof body.id === "string" ? body.id : "";
    },
  };
}

/** The configured provider, or undefined for outbox-only (a half configuration fails the configuration check). */
export function providerOf(env: BackendEnv): MailProvider | undefined {
  const mail = backendConfigOf(env).mail;
  return mail ? resend(mail.apiKey, mail.from) : undefined;
}
