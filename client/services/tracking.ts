/**
 * The visitor's tracking services (section 4, "Visitor consent", logging and tracking; section 7,
 * "Flag, tracking and other third-party calls"), started once per page for people:
 * - the consent-management provider's loader, when configured and the route check passed;
 * - logging and RUM from local paths, their calls queued until ready and replayed, only when the
 *   `logging` parameter is not 0 and the environment allows;
 * - with consent and when the `tracking` parameter is not 0: the flag client, the tag manager from
 *   its first-party path, and the session-recording poll (every 2 s for up to 60 s);
 * - the shop's events (`events.ts`): waiting while consent is unknown, sent to Split and the data
 *   layer once granted, dropped once declined, only logged with `tracking=0`.
 */
import type { ConsentState } from "../../shared/flags/consent.ts";
import type { VisitorPayload } from "../../shared/flags/visitor.ts";
import { getConsent, listenToChoices, subscribeConsent } from "./consent.ts";
import { SHOP_EVENTS } from "../../shared/flags/shop-events.ts";
import { dataLayerSink, dropEvents, onlyLogEvents, sendEventsTo, trackEvent } from "./events.ts";
import { initFlags, sendToSplit, startFlagClient, stopFlagClient } from "./flags.ts";
import { createCallQueue, loadScript, pollFor } from "./tracking-queue.ts";

/** Globals the local logging, RUM and session-recording scripts define (docs/flags.md). */
export const TRACKING_GLOBALS = {
  logging: "shopLogger",
  rum: "shopRum",
  sessionRecording: "shopSessionRecorder",
} as const;

export const logging = createCallQueue();
export const rum = createCallQueue();
export const sessionRecording = createCallQueue();

let started = false;
let tagManagerLoaded = false;
let stopPolling: (() => void) | null = null;

function globalOf(name: string): Record<string, unknown> | null {
  const value = (window as unknown as Record<string, unknown>)[name];
  return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
}

function loadQueued(src: string | null, name: string, queue: ReturnType<typeof createCallQueue>): void {
  if (!src) return;
  loadScript(src, {}, () => {
    const target = globalOf(name);
    if (target) queue.ready(target);
  });
}

function loadTagManager(tagManager: VisitorPayload["tracking"]["tagManager"]): void {
  // The worker checked the ID (worker/flags/config.ts); the rule's module brings zod, too heavy for this island.
  if (tagManagerLoaded || !tagManager) return;
  tagManagerLoaded = true;
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  loadScript(`${tagManager.url}/gtm.js?id=${encodeURIComponent(tagManager.id)}`);
}

const EVENT_SINKS = [sendToSplit, dataLayerSink];

function follow(state: ConsentState, payload: VisitorPayload, trackingOn: boolean, loggingOn: boolean): void {
  if (!trackingOn) onlyLogEvents();
  if (state === "granted" && trackingOn) {
    void startFlagClient();
    sendEventsTo(EVENT_SINKS);
    loadTagManager(payload.tracking.tagManager);
    if (loggingOn && !stopPolling) {
      stopPolling = pollFor(
        () => globalOf(TRACKING_GLOBALS.sessionRecording),
        (recorder) => sessionRecording.ready(recorder),
      );
    }
  } else if (state === "declined") {
    dropEvents();
    void stopFlagClient();
    sessionRecording.clear();
    stopPolling?.();
    stopPolling = null;
  }
}

/**
 * A click on a content link to a configurator path (`/configurator-card`, from a teaser's or a
 * tile's call to action) hands the visitor to the designer: tracked like the calculator's button,
 * which tracks itself (`data-own-tracking`), since the calculator's hand-off goes through these paths too.
 */
/** `CONFIGURATOR_PREFIX` of shared/designer/address.ts, not imported: that module brings the designer's parameters. */
const CONFIGURATOR_PREFIX = "/configurator-";

function trackConfiguratorLinks(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    // A link whose island tracks the hand-off itself, with its price and options (the calculator's), counts once.
    if (link.hasAttribute("data-own-tracking")) return;
    const at = link.pathname.indexOf(CONFIGURATOR_PREFIX);
    if (at >= 0) trackEvent(SHOP_EVENTS.designerHandoff, undefined, { path: link.pathname.slice(at, at + 200) });
  });
}

/** Starts everything the page's payload allows; a second call does nothing. */
export function startVisitorServices(payload: VisitorPayload): void {
  if (started) return;
  started = true;
  const query = new URLSearchParams(location.search);
  const loggingOn = payload.tracking.loggingAllowed && query.get("logging") !== "0";
  const trackingOn = query.get("tracking") !== "0";
  initFlags(payload.monitoring);
  trackConfiguratorLinks();
  listenToChoices();
  if (payload.tracking.consentProvider) {
    if (payload.routeValid) {
      const { script, settingsId } = payload.tracking.consentProvider;
      loadScript(
        script,
        settingsId ? { "data-settings-id": settingsId, id: "consent-provider" } : { id: "consent-provider" },
      );
    }
  }
  if (loggingOn) {
    loadQueued(payload.tracking.loggingScript, TRACKING_GLOBALS.logging, logging);
    loadQueued(payload.tracking.rumScript, TRACKING_GLOBALS.rum, rum);
  }
  document.documentElement.dataset.consent = getConsent();
  follow(getConsent(), payload, trackingOn, loggingOn);
  if (getConsent() !== "granted") document.documentElement.dataset.flagClient = "off";
  subscribeConsent((state) => follow(state, payload, trackingOn, loggingOn));
  // A visible sign that the services run: hydration itself finishes before the island's effects.
  document.documentElement.dataset.visitorServices = "started";
}
