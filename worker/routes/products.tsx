/**
 * /products (section 2): the product overview, with its optional locale and desktop prefixes
 * (handled by resolution) and its two German configurator aliases. It lists the channel's
 * products with 'from' prices and, where the channel sells cards, the card listing with the
 * filters of section 3. `/products/{productKey}` is a product's detail page with its price
 * calculator (the content stories take this over when they land).
 */
import { type Context, Hono } from "hono";
import type { ProductOverview, ThemePage } from "../../shared/bff/catalogue.ts";
import { productByKey, productsOf } from "../../shared/catalogue/products.ts";
import { BffError, rethrowIfDown } from "../bff/client.ts";
import { htmlCached } from "../cache/html-cache.ts";
import { getProductOverview, getThemes } from "../bff/catalogue.ts";
import { loadCalculator } from "../bff/calculator-data.ts";
import { routeAlternateLinks } from "../content/alternates.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { categoryQuery } from "../seo/card-listing.ts";
import { type Translator, translatorFor } from "../render/i18n.ts";
import { validateRoute } from "../render/page-error.ts";
import { renderPage } from "../render/render-page.tsx";
import { PriceCalculatorBlock } from "../views/catalogue/price-calculator.tsx";
import { ProductTiles, showsOverviewPrices } from "../views/catalogue/product-tiles.tsx";
import { type JsonLd, productFromPriceLd } from "../render/structured-data.tsx";
import type { RequestContext } from "../site/request-context.ts";
import { pathFor } from "../views/links.tsx";
import { PRODUCT_ALIASES } from "./product-paths.ts";
import { pageLoads } from "./page-loads.ts";
import { LISTING_KEYS, LISTING_VALUE_MAX, ThemeList } from "../views/catalogue/theme-list.tsx";
import { describeError, logEvent } from "../log.ts";
import { present } from "../../shared/assert/present.ts";

export const productsRoute = new Hono<AppEnv>();

for (const path of ["/products", ...PRODUCT_ALIASES]) {
  // Shared like a content page, per listing query (decision 090: section 2's header-and-footer
  // exception is about a fragment shared across routes; this cache keys by address). A channel
  // without cards reads no query, so its key holds none.
  productsRoute.get(path, (c) => {
    const sellsCards = productsOf(c.get("request").site.channel).some((p) => p.kind === "cards");
    const query = sellsCards ? LISTING_KEYS : [];
    return htmlCached(c, { query, queryValueMax: LISTING_VALUE_MAX }, () => productOverview(c));
  });
}

async function productOverview(c: Context<AppEnv>): Promise<Response> {
  const request = c.get("request");
  const t = translatorFor(request.locale);
  const loads = pageLoads(c);
  const sellsCards = productsOf(request.site.channel).some((p) => p.kind === "cards");
  const query: Record<string, string> = {};
  for (const key of LISTING_KEYS) {
    const value = c.req.query(key);
    if (value) query[key] = value.slice(0, LISTING_VALUE_MAX);
  }
  // A backend that is down makes this the 503 error page; a bad filter query is a 400.
  // A list that could not be loaded otherwise is shown as unavailable (and the page is not kept).
  const record = c.get("render");
  const [overview, listing] = await Promise.all([
    record.settle("product-overview", getProductOverview(c.env, request), unlessDown),
    sellsCards
      ? record.settle(
          "card-listing",
          getThemes(c.env, request, query).catch((error: unknown) => {
            if (error instanceof BffError && error.status === 400) return "bad-query" as const;
            throw error;
          }),
          unlessDown,
        )
      : undefined,
  ]);
  const labels = filterLabels(t);
  const category =
    listing && listing !== "bad-query" && listing.filters.category?.some((f) => f.value === query.category)
      ? query.category
      : undefined;
  return renderPage(
    c,
    {
      title: t("page.products"),
      description: t("seo.products", { brand: request.provided.brand }),
      status: listing === "bad-query" ? 400 : 200,
      links:
        request.routePath === "/products"
          ? routeAlternateLinks(request, configOf(c.env), category ? categoryQuery(category) : "")
          : undefined,
      structuredData: overview && showsOverviewPrices(request) ? [overviewItemList(request, overview)] : undefined,
      body: (
        <>
          <h1>{t("page.products")}</h1>
          {overview ? (
            <ProductTiles request={request} overview={overview as ProductOverview} />
          ) : (
            <p role="status">{t("catalogue.listUnavailable")}</p>
          )}
          {sellsCards ? (
            listing && listing !== "bad-query" ? (
              <ThemeList request={request} listing={listing as ThemePage} query={query} labels={labels} />
            ) : (
              <p role="status">{t("catalogue.listUnavailable")}</p>
            )
          ) : null}
        </>
      ),
    },
    loads,
  );
}

/** A catalogue call's failure, logged: the list shows as unavailable, unless the backend is down: then the page's 503. */
function unlessDown(error: unknown): undefined {
  rethrowIfDown(error);
  logEvent("warn", "catalogue-unavailable", {
    status: error instanceof BffError ? error.status : undefined,
    ...describeError(error),
  });
  return undefined;
}

/** The overview's products with their 'from' prices (AggregateOffer `lowPrice`). */
function overviewItemList(request: RequestContext, overview: ProductOverview): JsonLd {
  const listed = overview.products.filter((p) => p.fromPrice);
  return {
    "@type": "ItemList",
    itemListElement: listed.map((product, i) => {
      const detail = productByKey(request.site.channel, product.key)?.calculator;
      const url = request.origin + pathFor(request, detail ? `/products/${product.key}` : "/products");
      return {
        "@type": "ListItem",
        position: i + 1,
        item: productFromPriceLd(
          request,
          { name: product.label, url },
          {
            minor: present(product.fromPrice, `from price of ${product.key}`).priceCurrent,
            currency: overview.currency,
          },
        ),
      };
    }),
  };
}

function filterLabels(t: Translator): Record<string, string> {
  return {
    aspectRatio: t("catalogue.filterAspectRatio"),
    category: t("catalogue.occasion"),
    color: t("catalogue.filterColor"),
    label: t("catalogue.filterLabel"),
    product: t("catalogue.filterProduct"),
    punching: t("catalogue.filterPunching"),
    style: t("catalogue.filterStyle"),
    "sort.popularity": t("catalogue.sortPopularity"),
    "sort.created": t("catalogue.sortCreated"),
  };
}

productsRoute.get("/products/:productKey", (c) => htmlCached(c, { query: ["sku"] }, () => productDetail(c)));

async function productDetail(c: Context<AppEnv>): Promise<Response> {
  const request = c.get("request");
  const product = productByKey(request.site.channel, c.req.param("productKey") ?? "");
  validateRoute(request.path, () => product?.calculator !== undefined);
  const { key, calculator: calculatorFields } = present(product, "a product with a calculator");
  const fields = present(calculatorFields, `calculator of ${key}`);
  const t = translatorFor(request.locale);
  const loads = pageLoads(c);
  // The calculator's data and the overview (for the product's name) load together.
  const record = c.get("render");
  const calculator = loadCalculator(
    c.env,
    request,
    record,
    { headline: "", ...fields },
    c.req.query("sku")?.slice(0, 80),
  );
  const overview = await record.settle("product-overview", getProductOverview(c.env, request), unlessDown);
  const title = overview?.products.find((p) => p.key === key)?.label ?? t("page.products");
  const block = { component: "PriceCalculator" as const, headline: title, ...fields };
  return renderPage(
    c,
    {
      title,
      links: routeAlternateLinks(request, configOf(c.env)),
      share: { type: "product" },
      body: (
        <>
          <h1>{title}</h1>
          <PriceCalculatorBlock block={block} request={request} data={calculator} product={{ name: title }} />
        </>
      ),
    },
    loads,
  );
}
