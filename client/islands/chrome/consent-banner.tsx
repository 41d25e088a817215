/**
 * The consent banner's island (section 4, "Visitor consent"). The first-party banner and settings
 * layer are drawn by the server and worked by their own script (`worker/views/chrome/consent-banner.tsx`,
 * decision 206), so this island renders nothing and hydrates when the page is idle: it starts the
 * visitor's tracking services from the page's monitoring record and, with a consent-management
 * provider, opens the provider's layer on the footer's `ucSettings` link.
 */
import { useEffect } from "react";
import { OPEN_CONSENT_SETTINGS_EVENT } from "../../../shared/flags/consent.ts";
import { MONITORING_ELEMENT_ID, type VisitorPayload } from "../../../shared/flags/visitor.ts";
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

const openProviderLayer = () =>
  (window as unknown as { UC_UI?: { showSecondLayer?: () => void } }).UC_UI?.showSecondLayer?.();

export default function ConsentBanner({ firstParty }: { firstParty: boolean }) {
  useEffect(() => {
    const payload = readPayload();
    if (payload) startVisitorServices(payload);
    if (firstParty) return;
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, openProviderLayer);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, openProviderLayer);
  }, [firstParty]);
  return null;
}
