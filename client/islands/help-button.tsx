/**
 * The help button (specification section 2, "Help button"; section 4, "Help messenger flags" and
 * "Launcher"): a floating round button with the service icon and the localised label. With a
 * messenger key it loads the provider script on the first click and opens the messenger; without
 * one it is a link to the contact page.
 */
import { useReducer } from "react";
import { MESSENGER_START, clickAction, launcherShown, messengerReducer } from "../../shared/chrome/messenger.ts";
import { MESSENGER_LOADING_CLEAR_MS, MESSENGER_OPEN_DELAY_MS } from "../../shared/config/timing.ts";
import { Icon } from "../components/icon.tsx";
import { loadMessenger, openMessenger, startMessenger } from "../services/messenger.ts";

export type HelpButtonProps = {
  label: string;
  contactHref: string;
  /** The messenger's public key; null when none is configured. */
  messengerKey: string | null;
  locale: string;
};

export default function HelpButton({ label, contactHref, messengerKey, locale }: HelpButtonProps) {
  const [state, dispatch] = useReducer(messengerReducer, MESSENGER_START);
  if (!messengerKey) {
    return (
      <a className="help-button floating-button" href={contactHref}>
        <Icon name="service" />
        <span className="help-button__label">{label}</span>
      </a>
    );
  }
  const onClick = () => {
    const action = clickAction(state);
    dispatch({ type: "click" });
    if (action === "open") openMessenger();
    if (action !== "load") return;
    loadMessenger(messengerKey)
      .then(() => {
        startMessenger(locale, () => dispatch({ type: "closed" }));
        setTimeout(() => {
          dispatch({ type: "ready" });
          setTimeout(() => dispatch({ type: "loading-done" }), MESSENGER_LOADING_CLEAR_MS);
        }, MESSENGER_OPEN_DELAY_MS);
      })
      .catch(() => dispatch({ type: "script-failed" }));
  };
  if (!launcherShown(state)) return null;
  return (
    <button type="button" className="help-button floating-button" onClick={onClick} aria-busy={state.loading} data-fade={state.fade || undefined}>
      <Icon name="service" />
      <span className="help-button__label">{label}</span>
    </button>
  );
}
