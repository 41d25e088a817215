/**
 * The campaign data call (specification section 7, "/web-api/campaign-data"): the query url set to
 * the current path; the response's bar feeds the action bar. It sits in front of the first byte,
 * so it gets a short deadline; any failure means no campaign bar (the global config's bar stays).
 *
 * Kept in the isolate beside the global config (decision 073, amended; issue 11 part 4): the answer
 * depends on nothing but the shop (channel-plus-country code and locale) and the path, and the
 * backend lets it be kept for 60 s, so each isolate asks at most once per `CAMPAIGN_MEMO_SECONDS`
 * per shop and path. Failures are not kept. The products route asks every time (its header is never
 * served from a cache, section 2 "Error page").
 */
import type { ActionBar } from "../../shared/content/global-config.ts";
import { campaignBarOf } from "../../shared/chrome/campaign-bar.ts";
import { memoised } from "../cache/isolate-memo.ts";
import { ISOLATE_MEMO_SECONDS } from "../cache/strategies.ts";
import type { Env } from "../env.ts";
import type { RequestContext } from "../site/request-context.ts";
import { describeError, logEvent } from "../log.ts";
import { bffFetch } from "./client.ts";

/** How long the shell waits for the campaign bar. */
export const CAMPAIGN_DATA_DEADLINE_MS = 300;

/** How long an isolate keeps a path's campaign bar: a campaign that starts or ends shows this much later. */
export const CAMPAIGN_MEMO_SECONDS = ISOLATE_MEMO_SECONDS;

/** The campaign memos of an environment, apart from the global config's (paths are many). */
const owners = new WeakMap<object, object>();
function memoOwner(env: Env): object {
  let owner = owners.get(env);
  if (!owner) {
    owner = {};
    owners.set(env, owner);
  }
  return owner;
}

/** The path as the backend matches it: no query, no trailing slash. */
function campaignPath(routePath: string): string {
  return (routePath.split("?")[0] ?? "").replace(/\/+$/, "") || "/";
}

async function load(env: Env, request: RequestContext): Promise<{ bar: ActionBar | null }> {
  const res = await bffFetch(env, request, `/web-api/campaign-data?url=${encodeURIComponent(request.routePath)}`, {
    signal: AbortSignal.timeout(CAMPAIGN_DATA_DEADLINE_MS),
  });
  if (!res.ok) {
    void res.body?.cancel();
    throw new Error(`campaign data answered ${res.status}`);
  }
  return { bar: campaignBarOf(await res.json()) ?? null };
}

export async function fetchCampaignBar(
  env: Env,
  request: RequestContext,
  options: { cached?: boolean } = {},
): Promise<ActionBar | undefined> {
  try {
    if (options.cached === false) return (await load(env, request)).bar ?? undefined;
    const key = `${request.site.code}|${request.locale}|${campaignPath(request.routePath)}`;
    return (await memoised(memoOwner(env), key, () => load(env, request), CAMPAIGN_MEMO_SECONDS)).bar ?? undefined;
  } catch (error) {
    logEvent("warn", "campaign-data-unavailable", { path: request.path, ...describeError(error) });
    return undefined;
  }
}
