// Cache-Control, written in one place from the named strategies (decision 090): a crawler's page
// is the same for every crawler, public but asked again before each use, varies with the user
// agent and carries no cookie (decision 053); a person's page is never public to the browser; an
// answer that would be public never sets a cookie.
import { describe, expect, it, vi } from "vitest";
import { Hono } from "hono";
import type { AppEnv } from "../../worker/env.ts";
import { PUBLIC_WITH_COOKIE, cacheControl } from "../../worker/middleware/cache-control.ts";
import { fetchPage } from "./page-app.tsx";
import { get } from "./shop.ts";

const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36";
const CAMPAIGN = "gclid=ad-click-1&utm_source=newsletter";

/** Content, themes and products: every kind of page the edge shares with crawlers. */
const PAGES = [
  "http://kartenliebe.de.localhost/fotokalender",
  "http://kartenliebe.ch.localhost/fr/",
  "http://kartenliebe.de.localhost/themes/1005",
  "http://kartenliebe.de.localhost/products/calendars",
  "http://wallart.de.localhost/products/wall-art/",
];

function varies(res: Response): string[] {
  return (res.headers.get("vary") ?? "").split(",").map((part) => part.trim().toLowerCase());
}

describe("crawler pages", () => {
  it.each(PAGES)(
    "%s for a crawler, with ?gclid= and ?utm_source=: public, revalidated, varying by user agent, no cookie",
    async (url) => {
      const res = await get(`${url}?${CAMPAIGN}`, { headers: { "user-agent": CRAWLER } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(varies(res)).toContain("user-agent");
      expect(res.headers.get("set-cookie")).toBeNull();
      await res.body?.cancel();
    },
  );

  it("the crawler's error page is kept by no one and varies by user agent too", async () => {
    const res = await get("http://kartenliebe.de.localhost/themes/42", { headers: { "user-agent": CRAWLER } });
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(varies(res)).toContain("user-agent");
    await res.body?.cancel();
  });
});

describe("people's pages", () => {
  it.each(PAGES)("%s for a person: private, varying by user agent and cookie, attribution remembered", async (url) => {
    const res = await get(`${url}?${CAMPAIGN}`, { headers: { "user-agent": PERSON } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(varies(res)).toEqual(expect.arrayContaining(["user-agent", "cookie"]));
    const cookies = res.headers.getSetCookie().join("\n");
    expect(cookies).toContain("shop_gclid=ad-click-1");
    expect(cookies).toContain("shop_referral=newsletter");
    await res.body?.cancel();
  });
});

describe("the areas that are not pages", () => {
  it("robots.txt an hour, the sitemaps five minutes, health and unknown paths kept by no one", async () => {
    const expected: [string, string][] = [
      ["/robots.txt", "public, max-age=3600"],
      ["/sitemap.xml", "public, max-age=300"],
      ["/healthz", "no-store"],
      ["/bff/no-such-path", "no-store"],
    ];
    for (const [path, control] of expected) {
      const res = await get(`http://kartenliebe.de.localhost${path}`);
      expect(res.headers.get("cache-control"), path).toBe(control);
      await res.body?.cancel();
    }
  });
});

describe("a public answer never sets a cookie", () => {
  it("an answer that names a public strategy and sets a cookie leaves private, and the mistake is logged", async () => {
    const app = new Hono<AppEnv>().use(cacheControl());
    app.get("*", (c) => {
      c.set("cache", "short");
      c.header("set-cookie", "leak=1; Path=/");
      return c.text("shared?");
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await fetchPage(app, "http://kartenliebe.de.localhost/anything");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("set-cookie")).toBe("leak=1; Path=/");
      expect(logged.mock.calls.map((call) => String(call[0])).join("\n")).toContain(PUBLIC_WITH_COOKIE);
    } finally {
      logged.mockRestore();
    }
  });

  it("the same answer without a cookie keeps its public strategy", async () => {
    const app = new Hono<AppEnv>().use(cacheControl());
    app.get("*", (c) => {
      c.set("cache", "short");
      return c.text("shared");
    });
    const res = await fetchPage(app, "http://kartenliebe.de.localhost/anything");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
