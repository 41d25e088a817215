/**
 * The mail outbox (docs/customers.md, "Mail"): every mail is stored first, then handed to the
 * provider when one is configured. A mail the provider accepted keeps only its metadata, so reset
 * links and voucher codes do not stay readable in the database; without a provider the body stays
 * for the development page.
 */
import type { BackendEnv } from "../env.ts";
import { type OutgoingMail, providerOf } from "./provider.ts";

export interface Mail extends OutgoingMail {
  kind: string;
  siteCode: string;
  locale: string;
}

export interface StoredMail extends Mail {
  id: number;
  status: string;
  createdAt: number;
}

export async function sendMail(env: BackendEnv, mail: Mail): Promise<void> {
  const row = await env.DB.prepare(
    `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, site_code, locale, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(mail.kind, mail.to, mail.subject, mail.text, mail.html, mail.siteCode, mail.locale, Date.now())
    .first<{ id: number }>();
  const provider = providerOf(env);
  if (!provider || !row) return;
  try {
    const providerId = await provider.send(mail);
    await env.DB.prepare(
      "UPDATE mail_outbox SET status = 'sent', provider_id = ?, text_body = NULL, html_body = NULL WHERE id = ?",
    )
      .bind(providerId, row.id)
      .run();
  } catch (error) {
    console.error(JSON.stringify({ level: "error", code: "mail-send-error", kind: mail.kind, message: String(error) }));
    await env.DB.prepare("UPDATE mail_outbox SET status = 'failed', error = ? WHERE id = ?")
      .bind(String(error).slice(0, 500), row.id)
      .run();
  }
}

interface Row {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  site_code: string;
  locale: string;
  status: string;
  created_at: number;
}

const toMail = (row: Row): StoredMail => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body ?? "",
  html: row.html_body ?? "",
  siteCode: row.site_code,
  locale: row.locale,
  status: row.status,
  createdAt: row.created_at,
});

/** The newest mails first, optionally only those to one address. */
export async function listMails(db: D1Database, to?: string, limit = 100): Promise<StoredMail[]> {
  const query = to
    ? db.prepare("SELECT * FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT ?").bind(to, limit)
    : db.prepare("SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?").bind(limit);
  const { results } = await query.all<Row>();
  return results.map(toMail);
}

export async function mailById(db: D1Database, id: number): Promise<StoredMail | undefined> {
  const row = await db.prepare("SELECT * FROM mail_outbox WHERE id = ?").bind(id).first<Row>();
  return row ? toMail(row) : undefined;
}
