// One request, one context (STYLE habit 2): the request context is built once per request and read
// from hono's `c.var`, so a handler or a loader never sees another request's site, locale, visitor
// or treatments, however the requests of an isolate interleave. Requests run at once through one
// environment object (one isolate), with a slow backend so that their loads overlap.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MONITORING_ELEMENT_ID } from "../../shared/flags/visitor.ts";
import { HTML_CACHE_HEADER } from "../../worker/cache/html-cache.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { fetchPage, pageApp } from "./page-app.tsx";
import { pageDataOf, providedContextOf } from "./shop.ts";

const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The backend binding, each answer held back a little, longer for some paths than for others. */
const slowBackend = {
  async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const wait = 5 + (request.url.length % 7) * 15;
    await new Promise((resolve) => setTimeout(resolve, wait));
    return env.BACKEND!.fetch(request);
  },
} as unknown as Fetcher;

interface Case {
  url: string;
  userAgent?: string;
  host: string;
  locale: string;
  /** The treatment the page's monitoring record shows for the 'All wall art' ordering flag (by the channel's name); none for a crawler. */
  ordering?: "on" | "off";
}

const CASES: Case[] = [
  {
    url: "http://kartenliebe.de.localhost/fotokalender?kl_all_wallart_ordering=on",
    host: "kartenliebe.de.localhost",
    locale: "de-DE",
    ordering: "on",
  },
  {
    url: "http://kartenliebe.ch.localhost/fr/calendrier-photo?kl_all_wallart_ordering=off",
    host: "kartenliebe.ch.localhost",
    locale: "fr-CH",
    ordering: "off",
  },
  { url: "http://wallart.es.localhost/", userAgent: CRAWLER, host: "wallart.es.localhost", locale: "es-ES" },
  {
    url: "http://kartenliebe.nl.localhost/fotokalender?kl_all_wallart_ordering=on",
    host: "kartenliebe.nl.localhost",
    locale: "nl-NL",
    ordering: "on",
  },
  {
    url: "http://wallart.fr.localhost/?kl_all_wallart_ordering=off",
    host: "wallart.fr.localhost",
    locale: "fr-FR",
    ordering: "off",
  },
  {
    url: "http://kartenliebe.at.localhost/fotobuch",
    userAgent: CRAWLER,
    host: "kartenliebe.at.localhost",
    locale: "de-AT",
  },
];

describe("requests that run at once keep their own context", { timeout: 60_000 }, () => {
  for (const cache of ["on", undefined]) {
    it(`every page shows its own site, locale and treatments (HTML cache ${cache ?? "off"})`, async () => {
      const isolate = { ...env, BACKEND: slowBackend, HTML_CACHE: cache } as Env;
      // Twice over, so that with the cache on the second round is served from it.
      for (let round = 0; round < 2; round++) {
        const answers = await Promise.all(
          CASES.map(async (page) => {
            const ctx = createExecutionContext();
            const headers: Record<string, string> = page.userAgent ? { "user-agent": page.userAgent } : {};
            const res = await worker.fetch(new Request(page.url, { headers }), isolate, ctx);
            const html = await res.text();
            await waitOnExecutionContext(ctx);
            return { page, res, html };
          }),
        );
        for (const { page, res, html } of answers) {
          expect(res.status, page.url).toBe(200);
          const provided = providedContextOf(html);
          expect(provided.host, page.url).toBe(page.host);
          expect(provided.currentLocale, page.url).toBe(page.locale);
          expect(html, page.url).toContain(`<html lang="${page.locale}"`);
          if (page.ordering) {
            const record = pageDataOf(html, MONITORING_ELEMENT_ID) as {
              monitoring: { treatments: Record<string, string> };
            };
            const flag = page.host.startsWith("wallart.") ? "wa_all_wallart_ordering" : "kl_all_wallart_ordering";
            expect(record.monitoring.treatments[flag], page.url).toBe(page.ordering);
          } else {
            expect(html, page.url).not.toContain(MONITORING_ELEMENT_ID);
          }
          if (cache && round === 1) expect(res.headers.get(HTML_CACHE_HEADER), page.url).toBe("hit");
        }
      }
    });
  }

  it("a handler that awaits between its reads sees its own request's context throughout", async () => {
    const app = pageApp(async (c) => {
      const before = c.get("request");
      const loaded = new Promise<string>((resolve) =>
        setTimeout(() => resolve(c.get("request").provided.host), 5 + (c.req.url.length % 5) * 20),
      );
      const host = await loaded;
      const after = c.get("request");
      return c.json({ host, locale: after.locale, same: before === after });
    });
    const answers = await Promise.all(
      CASES.map(async (page) => ({ page, body: await (await fetchPage(app, page.url)).json() })),
    );
    for (const { page, body } of answers)
      expect(body, page.url).toEqual({ host: page.host, locale: page.locale, same: true });
  });
});
