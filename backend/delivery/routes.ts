/**
 * GET /web-api/delivery-promise?products[]=wallart/leinwand&products[]=card (docs/decisions/197):
 * when an order placed now arrives in the shop's country, per product key (kind, or kind/option).
 * An unknown or malformed key is a 400; a country without a carrier answers no promises.
 */
import { Hono } from "hono";
import { parseDeliveryProduct } from "../../shared/delivery/delivery-products.ts";
import { type CatalogueEnv, badRequest, queryOf, shopHeaders } from "../catalogue/shop.ts";
import { deliveryPromises } from "./delivery-store.ts";

/** Products one call may ask for: a calculator's options, a cart's articles. */
const MAX_PRODUCTS = 40;

export const deliveryRoutes = new Hono<CatalogueEnv>().get("/web-api/delivery-promise", shopHeaders(), async (c) => {
  const asked = queryOf(c, ["products"]).products;
  const products = Array.isArray(asked) ? asked : [];
  if (products.length === 0) return badRequest(c, "products[] is required");
  if (products.length > MAX_PRODUCTS) return badRequest(c, `at most ${MAX_PRODUCTS} products`);
  const bad = products.find((key) => !parseDeliveryProduct(key));
  if (bad !== undefined) return badRequest(c, `not a product key: ${bad.slice(0, 80)}`);
  const promises = await deliveryPromises(c.env.DB, c.get("shop").country, products, new Date());
  c.header("cache-control", "no-store");
  return c.json({ country: c.get("shop").country, promises: Object.fromEntries(promises ?? []) });
});
