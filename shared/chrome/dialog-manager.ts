/**
 * The dialog manager's rules (specification section 2, "Action bar and dialogs"; section 4,
 * "Dialog manager"): one active dialog at a time; opening the same type again is ignored; opening
 * is blocked while the block flag is set unless forced; opening a new dialog while another is open
 * calls the close hook with the previous and the next type. The browser service
 * `client/services/dialogs.ts` adds scroll lock, overlay class and focus handling on top.
 */

export interface DialogState {
  /** The open dialog's type, or null. */
  active: string | null;
  blocked: boolean;
}

export type CloseHook = (previous: string, next: string | null) => void;
export type ChangeListener = (state: DialogState) => void;

export interface OpenOptions {
  /** Opens even while the block flag is set. */
  force?: boolean;
}

export interface DialogManager {
  /** Opens a dialog; returns whether it opened (false when ignored or blocked). */
  open(type: string, options?: OpenOptions): boolean;
  /** Closes the open dialog, if any. */
  close(): void;
  setBlocked(blocked: boolean): void;
  state(): DialogState;
  onClose(hook: CloseHook): () => void;
  subscribe(listener: ChangeListener): () => void;
}

export function createDialogManager(): DialogManager {
  let state: DialogState = { active: null, blocked: false };
  const closeHooks = new Set<CloseHook>();
  const listeners = new Set<ChangeListener>();

  const set = (next: DialogState) => {
    state = next;
    listeners.forEach((listener) => listener(state));
  };

  return {
    open(type, options = {}) {
      if (state.active === type) return false;
      if (state.blocked && !options.force) return false;
      if (state.active !== null) {
        const previous = state.active;
        closeHooks.forEach((hook) => hook(previous, type));
      }
      set({ ...state, active: type });
      return true;
    },
    close() {
      if (state.active === null) return;
      const previous = state.active;
      closeHooks.forEach((hook) => hook(previous, null));
      set({ ...state, active: null });
    },
    setBlocked(blocked) {
      if (state.blocked !== blocked) set({ ...state, blocked });
    },
    state: () => state,
    onClose(hook) {
      closeHooks.add(hook);
      return () => closeHooks.delete(hook);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
