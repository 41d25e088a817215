/**
 * What a person's page carries for the browser (section 3, "Visitor monitoring"): the monitoring
 * record (visitor key and flag-to-treatment map) and the tracking configuration, plus the consent
 * island. Crawlers get neither.
 */
import type { Context } from "hono";
import { CONSENT_TEXTS } from "../../shared/flags/consent.ts";
import type { VisitorPayload } from "../../shared/flags/visitor.ts";
import { languageOf } from "../../shared/site/locales.ts";
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

/** The consent banner and settings layer; it also starts the visitor's tracking services. */
export function VisitorServices({
  payload,
  locale,
}: {
  payload: VisitorPayload;
  locale: Parameters<typeof languageOf>[0];
}) {
  const texts = CONSENT_TEXTS[languageOf(locale)];
  return (
    <Island
      name="consent-banner"
      hydrate="load"
      props={{ texts: { ...texts }, firstParty: payload.tracking.consentProvider === null }}
    />
  );
}
