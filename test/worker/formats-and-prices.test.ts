// One source of truth for formats and prices: the "formats and prices" table of a
// page shows each format with the label and the price the page's price calculator shows for it.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StateOption } from "../../shared/catalogue/calculator-state.ts";
import { catalogueFormatLabel } from "../../shared/catalogue/named-formats.ts";
import { formatFromPrice, formatPrice } from "../../shared/pricing/format-price.ts";
import type { Currency, Locale, Unit } from "../../shared/site/locales.ts";
import { FORMAT_PRICES_UNAVAILABLE } from "../../worker/views/blocks/formats-and-prices.tsx";
import { get, getWith, islandPropsOf } from "./shop.ts";

afterEach(() => vi.restoreAllMocks());

interface TableRow {
  format: string;
  label: string;
  price: string;
}

function tableRows(html: string): TableRow[] {
  const table = /<section class="formats-and-prices">(.*?)<\/section>/s.exec(html)?.[1] ?? "";
  // A reduced price shows struck out with its prior price (decision 196): the price is the one in <strong>.
  const priceOf = (cell: string) => /<strong>([^<]*)<\/strong>/.exec(cell)?.[1] ?? cell.replace(/<[^>]+>/g, "");
  return [...table.matchAll(/<tr data-format="([^"]+)"><th scope="row">([^<]*)<\/th><td>(.*?)<\/td><\/tr>/g)].map(
    ([, format, label, cell]) => ({
      format: format!,
      label: label!.replaceAll("&#x27;", "'"),
      price: priceOf(cell!).replaceAll("&#x27;", "'"),
    }),
  );
}

/** The table agrees with the calculator of the same page: same label, and the calculator's price (the lowest, with 'from', across options). */
async function expectAgreement(url: string, fromWord: string): Promise<TableRow[]> {
  const res = await get(url);
  expect(res.status).toBe(200);
  const html = await res.text();
  const calculator = islandPropsOf(html, "price-calculator") as {
    options: StateOption[];
    selectedValue: string;
    locale: Locale;
    currency: Currency;
    unit: Unit;
    portraitSwap: boolean;
  };
  expect(calculator).toBeDefined();
  const rows = tableRows(html);
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) {
    const offered = calculator.options.flatMap((o) =>
      o.formats.filter((f) => f.value === row.format).map((f) => f.priceCurrent),
    );
    expect(offered.length, `${row.format} is in the calculator`).toBeGreaterThan(0);
    const lowest = Math.min(...offered);
    expect(row.price).toBe(
      new Set(offered).size > 1
        ? formatFromPrice(lowest, calculator.locale, calculator.currency, fromWord)
        : formatPrice(lowest, calculator.locale, calculator.currency),
    );
    expect(row.label).toBe(catalogueFormatLabel(row.format, calculator.unit, calculator.locale));
    const shown = calculator.options.find((o) => o.value === calculator.selectedValue)!;
    if (!calculator.portraitSwap && shown.formats.some((f) => f.value === row.format && f.listed)) {
      expect(html, `the calculator labels ${row.format} as the table does`).toContain(
        `<span class="price-calculator__size">${row.label}</span>`,
      );
    }
  }
  return rows;
}

describe("formats and prices tables come from the catalogue", () => {
  it("photo prints on kartenliebe.de: 10 x 10 cm costs what the calculator says", async () => {
    const rows = await expectAgreement("http://kartenliebe.de.localhost/fotoabzuege", "ab");
    expect(rows.find((r) => r.format === "100x100")).toMatchObject({ label: "10 x 10 cm" });
  });

  it("canvas on kartenliebe.com in inches and dollars: 60 x 40 cm reads as the calculator reads it", async () => {
    const rows = await expectAgreement("http://kartenliebe.com.localhost/canvas-prints", "from");
    expect(rows.find((r) => r.format === "600x400")).toMatchObject({
      label: "23.5 x 15.5 in",
      price: expect.stringContaining("$"),
    });
  });

  it("canvas on wallart.ch/fr in francs", async () => {
    const rows = await expectAgreement("http://wallart.ch.localhost/fr/impression-sur-toile/", "à partir de");
    expect(rows[0].price).toMatch(/CHF/);
  });

  it("calendars on kartenliebe.de: every type's formats, 'ab' where the types price a format differently", async () => {
    const rows = await expectAgreement("http://kartenliebe.de.localhost/fotokalender", "ab");
    expect(rows.map((r) => r.format)).toEqual(
      expect.arrayContaining(["a4-portrait", "a3-portrait", "square-300", "a5-landscape"]),
    );
    expect(rows.some((r) => r.price.startsWith("ab\u00a0"))).toBe(true);
  });

  it("photo books on kartenliebe.fr", async () => {
    const rows = await expectAgreement("http://kartenliebe.fr.localhost/livre-photo", "à partir de");
    expect(rows.map((r) => r.format)).toEqual(["din-landscape", "din-portrait", "square"]);
  });
});

describe("a table whose prices cannot be loaded", () => {
  it("is left out of the page, which still answers, and the failure is logged with its code", async () => {
    const backend = env.BACKEND!;
    const referenceDown = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        return new URL(request.url).pathname === "/web-api/calculator/reference"
          ? Promise.resolve(new Response("down", { status: 503 }))
          : backend.fetch(request);
      },
    } as unknown as Fetcher;
    const warn = vi.spyOn(console, "warn");
    const res = await getWith({ BACKEND: referenceDown }, "http://kartenliebe.de.localhost/fotoabzuege");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('class="formats-and-prices"');
    expect(tableRows(html)).toEqual([]);
    const logged = warn.mock.calls.map(
      ([line]) => JSON.parse(String(line)) as { code: string; product?: string; status?: number },
    );
    expect(logged).toContainEqual(
      expect.objectContaining({ code: FORMAT_PRICES_UNAVAILABLE, product: "photobox", status: 503 }),
    );
  });
});
