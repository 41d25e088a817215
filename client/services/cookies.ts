/**
 * Dismissal cookies in the browser (specification section 4, "Action bar" and "Smart banner").
 * Names and formats come from `shared/chrome/dismissals.ts`.
 */
import { dismissalCookie, isDismissed } from "../../shared/chrome/dismissals.ts";

export function rememberDismissal(name: string, maxAgeSeconds: number): void {
  document.cookie = dismissalCookie(name, maxAgeSeconds, location.protocol === "https:");
}

export function wasDismissed(name: string): boolean {
  return isDismissed(document.cookie, name);
}
