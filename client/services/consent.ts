/**
 * The visitor's consent in the browser (section 4, "Visitor consent"): granted, declined or
 * unknown, kept in a first-party cookie by the server-drawn banner (`worker/views/chrome/consent-banner.tsx`),
 * or reported by a consent-management provider. Listeners (the flag client, the tag manager) follow every change.
 */
import { CONSENT_CHOSEN_EVENT, CONSENT_COOKIE, type ConsentState, parseConsent } from "../../shared/flags/consent.ts";

type Listener = (state: ConsentState) => void;

const listeners = new Set<Listener>();
let current: ConsentState | undefined;

function readCookie(): ConsentState {
  const pair = document.cookie.split("; ").find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(pair?.slice(CONSENT_COOKIE.length + 1));
}

export function getConsent(): ConsentState {
  return (current ??= readCookie());
}

/** Tells every listener of a new choice; the banner's script or the provider keeps it. */
function setConsent(state: Exclude<ConsentState, "unknown">): void {
  if (current === state) return;
  current = state;
  document.documentElement.dataset.consent = state;
  listeners.forEach((listener) => listener(state));
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows the choices the banner's script and a provider's integration report (`shop:consent`). */
export function listenToChoices(): void {
  window.addEventListener(CONSENT_CHOSEN_EVENT, (event) => {
    const state = parseConsent(String((event as CustomEvent).detail));
    if (state !== "unknown") setConsent(state);
  });
}
