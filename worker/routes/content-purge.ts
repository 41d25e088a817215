/**
 * Content purge for operators and Storyblok (docs/content.md):
 * - POST /_content/purge with `Authorization: Bearer $CONTENT_PURGE_TOKEN` and a JSON body naming a
 *   channel and a slug (all locales), the global config, or everything;
 * - POST /_content/webhook/{channel}: Storyblok's story webhook, signed with
 *   $STORYBLOK_WEBHOOK_SECRET (`webhook-signature`, hex HMAC-SHA1 of the body); a publish, unpublish,
 *   delete or move purges the slug it names. A wrong signature is a 401 and purges nothing.
 * The development token and secret of wrangler.toml work only with ENVIRONMENT=development (env.ts).
 * With `EDGE_CACHE=front` both also purge the cache in front of the worker by tag (decision 198):
 * queued after the content purge, which already abandons the pages through their KV generations.
 */
import { Hono } from "hono";
import { PURGING_ACTIONS, purgeRequest, storyWebhook } from "../../shared/content/purge.ts";
import { CHANNELS, type Channel } from "../../shared/site/sites.ts";
import { constantTimeEqual, hmacSha1Hex } from "../cache/constant-time.ts";
import { queueFrontPurge } from "../cache/front-tier.ts";
import { type PurgeTarget, purge } from "../cache/purge.ts";
import { splitFullSlug, slugOf } from "../content/map-story.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { limitBody } from "../middleware/body-limit.ts";
import { jsonOrLogged, logEvent } from "../log.ts";

export const MAX_PURGE_BODY = 16 * 1024;

/** What a story's full slug touches: the global config, a shared story (everything), or one page slug. */
export function targetOfFullSlug(fullSlug: string): PurgeTarget {
  const { routePath } = splitFullSlug(fullSlug);
  const slug = slugOf(routePath);
  if (slug === "global-config") return { kind: "global-config" };
  if (slug.startsWith("shared/")) return { kind: "all" };
  return { kind: "slug", slug };
}

export const contentPurgeRoutes = new Hono<AppEnv>()
  .post("/_content/purge", limitBody(MAX_PURGE_BODY), async (c) => {
    const expected = configOf(c.env).secrets.contentPurgeToken;
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!expected || !(await constantTimeEqual(given, expected)))
      return c.json({ error: "Unauthorized" }, 401, { "www-authenticate": "Bearer" });
    const text = await c.req.raw.text();
    const parsed = purgeRequest.safeParse(jsonOrLogged(text, "content-purge-malformed"));
    if (!parsed.success)
      return c.json(
        { error: "expected {channel, slug} or {channel, globalConfig: true} or {channel, all: true}" },
        400,
      );
    const body = parsed.data;
    const target: PurgeTarget =
      "slug" in body
        ? { kind: "slug", slug: body.slug }
        : "globalConfig" in body
          ? { kind: "global-config" }
          : { kind: "all" };
    const result = await purge(c.env.CONTENT_CACHE, body.channel, target, c.env);
    const front = queueFrontPurge(c.executionCtx, c.env, body.channel, target);
    logEvent("info", "content-purged", { channel: body.channel, target, keys: result.keys.length, front });
    return c.json({ ...result, front });
  })
  .post("/_content/webhook/:channel", limitBody(MAX_PURGE_BODY), async (c) => {
    const channel = c.req.param("channel") as Channel;
    if (!(CHANNELS as readonly string[]).includes(channel)) return c.json({ error: "unknown channel" }, 404);
    const secret = configOf(c.env).secrets.storyblokWebhookSecret;
    const text = await c.req.raw.text();
    const signature = (c.req.header("webhook-signature") ?? "").toLowerCase();
    if (!secret || !(await constantTimeEqual(signature, await hmacSha1Hex(secret, text)))) {
      logEvent("warn", "content-webhook-rejected", { channel });
      return c.json({ error: "Unauthorized" }, 401);
    }
    const parsed = storyWebhook.safeParse(jsonOrLogged(text, "content-purge-malformed"));
    if (!parsed.success) return c.json({ error: "not a story webhook" }, 400);
    const event = parsed.data;
    if (!(PURGING_ACTIONS as readonly string[]).includes(event.action))
      return c.json({ purged: false, action: event.action });
    const target = event.full_slug ? targetOfFullSlug(event.full_slug) : ({ kind: "all" } as const);
    const result = await purge(c.env.CONTENT_CACHE, channel, target, c.env);
    const front = queueFrontPurge(c.executionCtx, c.env, channel, target);
    logEvent("info", "content-purged", { channel, target, action: event.action, story: event.story_id, front });
    return c.json({ purged: true, ...result, front });
  });
