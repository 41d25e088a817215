/**
 * The content of the log-in, sign-up and password-reset dialogs (section 2, "Header": the account
 * item opens the log-in dialog; section 4, "Customer"): registers the customers' forms with the
 * dialog manager once, in an effect, and renders nothing itself. Rendered once per page by the
 * default layout, which hands over the translated texts. The forms (and the validation library
 * they bring) load when a dialog first opens, not with every page.
 */
import { Suspense, lazy, useEffect } from "react";
import type { AccountView } from "../../customers/account-forms.tsx";
import type { Texts } from "../../customers/texts.ts";
import { type DialogContentProps, registerDialogContent } from "../../services/dialog-content.ts";
import { openDialog } from "../../services/dialogs.ts";

const AccountForms = lazy(() => import("../../customers/account-forms.tsx").then((m) => ({ default: m.AccountForms })));

export interface AccountDialogsProps {
  texts: Texts;
}

const DIALOG_VIEWS: Array<[string, AccountView]> = [
  ["login", "login"],
  ["signup", "signup"],
  ["password-reset", "reset"],
];

/** Switching the form inside a dialog opens that form's dialog type, so the title follows its tab. */
const DIALOG_TYPE: Record<AccountView, string> = { login: "login", signup: "signup", reset: "password-reset" };

export default function AccountDialogs({ texts }: AccountDialogsProps) {
  useEffect(() => {
    for (const [type, initial] of DIALOG_VIEWS) {
      registerDialogContent(type, ({ close }: DialogContentProps) => (
        <Suspense fallback={null}>
          <AccountForms
            texts={texts}
            initial={initial}
            onDone={close}
            onSwitch={(view) => openDialog(DIALOG_TYPE[view])}
          />
        </Suspense>
      ));
    }
  }, [texts]);
  return null;
}
