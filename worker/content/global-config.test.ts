/**
 * The global config of every locale of both channels fills every field of `GlobalConfig` with real
 * data (section 3 "Footer data", section 2 "Main navigation").
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { GlobalConfig } from "../../shared/content/global-config.ts";
import { LOCALES } from "../../shared/site/locales.ts";
import { CHANNELS, folderOf, siteForLocale } from "../../shared/site/sites.ts";
import { localHost } from "../../shared/site/hosts.ts";
import type { AppEnv } from "../env.ts";
import { resolve } from "../middleware/resolve.ts";
import { currentContentVersion } from "../cache/content-cache.ts";
import { globalConfigKey } from "../cache/keys.ts";
import { purge } from "../cache/purge.ts";
import { loadGlobalConfig } from "./global-config.ts";
import { globalConfigStrategyFor } from "../routes/page-loads.ts";

const probe = new Hono<AppEnv>()
  .use("*", resolve())
  .get("*", async (c) => c.json(await loadGlobalConfig(c, globalConfigStrategyFor(c.get("request").routePath))));
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;

async function configFor(url: string): Promise<GlobalConfig> {
  const pending: Promise<unknown>[] = [];
  const res = await probe.fetch(new Request(url), env, {
    ...ctx,
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
  } as ExecutionContext);
  expect(res.status).toBe(200);
  await Promise.all(pending);
  return res.json();
}

const FLYOUTS = ["calendar", "card", "collage", "frame", "photobook", "wandbilder", "accessories"];

describe("loadGlobalConfig", () => {
  for (const channel of CHANNELS) {
    for (const locale of LOCALES) {
      const site = siteForLocale(channel, locale);
      const folder = folderOf(site, locale);
      const url = `http://${localHost(site)}/${folder ? `${folder}/` : ""}`;
      it(`${channel} ${locale}: every field is filled`, async () => {
        const config = await configFor(url);
        expect(config.header.shopLinks.length).toBeGreaterThan(1);
        for (const item of [config.header.magazine, config.header.service, config.header.account, config.header.cart]) {
          expect(item.text).not.toBe("");
          expect(item.link.url).not.toBe("");
        }
        expect(config.header.serviceHotline.phone).toMatch(/^\+\d[\d ]+$/);
        const types = config.navigation.map((n) => n.navigationType);
        for (const t of FLYOUTS) expect(types).toContain(t);
        for (const item of config.navigation.filter((n) => FLYOUTS.includes(n.navigationType))) {
          expect(item.flyoutGroups.length, item.navigationType).toBeGreaterThan(0);
          for (const g of item.flyoutGroups)
            expect(g.flyoutGroupItems.every((i) => i.storyblokTitle && i.link.url)).toBe(true);
        }
        const card = config.navigation.find((n) => n.navigationType === "card")!;
        expect(card.flyoutGroups.map((g) => g.flyoutGroupIdentifier)).toEqual(["occasions", "additional"]);
        expect(card.flyoutGroups[0].flyoutGroupItems[0].subFlyoutGroups?.length).toBe(1);
        expect(
          config.navigation.find((n) => n.navigationType === "frame")!.flyoutGroups.map((g) => g.flyoutGroupIdentifier),
        ).toEqual(["poster", "leinwand", "platte", "color", "other", "more"]);
        expect(config.burger.mainNavigationItems.length).toBe(config.navigation.length);
        expect(config.burger.extraMenu.length).toBeGreaterThan(0);
        expect(config.burger.footer.length).toBeGreaterThan(0);
        expect(config.actionBar?.text).toContain("{countdown}");
        expect(Date.parse(config.actionBar!.countdownEndDate!)).toBeGreaterThan(Date.now());
        const f = config.footer;
        expect(f.linkbox.linkLists.length).toBe(3);
        expect(
          f.newsletterBlock.headline && f.newsletterBlock.ctaText && f.newsletterBlock.inputPlaceholder,
        ).toBeTruthy();
        expect(f.communicationBlock).toHaveLength(3);
        // Nine reviews: three slides of three on wide screens, nine of one on phones.
        expect(f.customerOpinions.reviews.reviews.length).toBe(9);
        for (const review of f.customerOpinions.reviews.reviews) {
          expect(Date.parse(review.createdAt)).toBeLessThan(Date.now());
          expect(review.stars).toBeGreaterThanOrEqual(1);
          expect(review.stars).toBeLessThanOrEqual(5);
        }
        expect(f.customerOpinions.reviews.score.trustScore).toBeGreaterThan(4);
        expect(f.paymentMethods.length).toBeGreaterThanOrEqual(4);
        const kinds = f.footerBlock.map((b) => b.kind);
        for (const k of ["aboutShop", "customerService", "awards", "socialMedia", "international", "languages"])
          expect(kinds).toContain(k);
        const international = f.footerBlock.find((b) => b.kind === "international")!;
        expect(international.items).toHaveLength(12);
        expect(
          international.items.every((i) => i.link?.url.startsWith("http://") && i.link.url.includes(".localhost")),
        ).toBe(true); // loopback names keep the request's scheme
        const languages = f.footerBlock.find((b) => b.kind === "languages")!;
        expect(languages.items.length).toBe(1 + Object.keys(site.domain.folders).length);
        expect(f.copyrightBlock.text).toContain(String(new Date().getUTCFullYear()));
        expect(f.copyrightBlock.text).not.toContain("{brand}");
        expect(f.seoViewMore?.text.length).toBeGreaterThan(100);
        expect(config.helpLabel).not.toBe("");
        if (channel === "kartenliebe") expect(config.smartBanner?.ctaText).toBeTruthy();
      });
    }
  }

  it("caches header and footer data everywhere except on the products route", async () => {
    const { keys: before } = await env.CONTENT_CACHE.list({ prefix: "content:v1:wallart:" });
    await Promise.all(before.map((k) => env.CONTENT_CACHE.delete(k.name)));
    const pending: Promise<unknown>[] = [];
    const recording = { ...ctx, waitUntil: (p: Promise<unknown>) => void pending.push(p) } as ExecutionContext;
    // another environment object: a fresh isolate, whose memory (decision 073) holds nothing yet
    const fresh = { ...env };
    await probe.fetch(new Request("http://wallart.es.localhost/products/"), fresh, recording);
    await Promise.all(pending);
    expect((await env.CONTENT_CACHE.list({ prefix: "content:v1:wallart:" })).keys).toHaveLength(0);
    await probe.fetch(new Request("http://wallart.es.localhost/"), fresh, recording);
    await Promise.all(pending);
    expect((await env.CONTENT_CACHE.list({ prefix: "content:v1:wallart:" })).keys.map((k) => k.name)).toEqual([
      "content:v1:wallart:cv1:es-ES:global-config",
    ]);
  });

  it("keeps the global config in the isolate for a few seconds; a purge of it, or of everything, is seen at once", async () => {
    const url = "http://kartenliebe.nl.localhost/";
    const run = async (isolate: typeof env) => {
      const pending: Promise<unknown>[] = [];
      const res = await probe.fetch(new Request(url), isolate, {
        ...ctx,
        waitUntil: (p: Promise<unknown>) => void pending.push(p),
      } as ExecutionContext);
      await Promise.all(pending);
      return ((await res.json()) as GlobalConfig).header.serviceHotline.text;
    };
    const original = await run({ ...env });
    const key = globalConfigKey("kartenliebe", await currentContentVersion(env.CONTENT_CACHE, "kartenliebe"), "nl-NL");
    const editKv = async (text: string) => {
      const entry = (await env.CONTENT_CACHE.get(key))!;
      expect(entry).toContain(JSON.stringify(original));
      await env.CONTENT_CACHE.put(key, entry.replaceAll(JSON.stringify(original), JSON.stringify(text)));
    };
    // an isolate that read the config keeps it; a fresh one reads the edited KV entry
    const first = { ...env };
    expect(await run(first)).toBe(original);
    await editKv("Edited in KV");
    expect(await run(first)).toBe(original);
    const second = { ...env };
    expect(await run(second)).toBe("Edited in KV");
    // the isolate that purges the global config forgets it and loads it again from the content API
    await purge(env.CONTENT_CACHE, "kartenliebe", { kind: "global-config" }, second);
    expect(await run(second)).toBe(original);
    // a purge of everything elsewhere raises the content version, which every isolate reads per request
    const third = { ...env };
    await editKv("Edited again");
    expect(await run(third)).toBe("Edited again");
    await purge(env.CONTENT_CACHE, "kartenliebe", { kind: "all" }, {});
    expect(await run(third)).toBe(original);
  });

  it("speaks the locale's language and country: Swiss hotline and TWINT on .ch/fr, 'Help' in English", async () => {
    const fr = await configFor("http://kartenliebe.ch.localhost/fr/");
    expect(fr.helpLabel).toBe("Aide");
    expect(fr.header.serviceHotline.phone).toBe("+41 44 123 45 67");
    expect(fr.footer.paymentMethods.map((p) => p.id)).toContain("twint");
    const languages = fr.footer.footerBlock.find((b) => b.kind === "languages")!;
    expect(languages.items.map((i) => i.title)).toEqual(["Deutsch", "Français", "Italiano"]);
    expect((await configFor("http://wallart.co.uk.localhost/")).helpLabel).toBe("Help");
  });
});
