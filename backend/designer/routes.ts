/**
 * The designer stand-in (section 2, "Designer hand-off"): the local default of the designer base
 * paths. One page per designer type shows the received options readably; 'add to cart' prices
 * the article from the catalogue in the shop's currency (docs/decisions/045), records it in the
 * visitor's cart and returns to the shop; an article the catalogue cannot price is refused. Production points the base paths at
 * the real designer; the renderer reaches these pages same-origin under `/bff/designer/`.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { STAND_IN_SEGMENTS } from "../../shared/designer/base-paths.ts";
import type { DesignerType } from "../../shared/designer/options.ts";
import { DEFAULT_LOCALE, type Locale, isLocale, languageOf } from "../../shared/site/locales.ts";
import { getCookie } from "hono/cookie";
import { CSRF_COOKIE } from "../../shared/bff/csrf.ts";
import { SHOP_CODE_HEADER, SHOP_LOCALE_HEADER } from "../../shared/bff/headers.ts";
import { ensureCartId } from "../cart/cart-cookie.ts";
import { addArticle } from "../cart/cart-store.ts";
import { priceArticle } from "../catalogue/article-price.ts";
import { parseShop } from "../catalogue/shop.ts";
import { labels } from "../catalogue/store.ts";
import { shopOf } from "../customers/shop.ts";
import type { BackendAppEnv } from "../env.ts";
import { DICTIONARIES } from "../../shared/i18n/dictionaries.ts";
import type { KeysUnder, TranslationKey } from "../../shared/i18n/keys.ts";
import { createTranslator } from "../../shared/i18n/translator.ts";
import { standInErrorHtml, standInHtml } from "./page.ts";
import { missingChoice } from "./choices.ts";
import { readableOptions, words } from "./readable.ts";

const TYPES = new Map(Object.entries(STAND_IN_SEGMENTS).map(([type, segment]) => [segment, type as DesignerType]));
const MAX_PARAMS = 30;
const MAX_VALUE = 200;
const CSRF_TOKEN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
const PARAM_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;

/** A path on the shop's own origin, or `/`: never an open redirect. */
export function safeReturnPath(value: string | undefined | null): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\") || value.length > 1000) return "/";
  return /[\u0000-\u001f]/.test(value) ? "/" : value;
}

/** The shop host the visitor used: the proxy's origin header, else the forwarded or own host. */
function requestHost(c: Context): string {
  const origin = shopOf(c).origin;
  if (origin) return new URL(origin).host;
  return (c.req.header("x-forwarded-host") ?? c.req.header("host") ?? "").toLowerCase();
}

/** The host of an origin header; a malformed one names no host. */
function hostOf(origin: string): string {
  return URL.canParse(origin) ? new URL(origin).host.toLowerCase() : "";
}

/** The visitor's CSRF token, repeated in the 'add to cart' form for the proxy's double-submit check. */
function csrfTokenOf(c: Context): string {
  const token = getCookie(c, CSRF_COOKIE) ?? "";
  return CSRF_TOKEN.test(token) ? token : "";
}

/** The shop page the visitor came from, when it is on the same host. */
function returnPathFromReferer(c: Context): string {
  const referer = c.req.header("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    if (url.host.toLowerCase() !== requestHost(c) || url.pathname.startsWith("/bff/")) return "/";
    return safeReturnPath(url.pathname + url.search);
  } catch {
    return "/";
  }
}

function validParams(entries: Array<[string, string]>): Array<[string, string]> | string {
  if (entries.length > MAX_PARAMS) return "too many options";
  for (const [name, value] of entries) {
    if (!PARAM_NAME.test(name)) return `malformed option name ${name.slice(0, 40)}`;
    if (value.length > MAX_VALUE) return `option ${name} is too long`;
  }
  return entries;
}

const translate = createTranslator<TranslationKey>(DICTIONARIES);

/** The shopper's locale: the proxy's shop locale header, else the designer's `locale` parameter, else the default. */
function localeOf(c: Context, param?: string | null): Locale {
  const header = c.req.header(SHOP_LOCALE_HEADER);
  if (header && isLocale(header)) return header;
  return param && isLocale(param) ? param : DEFAULT_LOCALE;
}

/**
 * An error page in the shopper's language: a text of the `designer` translation
 * set and a way back to the shop; what exactly was wrong is logged, never shown.
 */
function htmlError(
  c: Context,
  status: 400 | 403 | 404,
  key: KeysUnder<"designer.">,
  locale: Locale,
  returnTo = "/",
  detail?: string,
): Response {
  if (detail)
    console.warn(
      JSON.stringify({ level: "warn", code: "designer-stand-in-refused", status, key, detail: detail.slice(0, 300) }),
    );
  const t = (k: KeysUnder<"designer.">) => translate(`designer.${k}`, locale);
  return c.html(
    standInErrorHtml({ lang: locale, title: t("errorTitle"), text: t(key), back: t("back"), returnTo }),
    status,
  );
}

export const designerRoutes = new Hono<BackendAppEnv>()
  .get("/designer/:segment/", async (c) => {
    const type = TYPES.get(c.req.param("segment"));
    const query = new URL(c.req.url).searchParams;
    const localeParam = query.get("locale");
    const locale: Locale = localeParam && isLocale(localeParam) ? localeParam : localeOf(c);
    if (!type) return htmlError(c, 404, "unknownDesigner", locale, returnPathFromReferer(c));
    // A choice the page asked for comes back with the shop page to return to (the referer is the stand-in then).
    const returnTo = query.has("returnTo") ? safeReturnPath(query.get("returnTo")) : returnPathFromReferer(c);
    const params = validParams([...query].filter(([name]) => name !== "returnTo"));
    if (typeof params === "string") return htmlError(c, 400, "badOptions", locale, returnTo, params);
    const w = words(locale);
    const t = await labels(c.env.DB, languageOf(locale));
    const choice = await missingChoice(c.env.DB, type, Object.fromEntries(params), locale, t);
    c.header("cache-control", "no-store");
    return c.html(
      standInHtml({
        lang: locale,
        title: w.title,
        heading: w.title,
        receivedTitle: w.received,
        noneText: w.none,
        options: readableOptions(params, locale, t),
        hidden: params,
        returnTo,
        csrfToken: csrfTokenOf(c),
        addToCart: w.addToCart,
        back: w.back,
        choice: choice && { ...choice, heading: w.choose, next: w.next },
      }),
    );
  })
  .post("/designer/:segment/cart", async (c) => {
    const type = TYPES.get(c.req.param("segment"));
    if (!type) return htmlError(c, 404, "unknownDesigner", localeOf(c));
    const origin = c.req.header("origin");
    if (origin && origin !== "null" && hostOf(origin) !== requestHost(c))
      return htmlError(c, 403, "crossSite", localeOf(c), "/", `origin ${origin}`);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return htmlError(c, 400, "expectedForm", localeOf(c));
    }
    const returnValue = form.get("returnTo");
    const returnTo = safeReturnPath(typeof returnValue === "string" ? returnValue : "/");
    const entries: Array<[string, string]> = [];
    for (const [name, value] of form) {
      if (typeof value === "string" && name.startsWith("option.")) entries.push([name.slice("option.".length), value]);
    }
    const locale = localeOf(c, entries.find(([k]) => k === "locale")?.[1]);
    const params = validParams(entries);
    if (typeof params === "string") return htmlError(c, 400, "badOptions", locale, returnTo, params);
    const shop = parseShop(c.req.header(SHOP_CODE_HEADER), c.req.header(SHOP_LOCALE_HEADER));
    if (typeof shop === "string") return htmlError(c, 400, "unknownShop", locale, returnTo, shop);
    const options = Object.fromEntries(params.filter(([k]) => k !== "locale"));
    const priced = await priceArticle(c.env.DB, shop.currency, type, options);
    if (!priced.ok)
      return htmlError(
        c,
        priced.status,
        priced.status === 404 ? "notOffered" : "incomplete",
        locale,
        returnTo,
        priced.text,
      );
    const cartId = ensureCartId(c);
    await addArticle(c.env.DB, cartId, {
      designerType: type,
      options,
      quantity: priced.quantity,
      unitPrice: priced.unitPrice.priceCurrent,
      currency: shop.currency,
    });
    return c.redirect(returnTo, 303);
  });
