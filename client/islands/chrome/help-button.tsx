/**
 * The help button (specification section 2, "Help button"; section 4, "Help messenger flags" and
 * "Launcher"; section 9 "Timing"): a floating round button with the service icon and the localised
 * label, driven by the launcher's flags loaded, loading, open, visible and fade. A click while
 * loading does nothing; when loaded it opens the help; otherwise what the help needs loads: with a
 * messenger key the provider's script (which opens the messenger), without one the first-party help
 * panel (hotline, opening hours, contact form, most asked questions), which opens in the page. After
 * the load: 1700 ms later loaded and open, 300 ms after that loading clears. A failed load resets
 * loaded and loading; closing sets open false and the launcher shows again. Without script the
 * button is a link to the contact page.
 */
import { type ComponentType, type MouseEvent, useCallback, useReducer, useRef, useState } from "react";
import { MESSENGER_START, clickAction, launcherShown, messengerReducer } from "../../../shared/chrome/messenger.ts";
import { MESSENGER_LOADING_CLEAR_MS, MESSENGER_OPEN_DELAY_MS } from "../../../shared/config/timing.ts";
import type { HelpPanelData } from "../../components/help-panel.tsx";
import { Icon } from "../../components/icon.tsx";

/** The messenger loader: imported on the first click that needs it, not with every page (decision 097). */
const messenger = () => import("../../services/messenger.ts");

export type HelpButtonProps = {
  label: string;
  contactHref: string;
  /** The messenger's public key; null when none is configured. */
  messengerKey: string | null;
  locale: string;
  /** What the first-party help panel shows (used without a messenger key). */
  panel?: HelpPanelData;
};

type Panel = ComponentType<{ data: HelpPanelData; onClose: () => void }>;

export default function HelpButton({ label, contactHref, messengerKey, locale, panel }: HelpButtonProps) {
  const [state, dispatch] = useReducer(messengerReducer, MESSENGER_START);
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelShown = useRef(false);

  const closePanel = useCallback(() => {
    panelShown.current = false;
    setPanelOpen(false);
    dispatch({ type: "closed" });
  }, []);

  const firstParty = !messengerKey;
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    const action = clickAction(state);
    dispatch({ type: "click" });
    if (action === "open") {
      if (firstParty) {
        panelShown.current = true;
        setPanelOpen(true);
      } else void messenger().then((m) => m.openMessenger());
    }
    if (action !== "load") return;
    const load: Promise<void> = firstParty
      ? import("../../components/help-panel.tsx").then((m) => {
          setPanel(() => m.HelpPanel);
          panelShown.current = true;
          setPanelOpen(true);
        })
      : messenger().then((m) =>
          m.loadMessenger(messengerKey).then(() => m.startMessenger(locale, () => dispatch({ type: "closed" }))),
        );
    load
      .then(() => {
        setTimeout(() => {
          dispatch({ type: "ready" });
          // Closed before the launcher settled: it shows again.
          if (firstParty && !panelShown.current) dispatch({ type: "closed" });
          setTimeout(() => dispatch({ type: "loading-done" }), MESSENGER_LOADING_CLEAR_MS);
        }, MESSENGER_OPEN_DELAY_MS);
      })
      .catch(() => dispatch({ type: "script-failed" }));
  };

  const launcher = launcherShown(state) ? (
    firstParty ? (
      <a
        className="help-button floating-button"
        href={contactHref}
        onClick={panel ? onClick : undefined}
        aria-busy={state.loading || undefined}
        aria-expanded={panel && panelOpen ? true : undefined}
        data-fade={state.fade || undefined}
        data-state={state.loading ? "loading" : state.loaded ? "loaded" : undefined}
      >
        <Icon name="service" />
        <span className="help-button__label">{label}</span>
      </a>
    ) : (
      <button
        type="button"
        className="help-button floating-button"
        onClick={onClick}
        aria-busy={state.loading}
        data-fade={state.fade || undefined}
      >
        <Icon name="service" />
        <span className="help-button__label">{label}</span>
      </button>
    )
  ) : null;
  return (
    <>
      {launcher}
      {Panel && panel && panelOpen ? <Panel data={panel} onClose={closePanel} /> : null}
    </>
  );
}
