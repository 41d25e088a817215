// The request context (STYLE habit 2; ARCHITECTURE "One request", step 3): built once by the
// shop's resolution middleware; crawlers are recognised from the user agent and get no visitor
// key and no flag treatments.
import { describe, expect, it } from "vitest";
import type { RequestContext } from "../../worker/site/request-context.ts";
import { fetchPage, pageApp } from "./page-app.tsx";

const app = pageApp((c) => c.json(c.get("request")));

async function contextFor(url: string, userAgent?: string): Promise<RequestContext> {
  const res = await fetchPage(app, url, { headers: userAgent === undefined ? {} : { "user-agent": userAgent } });
  expect(res.status).toBe(200);
  return res.json();
}

describe("crawler detection", () => {
  const crawlers = [
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
    "curl/8.5.0",
  ];
  const people = [
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0",
  ];
  for (const ua of crawlers) {
    it(`${ua.slice(0, 60)} is a crawler: no visitor key, no treatments`, async () => {
      const context = await contextFor("http://kartenliebe.ch.localhost/fr/d/products", ua);
      expect(context.isCrawler).toBe(true);
      expect(context.visitorKey).toBe("");
      expect(context.treatments).toEqual({});
    });
  }
  for (const ua of people) {
    it(`${ua.slice(0, 60)} is a person`, async () => {
      expect((await contextFor("http://kartenliebe.ch.localhost/", ua)).isCrawler).toBe(false);
    });
  }
  it("a request without a user agent is not taken for a crawler", async () => {
    expect((await contextFor("http://kartenliebe.ch.localhost/")).isCrawler).toBe(false);
  });
});

describe("what the context holds", () => {
  it("site, locale, folder, platform and route path of /fr/d/products on kartenliebe.ch", async () => {
    const context = await contextFor("http://kartenliebe.ch.localhost/fr/d/products?x=1");
    expect(context).toMatchObject({
      site: { channel: "kartenliebe", code: "kartenliebe-ch" },
      locale: "fr-CH",
      folder: "fr",
      platform: "desktop",
      platformSegment: "d",
      routePath: "/products",
      path: "/fr/d/products",
      debug: false,
    });
  });
});

describe("the scheme addresses are built with", () => {
  const cases: [string, string][] = [
    // a public host is sent to https whatever the request came with
    ["http://www.kartenliebe.ch/fr/", "https://www.kartenliebe.ch"],
    ["https://www.kartenliebe.ch/fr/", "https://www.kartenliebe.ch"],
    // loopback names have no TLS on this machine: the request's own scheme, or every address is dead
    ["http://kartenliebe.ch.localhost/fr/", "http://kartenliebe.ch.localhost"],
    ["http://127.0.0.1:8799/", "http://127.0.0.1:8799"],
    ["https://kartenliebe.ch.localhost/fr/", "https://kartenliebe.ch.localhost"],
  ];
  for (const [url, origin] of cases) {
    it(`${url} builds its addresses on ${origin}`, async () => {
      expect((await contextFor(url)).origin).toBe(origin);
    });
  }
});
