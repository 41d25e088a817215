/**
 * Dismissal cookies in the browser (specification section 4, "Action bar" and "Smart banner").
 * Names and formats come from `shared/chrome/dismissals.ts`.
 */
import { dismissalCookie } from "../../shared/chrome/dismissals.ts";

export function rememberDismissal(name: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = dismissalCookie(name, maxAgeSeconds, location.protocol === "https:");
}
