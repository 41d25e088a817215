/**
 * The customer-service messenger loader (specification section 7: "loaded from a third-party host
 * with a public key from runtime config, as an async script with a fixed element id"; section 4,
 * "Help messenger flags"). The provider is Zendesk messaging, whose API namespace is the default
 * messenger action 'messenger' of section 9. Only loaded when a key is configured.
 */
import { DEFAULT_MESSENGER_ACTION as MESSENGER_DEFAULT_ACTION } from "../../shared/config/timing.ts";

export const MESSENGER_SCRIPT_ID = "ze-snippet";
export const MESSENGER_SCRIPT_URL = "https://static.zdassets.com/ekr/snippet.js";

type MessengerApi = (namespace: string, action: string, ...args: unknown[]) => void;

function api(): MessengerApi | undefined {
  return (window as Window & { zE?: MessengerApi }).zE;
}

/** Injects the provider script once; resolves when it has loaded, rejects when it fails. */
export function loadMessenger(key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.getElementById(MESSENGER_SCRIPT_ID)) return resolve();
    const script = document.createElement("script");
    script.id = MESSENGER_SCRIPT_ID;
    script.async = true;
    script.src = `${MESSENGER_SCRIPT_URL}?key=${encodeURIComponent(key)}`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("messenger script failed"));
    document.head.appendChild(script);
  });
}

/** After load: the locale, a close handler, and open (section 4). */
export function startMessenger(locale: string, onClose: () => void): void {
  const zE = api();
  if (!zE) throw new Error("messenger api missing");
  zE(`${MESSENGER_DEFAULT_ACTION}:set`, "locale", locale);
  zE(`${MESSENGER_DEFAULT_ACTION}:on`, "close", onClose);
  zE(MESSENGER_DEFAULT_ACTION, "open");
}

export function openMessenger(): void {
  api()?.(MESSENGER_DEFAULT_ACTION, "open");
}
