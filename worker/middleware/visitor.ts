/**
 * The visitor, for people only (a crawler's page is the same for every crawler and carries no
 * cookie, decision 053): who they are for the flags, and where they came from.
 *
 * Flags at the edge (ARCHITECTURE "One request", step 3): a visitor key and the treatments of the
 * page's flags, decided before the page renders, so the first byte is already the variant (no
 * flicker). Crawlers get no cookie, no treatments and no flag client. The channel's flag names are
 * evaluated (`flags/channel-names.ts`); the page's code reads the `kl_` names, and which it read is
 * noted (`flags/page-flags.ts`). A person's page as sent carries their visitor key and record, so it
 * leaves the worker private (`middleware/cache-control.ts`); the edge HTML cache keeps the body
 * without them (decision 090).
 *
 * Attribution, the common designer parameters gclid and referral source (section 3, "Designer
 * parameters"): a shopper lands from an ad (`?gclid=`) or a campaign (`?referralSource=`,
 * `?utm_source=`) and reaches the designer pages later, through the navigation or the price
 * calculator. The landing request's values are remembered for the browser session in host cookies
 * (HttpOnly), set after the page is rendered, so a cached page never carries them;
 * `/configurator-*` reads them back (`rememberedAttribution`).
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Attribution } from "../../shared/designer/configurator-query.ts";
import { canonicalFlagName, flagNameFor } from "../../shared/flags/channel-names.ts";
import { type FlagOverrides, applyOverrides, readOverrides } from "../../shared/flags/overrides.ts";
import { PAGE_FLAGS, type Treatment } from "../../shared/flags/treatments.ts";
import { SPLIT_CALL_TIMEOUT_MS, withDeadline } from "../bff/deadline.ts";
import type { Channel } from "../../shared/site/sites.ts";
import type { AppEnv } from "../env.ts";
import { logEvent } from "../log.ts";
import { configOf } from "../config/config.ts";
import { currentDefinitions } from "../flags/definitions-cache.ts";
import { type FlagSource, evaluateFlags, localhostSource } from "../flags/evaluate.ts";
import { PageFlags } from "../flags/page-flags.ts";
import { readVisitorKey, writeVisitorKey } from "../flags/visitor-key.ts";

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

/** After a person's page: the landing request's attribution, remembered for the browser session. */
function rememberAttribution(c: Context<AppEnv>): void {
  if (c.req.method !== "GET") return;
  const query = new URL(c.req.url).searchParams;
  const remember = (name: string, value: string | null) => {
    if (value && VALUE.test(value))
      setCookie(c, name, value, { path: "/", httpOnly: true, secure: true, sameSite: "Lax" });
  };
  remember(GCLID_COOKIE, query.get("gclid"));
  remember(REFERRAL_COOKIE, query.get("referralSource") ?? query.get("utm_source"));
}

let localhost: FlagSource | undefined;

async function sourceFor(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<FlagSource> {
  const config = configOf(c.env).flags;
  if (config.mode === "localhost") return (localhost ??= localhostSource());
  const kv = c.env.FLAGS_CACHE;
  if (!kv) {
    logEvent("error", "split-initialize", { message: "SPLIT_SDK_KEY is set but the FLAGS_CACHE binding is missing" });
    return { mode: "split", sdkKey: config.sdkKey, definitions: null };
  }
  try {
    const definitions = await currentDefinitions(kv, (p) => c.executionCtx.waitUntil(p), {
      sdkKey: config.sdkKey,
      sdkUrl: config.sdkUrl,
      fetch: (input, init) =>
        withDeadline(
          "split",
          SPLIT_CALL_TIMEOUT_MS,
          undefined,
          (signal) => fetch(input, { ...init, signal }),
          init?.signal,
        ),
      now: Date.now,
    });
    return { mode: "split", sdkKey: config.sdkKey, definitions };
  } catch (error) {
    // A KV failure must not take the page down: with no definitions every flag is control (off).
    logEvent("error", "split-initialize", { message: error instanceof Error ? error.message : String(error) });
    return { mode: "split", sdkKey: config.sdkKey, definitions: null };
  }
}

function fromChannelNames(channel: Channel, treatments: Record<string, Treatment>): Record<string, Treatment> {
  return Object.fromEntries(
    Object.entries(treatments).map(([name, treatment]) => [canonicalFlagName(channel, name), treatment]),
  );
}

function canonicalOverrides(channel: Channel, overrides: FlagOverrides): FlagOverrides {
  return {
    ...overrides,
    forced: Object.fromEntries(
      Object.entries(overrides.forced).map(([name, t]) => [canonicalFlagName(channel, name), t]),
    ),
  };
}

function allOff(flags: readonly string[]): Record<string, Treatment> {
  return Object.fromEntries(flags.map((flag) => [flag, "off" as const]));
}

/** The visitor's key, treatments and overrides into the request context; after the page, their cookies. */
export function visitor(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.get("request");
    if (request.isCrawler) return next();
    const visitor = readVisitorKey(c);
    const channel = request.site.channel;
    const names = PAGE_FLAGS.map((flag) => flagNameFor(channel, flag));
    // Overrides name a flag as the code does (`kl_…`) or as the channel's Split does (`wa_…`).
    const overrides = canonicalOverrides(
      channel,
      readOverrides(request.url.searchParams, [...new Set([...PAGE_FLAGS, ...names])]),
    );
    // With the disabled parameter there is no client, and with no client every flag is off (section 5).
    const evaluated = overrides.disabled
      ? allOff(PAGE_FLAGS)
      : fromChannelNames(channel, await evaluateFlags(await sourceFor(c), visitor.key, names));
    request.visitorKey = visitor.key;
    request.treatments = new PageFlags(applyOverrides(evaluated, overrides));
    c.set("overrides", overrides);
    await next();
    rememberAttribution(c);
    // Only pages carry the monitoring record; feeds and other answers do not depend on treatments.
    if (!c.res.headers.get("content-type")?.startsWith("text/html")) return;
    if (visitor.issued) {
      c.res = new Response(c.res.body, c.res);
      writeVisitorKey(c, visitor.key);
    }
  };
}
