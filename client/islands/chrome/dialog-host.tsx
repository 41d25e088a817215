/**
 * The dialog shell (specification section 2, "Action bar and dialogs"; section 4, "Dialog
 * manager"): renders the one open dialog as a modal `<dialog>` with a heading and a close button,
 * traps focus inside it and gives focus back where it was when it closes. Escape, the close button
 * and a click on the backdrop close it. Content comes from `client/services/dialog-content.ts`.
 */
import { useEffect, useRef } from "react";
import { Icon } from "../../components/icon.tsx";
import { dialogContent } from "../../services/dialog-content.ts";
import { closeDialog, useDialogState } from "../../services/dialogs.ts";
import { trapFocus } from "../../services/focus-trap.ts";

export type DialogHostProps = {
  /** Heading per dialog type, e.g. `{ "login": "Anmelden" }`. */
  titles: Record<string, string>;
  /** A line shown under the heading while a type has no registered content. */
  hints: Record<string, string>;
  closeLabel: string;
};

const TITLE_ID = "shop-dialog-title";

export default function DialogHost({ titles, hints, closeLabel }: DialogHostProps) {
  const { active } = useDialogState();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !active) return;
    if (!dialog.open) dialog.showModal();
    const release = trapFocus(dialog, dialog.querySelector<HTMLElement>("[data-autofocus]"));
    return () => {
      if (dialog.open) dialog.close();
      release();
    };
  }, [active]);

  if (!active) return null;
  const Content = dialogContent(active);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape (onCancel) is the keyboard path
    <dialog
      ref={ref}
      className="shop-dialog"
      aria-labelledby={TITLE_ID}
      data-dialog-type={active}
      onCancel={(event) => {
        event.preventDefault();
        closeDialog();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeDialog();
      }}
    >
      <div className="shop-dialog__panel">
        <header className="shop-dialog__header">
          <h2 id={TITLE_ID} className="shop-dialog__title">
            {titles[active] ?? active}
          </h2>
          <button
            type="button"
            className="icon-button"
            onClick={closeDialog}
            aria-label={closeLabel}
            data-autofocus={Content ? undefined : true}
          >
            <Icon name="close" />
          </button>
        </header>
        {Content ? (
          <Content close={closeDialog} titleId={TITLE_ID} />
        ) : hints[active] ? (
          <p className="shop-dialog__hint">{hints[active]}</p>
        ) : null}
      </div>
    </dialog>
  );
}
