/**
 * What a person's page carries for the browser (section 3, "Visitor monitoring"): the monitoring
 * record (visitor key and flag-to-treatment map) and the tracking configuration, plus the consent
 * island. Crawlers get neither, nor the consent banner.
 */
import type { Context } from "hono";
import type { VisitorPayload } from "../../shared/flags/visitor.ts";
import type { AppEnv } from "../env.ts";
import { Island } from "../render/island.tsx";
import { flagNameFor } from "../../shared/flags/channel-names.ts";
import { configOf } from "../config/config.ts";
import type { FlagOverrides } from "../../shared/flags/overrides.ts";

const NO_OVERRIDES: FlagOverrides = { disabled: false, forced: {} };

/** The payload of this request, or null for a crawler. */
export function visitorPayloadOf(c: Context<AppEnv>, status: number): VisitorPayload | null {
  const request = c.get("request");
  if (!request || request.isCrawler || !request.visitorKey) return null;
  const config = configOf(c.env).flags;
  const overrides = c.get("overrides") ?? NO_OVERRIDES;
  const channel = request.site.channel;
  // Every evaluated flag, by its name in the channel's Split; listing them is not reading them.
  const treatments = Object.entries(request.treatments.all()).map(
    ([flag, t]) => [flagNameFor(channel, flag), t] as const,
  );
  return {
    monitoring: {
      visitorKey: request.visitorKey,
      treatments: Object.fromEntries(treatments),
      forced: Object.keys(overrides.forced).map((flag) => flagNameFor(channel, flag)),
      clientEnabled: !overrides.disabled,
      client: config.client,
      channel: request.site.channel,
    },
    tracking: config.tracking,
    routeValid: status < 400,
  };
}

/**
 * The consent banner's island: it starts the visitor's tracking services once the page is idle.
 * The banner itself is the server's (`views/chrome/consent-banner.tsx`), at the start of the body.
 */
export function VisitorServices({ payload }: { payload: VisitorPayload }) {
  return (
    <Island name="consent-banner" hydrate="idle" props={{ firstParty: payload.tracking.consentProvider === null }} />
  );
}
