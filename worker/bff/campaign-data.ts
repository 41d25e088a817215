/**
 * The campaign data call (specification section 7, "/web-api/campaign-data"): the query url set to
 * the current path; the response's bar feeds the action bar. It sits in front of the first byte,
 * so it gets a short deadline; any failure means no campaign bar (the global config's bar stays).
 */
import type { ActionBar } from "../../shared/content/global-config.ts";
import { campaignBarOf } from "../../shared/chrome/campaign-bar.ts";
import type { Env } from "../env.ts";
import type { RequestContext } from "../site/request-context.ts";
import { describeError, logEvent } from "../middleware/log.ts";
import { bffFetch } from "./client.ts";

/** How long the shell waits for the campaign bar. */
export const CAMPAIGN_DATA_DEADLINE_MS = 300;

export async function fetchCampaignBar(env: Env, request: RequestContext): Promise<ActionBar | undefined> {
  try {
    const res = await bffFetch(env, request, `/web-api/campaign-data?url=${encodeURIComponent(request.routePath)}`, {
      signal: AbortSignal.timeout(CAMPAIGN_DATA_DEADLINE_MS),
    });
    if (!res.ok) return undefined;
    return campaignBarOf(await res.json());
  } catch (error) {
    logEvent("warn", "campaign-data-unavailable", { path: request.path, ...describeError(error) });
    return undefined;
  }
}
