/**
 * The visitor's consent in the browser (section 4, "Visitor consent"): granted, declined or
 * unknown, kept in a first-party cookie by the banner, or reported by a consent-management
 * provider. Listeners (the flag client, the tag manager) follow every change.
 */
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  type ConsentState,
  PROVIDER_CONSENT_EVENT,
  parseConsent,
} from "../../shared/flags/consent.ts";

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

/** Stores the visitor's choice (first-party banner) and tells every listener. */
export function setConsent(state: Exclude<ConsentState, "unknown">, store = true): void {
  if (store) {
    const secure = location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
    document.cookie = `${CONSENT_COOKIE}=${state}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  }
  if (current === state) return;
  current = state;
  document.documentElement.dataset.consent = state;
  listeners.forEach((listener) => listener(state));
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** With a provider, its integration reports the choice; the provider keeps it, so we do not. */
export function listenToProvider(): void {
  window.addEventListener(PROVIDER_CONSENT_EVENT, (event) => {
    const state = parseConsent(String((event as CustomEvent).detail));
    if (state !== "unknown") setConsent(state, false);
  });
}
