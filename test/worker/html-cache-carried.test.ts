// Carried parameters cost nothing (decision 090, section 2 "Route handling"): a page is stored once
// without the underscore parameters its links carry, and each answer writes the visitor's own onto
// its links. Through the worker's own fetch on real KV and Miniflare's Cache API; every request is a
// new environment object, so each hit is read from the Cache API.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CHANNELS } from "../../shared/site/sites.ts";
import { raiseContentVersion } from "../../worker/cache/content-cache.ts";
import { CARRY_SLOT } from "../../worker/cache/html-carry.ts";
import { HTML_CACHE_HEADER } from "../../worker/cache/html-cache.ts";
import { getWith } from "./shop.ts";

const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await getWith({ HTML_CACHE: "on" }, url, { headers });
  return { res, html: await res.text(), cache: res.headers.get(HTML_CACHE_HEADER) };
}

/**
 * The logo's link as the browser reads it: a home link that carries the page's underscore parameters
 * (written raw between parameters: `&_` starts no character reference).
 */
const logoHref = (html: string) => /<a class="logo" href="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");

beforeEach(async () => {
  for (const channel of CHANNELS) await raiseContentVersion(env.CONTENT_CACHE, channel);
});

describe("carried underscore parameters and the edge cache", { timeout: 60_000 }, () => {
  it("12 distinct values of `_x` are one render: each answer's links carry its own value", async () => {
    const answers = [];
    for (let i = 1; i <= 12; i++) answers.push(await page(`http://kartenliebe.de.localhost/fotokalender?_x=${i}`));
    expect(answers.map((a) => a.cache)).toEqual(["miss", ...Array(11).fill("hit")]);
    for (const [i, answer] of answers.entries()) {
      const own = `_x=${i + 1}`;
      expect(answer.res.status).toBe(200);
      expect(logoHref(answer.html)).toBe(`/?${own}`);
      expect(answer.html).toMatch(new RegExp(`<li><a href="/\\?${own}">`));
      expect(answer.html).not.toContain(CARRY_SLOT);
      // nobody else's value on any link, and the islands' link context carries the visitor's own
      const carried = [...answer.html.matchAll(/_x=(\d+)/g)].map((m) => m[1]);
      expect(carried.length).toBeGreaterThan(2);
      expect(new Set(carried)).toEqual(new Set([String(i + 1)]));
    }
    // and without any: the same stored page, its links plain
    const plain = await page("http://kartenliebe.de.localhost/fotokalender");
    expect(plain.cache).toBe("hit");
    expect(logoHref(plain.html)).toBe("/");
    expect(plain.html).not.toContain("_x=");
    expect(plain.html).not.toContain(CARRY_SLOT);
  });

  it("the order of underscore parameters does not matter, and a crawler's page carries them too", async () => {
    const first = await page("http://kartenliebe.de.localhost/fotobuch?_a=1&_b=2");
    const second = await page("http://kartenliebe.de.localhost/fotobuch?_b=2&_a=1");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(logoHref(first.html)).toBe("/?_a=1&_b=2");
    expect(logoHref(second.html)).toBe("/?_b=2&_a=1");
    const crawler = await page("http://kartenliebe.de.localhost/fotobuch?_c=3", { "user-agent": CRAWLER });
    expect(crawler.cache).toBe("miss");
    const next = await page("http://kartenliebe.de.localhost/fotobuch?_d=4", { "user-agent": CRAWLER });
    expect(next.cache).toBe("hit");
    expect(logoHref(next.html)).toBe("/?_d=4");
    expect(next.html).not.toContain("_c=3");
  });

  it("an attacker's value cannot break out of an attribute or a script: quotes and angle brackets are not carried", async () => {
    const stored = await page("http://kartenliebe.de.localhost/fotokalender?_ok=1");
    expect(stored.cache).toBe("miss");
    const attacks = [
      `?_x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&_ok=2`,
      `?_x="><img src=x onerror=alert(1)>&_ok=2`,
      `?_x='%20onmouseover%3Dalert(1)%20'&_ok=2`,
      `?_x=%3C/script%3E%3Cscript%3Ealert(1)//&_ok=2`,
      `?_%22%3E%3Cb%3E=1&_ok=2`,
    ];
    for (const attack of attacks) {
      const answer = await page(`http://kartenliebe.de.localhost/fotokalender${attack}`);
      expect(answer.cache, attack).toBe("hit");
      expect(logoHref(answer.html), attack).toBe("/?_ok=2");
      expect(answer.html, attack).not.toMatch(/alert\(1\)|"><b>|<img src=x|onmouseover=/);
      expect(answer.html).not.toContain(CARRY_SLOT);
    }
  });

  it("a story's redirect and the error page carry the visitor's own parameters, never the slot", async () => {
    const redirect = await getWith({ HTML_CACHE: "on" }, "http://kartenliebe.de.localhost/kalender?_x=5");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/fotokalender?_x=5");
    const missing = await page("http://kartenliebe.de.localhost/gibt-es-nicht?_x=6");
    expect(missing.res.status).toBe(404);
    expect(logoHref(missing.html)).toBe("/?_x=6");
    expect(missing.html).not.toContain(CARRY_SLOT);
  });
});
