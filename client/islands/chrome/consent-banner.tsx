/**
 * The first-party consent banner and settings layer (section 4, "Visitor consent"). The banner
 * asks while consent is unknown; the settings layer opens from the footer's `ucSettings` link
 * (the `shop:open-consent-settings` event). With a consent-management provider configured, the
 * provider asks instead and this island only opens the provider's layer. On mount it starts the
 * visitor's tracking services from the page's monitoring record.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { type ConsentTexts, OPEN_CONSENT_SETTINGS_EVENT } from "../../../shared/flags/consent.ts";
import { MONITORING_ELEMENT_ID, type VisitorPayload } from "../../../shared/flags/visitor.ts";
import { getConsent, setConsent, subscribeConsent } from "../../services/consent.ts";
import { startVisitorServices } from "../../services/tracking.ts";
import { reportFailure } from "../../services/report.ts";

function readPayload(): VisitorPayload | null {
  try {
    return JSON.parse(document.getElementById(MONITORING_ELEMENT_ID)?.textContent ?? "null") as VisitorPayload | null;
  } catch (error) {
    reportFailure("consent-payload-unreadable", error, {}, "error");
    return null;
  }
}

/** The server does not know the choice: it renders nothing, the browser shows the banner if needed. */
const decidedOnServer = () => "pending" as const;

export default function ConsentBanner({ texts, firstParty }: { texts: ConsentTexts; firstParty: boolean }) {
  const consent = useSyncExternalStore(subscribeConsent, getConsent, decidedOnServer);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [statistics, setStatistics] = useState(false);
  /** Section 2: consent is asked for only where the route check passes, never on an error page. */
  const [routeValid, setRouteValid] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const payload = readPayload();
    if (payload) startVisitorServices(payload);
    setRouteValid(payload?.routeValid !== false);
    const open = () => {
      if (firstParty) {
        setStatistics(getConsent() === "granted");
        setSettingsOpen(true);
      } else {
        (window as unknown as { UC_UI?: { showSecondLayer?: () => void } }).UC_UI?.showSecondLayer?.();
      }
    };
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
  }, [firstParty]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (settingsOpen && !element.open) element.showModal();
    if (!settingsOpen && element.open) element.close();
  }, [settingsOpen]);

  if (!firstParty) return null;
  const choose = (granted: boolean) => {
    setConsent(granted ? "granted" : "declined");
    setSettingsOpen(false);
  };
  return (
    <>
      {routeValid && consent === "unknown" && !settingsOpen ? (
        <section className="consent-banner" aria-labelledby="consent-banner-title">
          <h2 id="consent-banner-title">{texts.title}</h2>
          <p>{texts.body}</p>
          <div className="consent-banner__actions">
            <button type="button" className="button" onClick={() => choose(true)}>
              {texts.accept}
            </button>
            <button type="button" className="button" onClick={() => choose(false)}>
              {texts.decline}
            </button>
            <button type="button" className="button button--link" onClick={() => setSettingsOpen(true)}>
              {texts.settings}
            </button>
          </div>
        </section>
      ) : null}
      <dialog
        ref={dialog}
        className="consent-settings"
        aria-labelledby="consent-settings-title"
        onClose={() => setSettingsOpen(false)}
      >
        <h2 id="consent-settings-title">{texts.settingsTitle}</h2>
        <label>
          <input type="checkbox" checked={statistics} onChange={(event) => setStatistics(event.target.checked)} />{" "}
          {texts.statistics}
        </label>
        <div className="consent-banner__actions">
          <button type="button" className="button" onClick={() => choose(statistics)}>
            {texts.save}
          </button>
          <button type="button" className="button button--link" onClick={() => setSettingsOpen(false)}>
            {texts.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
