// A visitor for the backend's tests: calls the worker through its own fetch with the BFF headers
// and keeps the cookies it is given, as a browser behind the renderer's proxy would.
import { exports } from "cloudflare:workers";
import { env } from "cloudflare:test";

export interface VisitorOptions {
  site?: string;
  locale?: string;
  address?: string;
}

let addressCounter = 0;

/** A fresh network address per visitor, so rate limits of one test do not reach another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter % 250}:${Date.now()}:${Math.random()}`;
}

export function visitor(options: VisitorOptions = {}) {
  const jar = new Map<string, string>();
  const address = options.address ?? freshAddress();
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h = new Headers({
      "x-shop-code": options.site ?? "kartenliebe-de",
      "x-shop-locale": options.locale ?? "de-DE",
      "x-shop-origin": "http://kartenliebe.de.localhost:8806",
      "x-shop-client-address": address,
      ...headers,
    });
    if (jar.size) h.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    let payload: BodyInit | undefined;
    if (typeof body === "string") payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      if (!h.has("content-type")) h.set("content-type", "application/json");
    }
    const res = await exports.default.fetch(
      new Request(`http://backend${path}`, { method, headers: h, body: payload, redirect: "manual" }),
    );
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      if (attributes.some((a) => /max-age=0/i.test(a.trim())) || value === "") jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return res;
  }
  return { call, jar, address };
}

let emailCounter = 0;
export function freshEmail(prefix = "kunde"): string {
  emailCounter += 1;
  return `${prefix}-${Date.now()}-${emailCounter}@example.org`;
}

export const GOOD_PASSWORD = "korrekt-Pferd-Batterie";

/** The newest mail to an address from the outbox, or undefined. */
export async function lastMailTo(
  to: string,
): Promise<{ subject: string; text_body: string; kind: string } | undefined> {
  return (
    (await env.DB.prepare(
      "SELECT subject, text_body, kind FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1",
    )
      .bind(to)
      .first()) ?? undefined
  );
}

export async function mailCountTo(to: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ?")
    .bind(to)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The link with `param=` from a mail text. */
export function linkWith(text: string, param: string): URL {
  const match = text.match(new RegExp(`https?://\\S+[?&]${param}=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no link with ${param} in:\n${text}`);
  return new URL(match[0]);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The newest mail to an address once at least `count` have arrived: for mails written after the
 * answer (waitUntil), such as the password reset's. Fails after ten seconds.
 */
export async function awaitMailTo(
  to: string,
  count = 1,
): Promise<{ subject: string; text_body: string; kind: string }> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if ((await mailCountTo(to)) >= count) return (await lastMailTo(to))!;
    await pause(20);
  }
  throw new Error(`no ${count} mail(s) to ${to} within ten seconds`);
}

/** The number of mails to an address once it has not changed for `quietMs`. */
export async function settledMailCountTo(to: string, quietMs = 500): Promise<number> {
  let last = await mailCountTo(to);
  for (let quiet = 0; quiet < quietMs; quiet += 50) {
    await pause(50);
    const now = await mailCountTo(to);
    if (now !== last) [last, quiet] = [now, 0];
  }
  return last;
}
