/**
 * The common designer parameters gclid and referral source (section 3, "Designer parameters"):
 * a shopper lands from an ad (`?gclid=`) or a campaign (`?referralSource=`, `?utm_source=`) and
 * reaches the designer pages later, through the navigation or the price calculator. The landing
 * request's values are remembered for the browser session in host cookies (HttpOnly), set after
 * the page is rendered, so a cached page never carries them; `/configurator-*` reads them back.
 * People only: a crawler's page is the same for every crawler and carries no cookie (decision 053).
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { getCookie, setCookie } from "hono/cookie";
import type { Attribution } from "../../shared/designer/configurator-query.ts";

export const GCLID_COOKIE = "shop_gclid";
export const REFERRAL_COOKIE = "shop_referral";
const VALUE = /^[A-Za-z0-9._~-]{1,200}$/;

function cookie(c: Context, name: string): string | undefined {
  try {
    const value = getCookie(c, name);
    return value && VALUE.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberedAttribution(c: Context): Attribution {
  return { gclid: cookie(c, GCLID_COOKIE), referralSource: cookie(c, REFERRAL_COOKIE) };
}

export function attribution(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.get("request").isCrawler) return;
    const query = new URL(c.req.url).searchParams;
    const remember = (name: string, value: string | null) => {
      if (value && VALUE.test(value))
        setCookie(c, name, value, { path: "/", httpOnly: true, secure: true, sameSite: "Lax" });
    };
    remember(GCLID_COOKIE, query.get("gclid"));
    remember(REFERRAL_COOKIE, query.get("referralSource") ?? query.get("utm_source"));
  };
}
