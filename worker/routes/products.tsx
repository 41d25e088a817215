/**
 * /products (section 2): the product overview, with its optional locale and desktop prefixes
 * (handled by resolution) and its two German configurator aliases.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";

/** The German calendar and card configurator paths that show the product overview. */
export const PRODUCT_ALIASES = ["/kalender-konfigurator", "/karten-konfigurator"] as const;

export const productsRoute = new Hono<AppEnv>();

for (const path of ["/products", ...PRODUCT_ALIASES]) {
  productsRoute.get(path, (c) => {
    const t = translatorFor(c.get("request").locale);
    return renderPage(c, {
      title: t("page.products"),
      body: <h1>{t("page.products")}</h1>,
    });
  });
}
