// The product overview kept per shop and currency (decision 103): a shop's second call is
// answered from memory, another shop or currency builds its own, and after OVERVIEW_MEMO_SECONDS a
// price change shows. Through the backend's own fetch on D1.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductOverview } from "../../shared/bff/catalogue.ts";
import { OVERVIEW_MEMO_SECONDS } from "./overview-cache.ts";
import { SHOPS, json } from "./test-client.ts";

const AT = { code: "wallart-at", locale: "de-AT" } as const;

function fromPrices(overview: ProductOverview): Record<string, number | undefined> {
  return Object.fromEntries(overview.products.map((p) => [p.key, p.fromPrice?.priceCurrent]));
}

async function shiftEuroPrices(by: number): Promise<void> {
  await env.DB.prepare(
    "UPDATE catalogue_prices SET price_original = price_original + ?1, price_current = price_current + ?1 WHERE currency = 'eur'",
  )
    .bind(by)
    .run();
}

afterEach(() => vi.restoreAllMocks());

describe("product overview per shop and currency", () => {
  it("is built once per shop within OVERVIEW_MEMO_SECONDS, and again after it", async () => {
    const before = fromPrices(await json<ProductOverview>("/web-api/products", SHOPS.eur));
    const chf = fromPrices(await json<ProductOverview>("/web-api/products", SHOPS.chf));
    expect(Object.values(before).every((price) => (price ?? 0) > 0)).toBe(true);
    await shiftEuroPrices(7);
    try {
      // the same shop: from memory
      expect(fromPrices(await json<ProductOverview>("/web-api/products", SHOPS.eur))).toEqual(before);
      // another shop in the same currency builds its own, with the new prices; the franc shop is untouched
      const at = fromPrices(await json<ProductOverview>("/web-api/products", AT));
      // (every price rose by 7; a framed print adds two of them)
      for (const [key, price] of Object.entries(before)) expect(at[key], key).toBeGreaterThanOrEqual(price! + 7);
      expect(fromPrices(await json<ProductOverview>("/web-api/products", SHOPS.chf))).toEqual(chf);
      // once the memo has expired the shop sees the change
      const now = Date.now();
      vi.spyOn(Date, "now").mockReturnValue(now + OVERVIEW_MEMO_SECONDS * 1000 + 1);
      expect(fromPrices(await json<ProductOverview>("/web-api/products", SHOPS.eur))).toEqual(at);
    } finally {
      await shiftEuroPrices(-7);
    }
  });
});
