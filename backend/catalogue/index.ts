/**
 * The catalogue area of the embedded backend (section 7, "Product and web-api paths"): every route
 * reads the channel-plus-country and locale headers and answers in that currency and language.
 */
import { Hono } from "hono";
import { cardRoutes } from "./card-routes.ts";
import { priceRoutes } from "./price-routes.ts";
import { productRoutes } from "./product-routes.ts";
import type { CatalogueEnv } from "./shop.ts";

export const catalogueRoutes = new Hono<CatalogueEnv>()
  .route("/", priceRoutes)
  .route("/", productRoutes)
  .route("/", cardRoutes);
