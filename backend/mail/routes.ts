/**
 * The development page of the mail outbox (docs/customers.md, "Mail"): lists every stored mail and
 * shows one with its links, so developers and the browser tests can follow reset, confirmation
 * and voucher mails. It exists only when ENVIRONMENT is development or test; elsewhere 404.
 */
import { Hono } from "hono";
import type { BackendAppEnv } from "../env.ts";
import { listMails, mailById } from "./outbox.ts";
import { backendConfigOf } from "../config.ts";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex"><style>body{font:16px system-ui;margin:2rem;max-width:60rem}td,th{padding:.3rem .6rem;text-align:left}pre{white-space:pre-wrap}</style>
</head><body>${body}</body></html>`;
}

const LINK = /https?:\/\/[^\s<>"]+/g;

export const mailRoutes = new Hono<BackendAppEnv>()
  .use("/dev/*", async (c, next) => {
    const { environment } = backendConfigOf(c.env);
    if (environment !== "development" && environment !== "test")
      return c.json({ error: true, message: { text: "Not found" } }, 404);
    await next();
    c.header("cache-control", "no-store");
  })
  .get("/dev/outbox", async (c) => {
    const to = c.req.query("to")?.slice(0, 254);
    const mails = await listMails(c.env.DB, to || undefined);
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${new Date(m.createdAt).toISOString()}</td><td>${escapeHtml(m.to)}</td><td><a href="outbox/${m.id}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(m.kind)}</td><td>${escapeHtml(m.status)}</td></tr>`,
      )
      .join("");
    return c.html(
      page(
        "Mail outbox",
        `<h1>Mail outbox</h1><p>${mails.length} mails, newest first (development only).</p>
<table><thead><tr><th>sent</th><th>to</th><th>subject</th><th>kind</th><th>status</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    );
  })
  .get("/dev/outbox/:id{[0-9]{1,12}}", async (c) => {
    const mail = await mailById(c.env.DB, Number(c.req.param("id")));
    if (!mail) return c.json({ error: true, message: { text: "Not found" } }, 404);
    const links = [...new Set(mail.text.match(LINK) ?? [])]
      .map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`)
      .join("");
    return c.html(
      page(
        mail.subject,
        `<p><a href="../outbox">All mails</a></p><h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd><dt>Status</dt><dd>${escapeHtml(mail.status)}</dd></dl>
<h2>Links</h2><ul>${links}</ul><h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`,
      ),
    );
  })
  .get("/dev/outbox.json", async (c) => {
    const to = c.req.query("to")?.slice(0, 254);
    return c.json({ mails: await listMails(c.env.DB, to || undefined) });
  });
