/**
 * What each dialog type shows inside the shell of `client/islands/chrome/dialog-host.tsx`. Areas
 * register their content once (the customers area: login, signup, password-reset); a type
 * without registered content shows its title and the close button only.
 */
import type { ComponentType } from "react";

export interface DialogContentProps {
  /** Closes this dialog. */
  close: () => void;
  /** The id of the dialog's heading, for the content's own heading if it brings one. */
  titleId: string;
}

const registry = new Map<string, ComponentType<DialogContentProps>>();

export function registerDialogContent(type: string, component: ComponentType<DialogContentProps>): void {
  registry.set(type, component);
}

export function dialogContent(type: string): ComponentType<DialogContentProps> | undefined {
  return registry.get(type);
}
