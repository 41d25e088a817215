/**
 * The page's dialog manager (specification section 2, "Action bar and dialogs"; section 4,
 * "Dialog manager"). The rules live in `shared/chrome/dialog-manager.ts`; this service adds
 * what a browser needs: the body scroll lock and the overlay class on `<html>` while a dialog is
 * open, and a React hook for the dialog host. Focus is trapped and restored by the host
 * (`client/islands/chrome/dialog-host.tsx`). API: see docs/chrome.md, "Dialogs".
 */
import { useSyncExternalStore } from "react";
import { type DialogState, type OpenOptions, createDialogManager } from "../../shared/chrome/dialog-manager.ts";
import { lockScroll } from "./scroll-lock.ts";

/** The class `<html>` carries while a dialog is open. */
export const OVERLAY_CLASS = "has-overlay";

const manager = createDialogManager();
let unlock: (() => void) | null = null;

manager.subscribe((state) => {
  if (typeof document === "undefined") return;
  const open = state.active !== null;
  document.documentElement.classList.toggle(OVERLAY_CLASS, open);
  if (open && !unlock) unlock = lockScroll();
  if (!open && unlock) {
    unlock();
    unlock = null;
  }
});

/** Opens a dialog of a type (`login`, `signup`, `password-reset`, …). Ignored for the open type; refused while blocked unless forced. */
export function openDialog(type: string, options?: OpenOptions): boolean {
  return manager.open(type, options);
}

export function closeDialog(): void {
  manager.close();
}

const SERVER_STATE: DialogState = { active: null, blocked: false };

/** The dialog state for components; the server and the first render see no dialog. */
export function useDialogState(): DialogState {
  return useSyncExternalStore(manager.subscribe, manager.state, () => SERVER_STATE);
}
