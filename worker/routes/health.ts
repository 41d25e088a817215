/**
 * GET /healthz: the backend, the content cache (KV) and the content API, each
 * asked at once with a short deadline and reported with its latency; 503 when one is down. Says
 * nothing about why beyond "timeout" or "failed" (no error detail leaves the server).
 */
import { Hono } from "hono";
import { EMBEDDED_CONTENT_PATH } from "../../shared/content/embedded-space.ts";
import { bffFetch } from "../bff/client.ts";
import { type Dependency, DependencyUnavailable, withDeadline } from "../bff/deadline.ts";
import { contentSource } from "../content/client.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv, Env } from "../env.ts";
import { logEvent } from "../log.ts";

/** Each check's deadline: a monitor wants an answer quickly. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;
const STORYBLOK_API = "https://api.storyblok.com/v2/cdn";

export interface CheckResult {
  ok: boolean;
  ms: number;
  error?: "timeout" | "failed";
}

async function timed(name: Dependency, check: (signal: AbortSignal) => Promise<void>): Promise<CheckResult> {
  const started = Date.now();
  try {
    await withDeadline(name, HEALTH_CHECK_TIMEOUT_MS, undefined, check);
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    logEvent("error", "health-check-failed", { check: name, message: String(error) });
    return {
      ok: false,
      ms: Date.now() - started,
      error: error instanceof DependencyUnavailable ? "timeout" : "failed",
    };
  }
}

async function expectOk(response: Promise<Response>): Promise<void> {
  const res = await response;
  await res.body?.cancel();
  if (!res.ok) throw new Error(`answered ${res.status}`);
}

function storyblokHost(env: Env): string {
  const region = configOf(env).storyblok.region;
  return region && region !== "eu" ? STORYBLOK_API.replace("api.", `api-${region}.`) : STORYBLOK_API;
}

export const healthRoutes = new Hono<AppEnv>().get("/healthz", async (c) => {
  const env = c.env;
  const source = contentSource(env, "kartenliebe");
  const [backend, kv, content] = await Promise.all([
    timed("backend", (signal) =>
      expectOk(bffFetch(env, undefined, "/health", { signal }, { timeoutMs: HEALTH_CHECK_TIMEOUT_MS })),
    ),
    timed("kv", async () => {
      await env.CONTENT_CACHE.get("health:probe");
    }),
    timed("content", (signal) => {
      const query = `/cdn/spaces/me?token=${encodeURIComponent(source.token)}`;
      return expectOk(
        source.embedded
          ? bffFetch(
              env,
              undefined,
              EMBEDDED_CONTENT_PATH + query,
              { signal },
              { dependency: "content", timeoutMs: HEALTH_CHECK_TIMEOUT_MS },
            )
          : fetch(`${storyblokHost(env)}${query.slice("/cdn".length)}`, { signal }),
      );
    }),
  ]);
  const checks = { backend, kv, content };
  const ok = backend.ok && kv.ok && content.ok;
  return c.json({ ok, checks }, ok ? 200 : 503);
});
