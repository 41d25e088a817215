/**
 * The chrome shown when content cannot be reached (section 8: the shop still answers) comes from the
 * same source as the content's global config (`content/source/global-config.ts`, written into
 * `content/fallback-chrome.json` by `npm run content`): it is the de-DE or en-GB global config story,
 * mapped like a loaded one. Its links to the shop's own routes (account, cart, gift voucher) are the
 * localised special paths the router serves, so a shopper can still log in, see the cart and buy a
 * voucher.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import kartenliebeStories from "../../content/kartenliebe/stories.json";
import wallartStories from "../../content/wallart/stories.json";
import { SPECIAL_PATHS } from "../../shared/customer/special-paths.ts";
import { configOf } from "../../worker/config/config.ts";
import { mapGlobalConfig } from "../../worker/content/map-global-config.ts";
import { mapBlock } from "../../worker/content/map-story.ts";
import worker from "../../worker/index.ts";
import { fallbackChrome } from "../../worker/content/fallback-chrome.ts";
import { get } from "./shop.ts";

afterEach(() => vi.restoreAllMocks());

const STORIES = { kartenliebe: kartenliebeStories.stories, wallart: wallartStories.stories };
const CASES = [
  { channel: "kartenliebe", locale: "de-DE", host: "kartenliebe.de.localhost", lang: "de", story: "de-de" },
  { channel: "kartenliebe", locale: "en-GB", host: "kartenliebe.co.uk.localhost", lang: "en", story: "en-gb" },
  { channel: "wallart", locale: "de-AT", host: "wallart.at.localhost", lang: "de", story: "de-de" },
  { channel: "wallart", locale: "en-US", host: "wallart.com.localhost", lang: "en", story: "en-gb" },
] as const;

function mappingFor(host: string) {
  return { config: configOf(env), requestHost: host, scheme: "http:", brand: "Brand", year: 2026 };
}

/** The status at the end of the shop's own redirects (a channel's path normalisation, for one). */
async function finalStatus(url: string): Promise<number> {
  let res = await get(url);
  for (let hop = 0; hop < 3 && res.status >= 300 && res.status < 400; hop++)
    res = await get(new URL(res.headers.get("location")!, url).href);
  return res.status;
}

describe("the fallback chrome", () => {
  for (const { channel, locale, host, lang, story } of CASES) {
    it(`${channel} ${locale}: is the ${story} global config story of the content, mapped like a loaded one`, () => {
      const source = STORIES[channel].find((s) => s.full_slug === `${story}/global-config`);
      expect(source, "the content has the story").toBeDefined();
      const loaded = mapGlobalConfig(mapBlock(source!.content)!, mappingFor(host));
      const fallback = fallbackChrome(channel, locale, mappingFor(host));
      expect(fallback).toEqual(loaded);
      expect(fallback.header.serviceHotline.phone).not.toBe("");
      expect(fallback.navigation.length).toBeGreaterThan(3);
      expect(fallback.footer.footerBlock.length).toBeGreaterThan(3);
    });

    it(`${channel} ${locale}: account, cart and voucher links are the special paths and answer 200`, async () => {
      const config = fallbackChrome(channel, locale, mappingFor(host));
      expect(config.header.account.link.url).toBe(SPECIAL_PATHS.account[lang]);
      expect(config.header.cart.link.url).toBe(SPECIAL_PATHS.cart[lang]);
      for (const path of [SPECIAL_PATHS.account[lang], SPECIAL_PATHS.cart[lang], SPECIAL_PATHS.voucher[lang]]) {
        expect(await finalStatus(`http://${host}${path}`), path).toBe(200);
      }
    });
  }

  it("is what a page shows when the content service is unreachable (de-AT: the German story's hotline, not Austria's), logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      ...env,
      BACKEND: { fetch: () => Promise.reject(new Error("connection refused")) } as unknown as Fetcher,
    };
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request("http://kartenliebe.at.localhost/fotokalender"), broken, ctx);
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    const hotline = (story: string) =>
      mapGlobalConfig(
        mapBlock(STORIES.kartenliebe.find((s) => s.full_slug === `${story}/global-config`)!.content)!,
        mappingFor("kartenliebe.at.localhost"),
      ).header.serviceHotline.phone;
    expect(hotline("de-at")).not.toBe(hotline("de-de"));
    expect(html).toContain(hotline("de-de"));
    expect(html).not.toContain(hotline("de-at"));
    expect(error.mock.calls.some(([line]) => String(line).includes('"code":"cms-page-not-found"'))).toBe(true);
  });
});
