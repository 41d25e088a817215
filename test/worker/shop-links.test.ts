// Every link the shop shows leads to a page (section 2, "Route handling": an unmatched route is a
// 404; section 3, "Footer data" and "Burger data"). For every locale of both channels the home page
// is rendered and every same-shop link is collected: the anchors of the HTML and the links in the
// chrome islands' props (header, main navigation with flyouts, burger, sub-navigation, footer,
// action bar). Each distinct address is then requested once; redirects are followed, and the last
// answer must be 200.
import { describe, expect, it } from "vitest";
import { createHostTable, localHost } from "../../shared/site/hosts.ts";
import { type Channel, CHANNELS, allSites, folderOf, localesOf } from "../../shared/site/sites.ts";
import { everyIslandOf, get } from "./shop.ts";

const hosts = createHostTable();
const MAX_REDIRECTS = 5;
/** Requests in flight at once: pages wait on KV and the backend, so a few overlap usefully. */
const PARALLEL = 6;

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Every `href` value anywhere in a JSON value (island props carry resolved links as `{ href }`). */
function hrefsInProps(value: unknown, out: string[]): string[] {
  if (Array.isArray(value)) for (const item of value) hrefsInProps(item, out);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "href" && typeof item === "string") out.push(item);
      else hrefsInProps(item, out);
    }
  }
  return out;
}

/** The anchors' hrefs and every href in the props of every island of the page. */
function hrefsOf(html: string): string[] {
  const anchors = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decodeAttribute(m[1]));
  const props = everyIslandOf(html).flatMap((island) => hrefsInProps(island.props, []));
  return [...anchors, ...props];
}

/** The address to request for a link, or undefined when it leaves the shop (other sites, tel:, mailto:). */
function shopAddress(href: string, base: string): string | undefined {
  if (href === "" || href.startsWith("#")) return undefined;
  const url = new URL(href, base);
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const site = hosts.lookup(url.hostname);
  if (!site) return undefined;
  return `http://${localHost(site)}${url.pathname}${url.search}`;
}

/** The status a visitor finally sees: redirects within the shop are followed. */
async function finalStatus(address: string): Promise<{ status: number; at: string }> {
  let at = address;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const res = await get(at);
    await res.body?.cancel();
    const location = res.headers.get("location");
    if (res.status < 300 || res.status >= 400 || !location) return { status: res.status, at };
    const next = shopAddress(location, at);
    if (!next) return { status: 200, at: location };
    at = next;
  }
  return { status: 310, at };
}

/** Runs `work` over the items with a few requests in flight at once, results in the items' order. */
async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, runner));
  return results;
}

/** Every home page of a channel: each locale of each country domain. */
function homePages(channel: Channel): string[] {
  return allSites()
    .filter((site) => site.channel === channel)
    .flatMap((site) =>
      localesOf(site)
        .map((locale) => folderOf(site, locale))
        .map((folder) => `http://${localHost(site)}/${folder ? `${folder}/` : ""}`),
    );
}

describe("every same-shop link on the home pages leads to a page", () => {
  for (const channel of CHANNELS) {
    it(`${channel}: no link of any locale's home page, chrome included, answers 404 or 5xx`, {
      timeout: 240_000,
    }, async () => {
      const linkedFrom = new Map<string, string>();
      const pages = homePages(channel);
      const htmls = await inParallel(pages, async (page) => {
        const res = await get(page);
        expect(res.status, page).toBe(200);
        return res.text();
      });
      pages.forEach((page, i) => {
        for (const href of hrefsOf(htmls[i])) {
          const address = shopAddress(href, page);
          if (address && !linkedFrom.has(address) && !pages.includes(address)) linkedFrom.set(address, page);
        }
      });
      expect(linkedFrom.size).toBeGreaterThan(pages.length * 10);
      const addresses = [...linkedFrom.keys()];
      const results = await inParallel(addresses, finalStatus);
      const broken = addresses
        .map((address, i) => ({ address, ...results[i] }))
        .filter((r) => r.status !== 200)
        .map(
          (r) => `${r.status} ${r.address}${r.at === r.address ? "" : ` (-> ${r.at})`} on ${linkedFrom.get(r.address)}`,
        );
      expect(broken).toEqual([]);
    });
  }
});
