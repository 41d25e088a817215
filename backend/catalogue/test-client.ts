/**
 * Test helper: calls the backend through its own fetch with the shop headers of a site (section 7).
 */
import { exports } from "cloudflare:workers";

export const SHOPS = {
  eur: { code: "wallart-de", locale: "de-DE" },
  chf: { code: "wallart-ch", locale: "fr-CH" },
  gbp: { code: "kartenliebe-gb", locale: "en-GB" },
  usd: { code: "kartenliebe-us", locale: "en-US" },
} as const;

export function call(path: string, shop: { code: string; locale: string } | null = SHOPS.eur): Promise<Response> {
  const headers: Record<string, string> = shop ? { "x-shop-code": shop.code, "x-shop-locale": shop.locale } : {};
  return exports.default.fetch(new Request(`http://backend${path}`, { headers }));
}

export async function json<T>(path: string, shop: { code: string; locale: string } | null = SHOPS.eur): Promise<T> {
  const res = await call(path, shop);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
