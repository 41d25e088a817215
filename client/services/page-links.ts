/**
 * Page-wide link behaviour, one listener each for the whole document (specification section 2,
 * "Route handling" and "Footer"): a link with open setting 'ucSettings' opens the consent
 * settings second layer (`shop:open-consent-settings`, heard by the consent layer); hovered or
 * focused internal links are prefetched, at most 5 at once and never on save-data or 2G.
 */
import { type ConnectionInfo, createPrefetchQueue, prefetchAllowed } from "../../shared/chrome/prefetch.ts";
import { OPEN_CONSENT_SETTINGS_EVENT } from "../../shared/flags/consent.ts";
import { CONSENT_SETTINGS_ATTRIBUTE } from "../components/shop-link.tsx";

function prefetch(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

function prefetchTarget(target: EventTarget | null): string | undefined {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return undefined;
  if (anchor.origin !== location.origin || anchor.pathname === location.pathname) return undefined;
  return anchor.href;
}

export function startPageLinks(): void {
  document.addEventListener("click", (event) => {
    const trigger =
      event.target instanceof Element ? event.target.closest(`[${CONSENT_SETTINGS_ATTRIBUTE}="ucSettings"]`) : null;
    if (!trigger) return;
    event.preventDefault();
    window.dispatchEvent(new CustomEvent(OPEN_CONSENT_SETTINGS_EVENT));
  });

  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!prefetchAllowed(connection)) return;
  const queue = createPrefetchQueue(prefetch);
  const onIntent = (event: Event) => {
    const href = prefetchTarget(event.target);
    if (href) queue.request(href);
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
}
