/**
 * Keeps keyboard focus inside a container while it is open and gives it back to where it was
 * when it closes (STYLE habit 14; specification section 4, "Dialog manager": focus trapped and
 * restored). Used by the dialogs and the burger menu.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
}

/** Traps Tab inside `container`, focuses `initial` (or the first focusable), and returns the release. */
export function trapFocus(container: HTMLElement, initial?: HTMLElement | null): () => void {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const items = focusables(container);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener("keydown", onKeyDown, true);
  (initial ?? focusables(container)[0] ?? container).focus();
  return () => {
    document.removeEventListener("keydown", onKeyDown, true);
    if (previous?.isConnected) previous.focus();
  };
}
