// Sitemaps and robots.txt per host, through the worker's own fetch with the
// embedded content API and backend: parsed as XML, alternates compared with the pages' own
// hreflang links, private paths and drafts never listed, renewed by the publish webhook.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeEach, describe, expect, it } from "vitest";
import kartenliebeStories from "../../content/kartenliebe/stories.json";
import { SPECIAL_PATHS } from "../../shared/customer/special-paths.ts";
import { hmacSha1Hex } from "../../worker/cache/constant-time.ts";
import { sitemapSourceKey } from "../../worker/cache/keys.ts";
import app from "../../worker/index.ts";

async function fetchWorker(url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url, { redirect: "manual", ...init }), env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return new Response(body, res);
}

async function clearKv() {
  const { keys } = await env.CONTENT_CACHE.list();
  await Promise.all(keys.map((k) => env.CONTENT_CACHE.delete(k.name)));
}

beforeEach(clearKv);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["sitemap", "url", "xhtml:link"].includes(name),
});

interface UrlEntry {
  loc: string;
  lastmod?: string;
  "xhtml:link"?: { "@rel": string; "@hreflang": string; "@href": string }[];
}

function parseXml(text: string): Record<string, unknown> {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text) as Record<string, unknown>;
}

async function sitemapIndex(host: string): Promise<{ loc: string; lastmod?: string }[]> {
  const res = await fetchWorker(`http://${host}/sitemap.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
  const doc = parseXml(await res.text()) as {
    sitemapindex: { "@xmlns": string; sitemap: { loc: string; lastmod?: string }[] };
  };
  expect(doc.sitemapindex["@xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return doc.sitemapindex.sitemap;
}

async function sitemapUrls(url: string): Promise<UrlEntry[]> {
  const res = await fetchWorker(url);
  expect(res.status).toBe(200);
  const doc = parseXml(await res.text()) as { urlset: { "@xmlns:xhtml": string; url: UrlEntry[] } };
  expect(doc.urlset["@xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
  return doc.urlset.url;
}

/** The page's canonical and hreflang links as the sitemap writes them. */
async function pageLinks(loc: string): Promise<{ canonical: string; alternates: Record<string, string> }> {
  const res = await fetchWorker(loc);
  expect(res.status, loc).toBe(200);
  const html = await res.text();
  let canonical = "";
  const alternates: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link[^>]*>/g)) {
    const href = (/href="([^"]+)"/.exec(tag)?.[1] ?? "").replace(/&amp;/g, "&");
    if (tag.includes('rel="canonical"')) canonical = href;
    const lang = /hrefLang="([^"]+)"/i.exec(tag)?.[1];
    if (tag.includes('rel="alternate"') && lang) alternates[lang] = href;
  }
  return { canonical, alternates };
}

function alternatesOf(entry: UrlEntry): Record<string, string> {
  return Object.fromEntries((entry["xhtml:link"] ?? []).map((l) => [l["@hreflang"], l["@href"]]));
}

const PRIVATE = Object.entries(SPECIAL_PATHS)
  .filter(([page]) => ["account", "cart", "wishlist", "whitelabel"].includes(page))
  .flatMap(([, paths]) => Object.values(paths));

function pathOf(loc: string): string {
  return new URL(loc).pathname;
}

const HOSTS: { host: string; folders: string[]; samples: string[] }[] = [
  {
    host: "kartenliebe.de.localhost",
    folders: [""],
    samples: ["/", "/fotokalender", "/products", "/products/wall-art", "/products?category=", "/themes/"],
  },
  {
    host: "kartenliebe.ch.localhost",
    folders: ["", "/fr", "/it"],
    samples: ["/fr/calendrier-photo", "/it/", "/products?category=", "/themes/"],
  },
  {
    host: "wallart.co.uk.localhost",
    folders: [""],
    samples: ["/canvas-prints/", "/products/", "/products/framed-prints/"],
  },
  { host: "wallart.be.localhost", folders: ["", "/fr"], samples: ["/fr/impression-sur-toile/", "/products/"] },
];

// Building a channel's sitemap source pages through the whole space at the client's 5 requests per second (section 9).
describe("sitemaps per host", { timeout: 30_000 }, () => {
  for (const { host, folders, samples } of HOSTS) {
    it(`${host}: the index lists sitemaps on the host; the sitemap lists its pages with the pages' own hreflang links`, async () => {
      const index = await sitemapIndex(host);
      expect(index.length).toBeGreaterThan(0);
      for (const entry of index)
        expect(entry.loc).toMatch(new RegExp(`^http://${host.replace(/\./g, "\\.")}/sitemaps/\\d+\\.xml$`));
      const urls = await sitemapUrls(index[0]!.loc);
      expect(urls.length).toBeGreaterThan(20);
      const locs = urls.map((u) => u.loc);
      expect(new Set(locs).size).toBe(locs.length);
      for (const loc of locs) {
        expect(new URL(loc).host).toBe(host);
        const path = pathOf(loc);
        const bare =
          folders.reduce((p, f) => (f && p.startsWith(`${f}/`) ? p.slice(f.length) : p), path).replace(/\/$/, "") ||
          "/";
        expect(PRIVATE, loc).not.toContain(bare);
        expect(bare).not.toMatch(/^\/(error|configurator-|bff\/|_content\/)/);
        expect(loc).not.toContain("_storyblok");
      }
      for (const folder of folders)
        expect(locs.some((l) => pathOf(l) === `${folder}/` || (folder === "" && pathOf(l) === "/"))).toBe(true);
      for (const sample of samples) {
        const entry = urls.find(
          (u) =>
            new URL(u.loc).pathname + new URL(u.loc).search === sample ||
            (sample.endsWith("=") || sample.endsWith("/themes/")
              ? (new URL(u.loc).pathname + new URL(u.loc).search).startsWith(sample)
              : false),
        );
        expect(entry, `${host}${sample}`).toBeDefined();
        const page = await pageLinks(entry!.loc);
        expect(page.canonical).toBe(entry!.loc);
        expect(alternatesOf(entry!)).toEqual(page.alternates);
        expect(Object.keys(page.alternates)).toContain("x-default");
      }
    });
  }

  it("a story's lastmod is the time it was published; every published page of the locale is listed, not the error page nor a redirecting story", async () => {
    const urls = await sitemapUrls((await sitemapIndex("kartenliebe.de.localhost"))[0]!.loc);
    const story = kartenliebeStories.stories.find((s) => s.full_slug === "de-de/fotokalender")!;
    expect(urls.find((u) => u.loc === "http://kartenliebe.de.localhost/fotokalender")?.lastmod).toBe(
      new Date(story.published_at!).toISOString(),
    );
    const paths = new Set(urls.map((u) => pathOf(u.loc)));
    const pages = kartenliebeStories.stories.filter(
      (s) => s.full_slug.startsWith("de-de/") && s.content.component === "Page",
    );
    for (const page of pages) {
      const path = page.full_slug === "de-de/home" ? "/" : `/${page.full_slug.slice("de-de/".length)}`;
      const target = (page.content as { target?: { url?: string; cached_url?: string } }).target;
      if (path === "/error" || target?.url || target?.cached_url) expect(paths).not.toContain(path);
      else expect(paths, path).toContain(path);
    }
  });

  it("an unknown sitemap number or name is a 404 with a reason", async () => {
    expect((await fetchWorker("http://kartenliebe.de.localhost/sitemaps/999.xml")).status).toBe(404);
    const bad = await fetchWorker("http://kartenliebe.de.localhost/sitemaps/x.xml");
    expect(bad.status).toBe(404);
    expect(await bad.text()).toMatch(/sitemaps are named/);
  });
});

describe("robots.txt per host", () => {
  it("names the host's sitemap index and disallows the private special paths in every language of the host", async () => {
    const res = await fetchWorker("http://kartenliebe.ch.localhost/robots.txt");
    expect(res.status).toBe(200);
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("Sitemap: http://kartenliebe.ch.localhost/sitemap.xml");
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice("Disallow: ".length));
    for (const path of [
      "/mein-konto",
      "/warenkorb",
      "/merkliste",
      "/fr/mon-compte",
      "/fr/panier",
      "/fr/liste-de-souhaits",
      "/it/il-mio-account",
      "/it/carrello",
      "/bff/",
    ]) {
      expect(disallowed).toContain(path);
    }
    expect(disallowed).not.toContain("/");
    expect(disallowed.some((p) => p.includes("/basket"))).toBe(false);
  });

  it("on another host names that host's sitemap and its own language's paths", async () => {
    const text = await (await fetchWorker("http://wallart.co.uk.localhost/robots.txt")).text();
    expect(text).toContain("Sitemap: http://wallart.co.uk.localhost/sitemap.xml");
    expect(text).toContain("Disallow: /basket\n");
    expect(text).toContain("Disallow: /my-account\n");
    expect(text).not.toContain("/warenkorb");
  });
});

describe("renewal", { timeout: 30_000 }, () => {
  const hook = async (payload: unknown) => {
    const body = JSON.stringify(payload);
    const signature = await hmacSha1Hex(env.STORYBLOK_WEBHOOK_SECRET!, body);
    return fetchWorker("http://localhost/_content/webhook/kartenliebe", {
      method: "POST",
      headers: { "content-type": "application/json", "webhook-signature": signature },
      body,
    });
  };

  it("the sitemap is served from KV until the publish webhook renews it", async () => {
    const host = "kartenliebe.de.localhost";
    await sitemapIndex(host);
    const key = sitemapSourceKey("kartenliebe", 1);
    const stored = (await env.CONTENT_CACHE.get<{
      storedAt: number;
      value: { pages: { locale: string; routePath: string }[] };
    }>(key, "json"))!;
    expect(stored.value.pages.length).toBeGreaterThan(100);
    stored.value.pages.push({ ...stored.value.pages[0]!, locale: "de-DE", routePath: "/seit-gestern-geloescht" });
    await env.CONTENT_CACHE.put(key, JSON.stringify(stored));
    const before = await sitemapUrls((await sitemapIndex(host))[0]!.loc);
    expect(before.map((u) => u.loc)).toContain("http://kartenliebe.de.localhost/seit-gestern-geloescht");

    const res = await hook({
      text: "published",
      action: "published",
      space_id: 1,
      story_id: 1,
      full_slug: "de-de/fotokalender",
    });
    expect(res.status).toBe(200);
    const after = await sitemapUrls((await sitemapIndex(host))[0]!.loc);
    expect(after.map((u) => u.loc)).not.toContain("http://kartenliebe.de.localhost/seit-gestern-geloescht");
    expect(after.map((u) => u.loc)).toContain("http://kartenliebe.de.localhost/fotokalender");
  });
});
