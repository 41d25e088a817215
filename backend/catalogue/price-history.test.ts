// The price history and the lowest price of the 30 days before a reduction (Directive 98/6/EC,
// article 6a; docs/decisions/195), through the backend's own fetch on D1: the price endpoints
// answer each sale price with its prior price, and a change of price is recorded.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CalculatorReference } from "../../shared/bff/catalogue.ts";
import type { PriceRecord } from "../../shared/pricing/price-record.ts";
import { changePrice } from "./price-history.ts";
import { SHOPS, json } from "./test-client.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Gives one euro SKU a past: [days ago, price applied], oldest first; the last is today's price. */
async function pastOf(sku: string, original: number, entries: Array<[number, number]>): Promise<void> {
  const current = entries[entries.length - 1][1];
  await env.DB.batch([
    env.DB.prepare(
      "UPDATE catalogue_prices SET price_original = ?, price_current = ? WHERE sku = ? AND currency = 'eur'",
    ).bind(original, current, sku),
    env.DB.prepare("DELETE FROM catalogue_price_history WHERE sku = ? AND currency = 'eur'").bind(sku),
    ...entries.map(([days, price]) =>
      env.DB.prepare(
        "INSERT INTO catalogue_price_history (sku, currency, price_original, price_current, effective_from) VALUES (?, 'eur', ?, ?, ?)",
      ).bind(sku, original, price, daysAgo(days)),
    ),
  ]);
}

async function posterFormat(format: string): Promise<PriceRecord> {
  const ref = await json<CalculatorReference>("/web-api/calculator/reference?product=photoprint&materials[]=poster");
  const found = ref.options[0].formats.find((f) => f.value === format);
  if (!found) throw new Error(`no poster format ${format}`);
  return { priceOriginal: found.priceOriginal, priceCurrent: found.priceCurrent, pricePrior: found.pricePrior };
}

describe("the price endpoints name the lowest price of the 30 days before the current reduction", () => {
  it("a reduction that follows a raise: the price before the raise, below today's price", async () => {
    await pastOf("material/poster/300x200", 6000, [
      [100, 5000],
      [20, 6000],
      [3, 5500],
    ]);
    expect(await posterFormat("300x200")).toEqual({ priceOriginal: 6000, priceCurrent: 5500, pricePrior: 5000 });
  });

  it("a reduction that follows a reduction: the first reduced price", async () => {
    await pastOf("material/poster/450x300", 6000, [
      [100, 6000],
      [20, 5000],
      [5, 4000],
    ]);
    expect(await posterFormat("450x300")).toEqual({ priceOriginal: 6000, priceCurrent: 4000, pricePrior: 5000 });
  });

  it("a price unchanged for 40 days: no reduction, no prior price", async () => {
    await pastOf("material/poster/600x400", 5000, [
      [100, 5500],
      [40, 5000],
    ]);
    expect(await posterFormat("600x400")).toEqual({ priceOriginal: 5000, priceCurrent: 5000 });
  });

  it("a reduced price unchanged for 40 days: the lowest of the 30 days before it took effect", async () => {
    await pastOf("material/poster/900x600", 6000, [
      [100, 6500],
      [60, 6000],
      [40, 4800],
    ]);
    expect(await posterFormat("900x600")).toEqual({ priceOriginal: 6000, priceCurrent: 4800, pricePrior: 6000 });
  });

  it("every sale price of the seed has a prior price above it", async () => {
    const ref = await json<CalculatorReference>(
      "/web-api/calculator/reference?product=photoprint&materials[]=leinwand&materials[]=acrylglas",
      SHOPS.chf,
    );
    const sales = ref.options.flatMap((o) => o.formats).filter((f) => f.priceOriginal > f.priceCurrent);
    expect(sales.length).toBeGreaterThan(0);
    for (const f of sales) expect(f.pricePrior).toBeGreaterThan(f.priceCurrent);
  });
});

describe("a change of price through the backend is recorded", () => {
  it("records the change with the moment it took effect; the old price becomes the prior price", async () => {
    await pastOf("material/poster/1200x800", 5190, [[90, 5190]]);
    const before = Date.now();
    expect(
      await changePrice(env.DB, "eur", "material/poster/1200x800", { priceOriginal: 5190, priceCurrent: 4190 }),
    ).toBe(true);
    const { results } = await env.DB.prepare(
      "SELECT price_current, effective_from FROM catalogue_price_history WHERE sku = ? AND currency = 'eur' ORDER BY effective_from",
    )
      .bind("material/poster/1200x800")
      .all<{ price_current: number; effective_from: string }>();
    expect(results.map((r) => r.price_current)).toEqual([5190, 4190]);
    expect(Date.parse(results[1].effective_from)).toBeGreaterThanOrEqual(before - 1000);
    expect(await posterFormat("1200x800")).toEqual({ priceOriginal: 5190, priceCurrent: 4190, pricePrior: 5190 });
  });

  it("a price that is set again unchanged adds nothing to the history", async () => {
    await pastOf("material/poster/400x300", 1390, [[90, 1390]]);
    await changePrice(env.DB, "eur", "material/poster/400x300", { priceOriginal: 1390, priceCurrent: 1390 });
    const row = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM catalogue_price_history WHERE sku = 'material/poster/400x300' AND currency = 'eur'",
    ).first<{ n: number }>();
    expect(row?.n).toBe(1);
  });

  it("an unknown SKU is not created", async () => {
    expect(await changePrice(env.DB, "eur", "material/poster/1x1", { priceOriginal: 1, priceCurrent: 1 })).toBe(false);
  });
});

describe("composed prices carry the prior price of their reduced parts", () => {
  it("a framed print adds the frame's current price to the material's prior price", async () => {
    await pastOf("material/poster/600x400", 3000, [
      [90, 3000],
      [5, 2400],
    ]);
    const answer = await json<PriceRecord & { unitPrice: PriceRecord }>(
      "/price-api/prices/article?type=photoFrame&materialType=poster&frameType=fotorahmen&formatType=600x400",
    );
    expect(answer.unitPrice).toEqual({
      priceOriginal: 3000 + 3790,
      priceCurrent: 2400 + 3790,
      pricePrior: 3000 + 3790,
    });
  });
});
