/**
 * The action bar (specification section 2, "Action bar and dialogs"; section 3, "Action bar";
 * section 4, "Action bar" and "Countdown"): its text with the countdown in place of the
 * placeholder, when there is an end date. Closing stores a disabled flag per bar id with a max
 * age and adds the no-bar class to the document; an inline script in the layout adds that class
 * before the first paint on later pages, so a closed bar never flashes.
 */
import { useState } from "react";
import { ACTION_BAR_MAX_AGE_S, NO_BAR_CLASS, actionBarCookie } from "../../../shared/chrome/dismissals.ts";
import { showsCountdown, splitAtPlaceholder } from "../../../shared/chrome/countdown.ts";
import { Countdown, type CountdownLabels } from "../../components/countdown.tsx";
import { Icon } from "../../components/icon.tsx";
import { rememberDismissal } from "../../services/cookies.ts";

export type ActionBarProps = {
  id: string;
  /** HTML from the content service, rendered as the editors wrote it. */
  text: string;
  color: string;
  backgroundColor: string;
  countdownEndDate: string | null;
  /** When the server rendered the bar: the first render counts down from here, so hydration matches. */
  renderedAt: number;
  labels: CountdownLabels & { close: string };
};

export default function ActionBar(props: ActionBarProps) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const withCountdown = showsCountdown(props.text, props.countdownEndDate ?? undefined);
  const [before, after] = withCountdown ? splitAtPlaceholder(props.text) : [props.text, ""];
  const close = () => {
    rememberDismissal(actionBarCookie(props.id), ACTION_BAR_MAX_AGE_S);
    document.documentElement.classList.add(NO_BAR_CLASS);
    setClosed(true);
  };
  return (
    <aside
      className="action-bar"
      style={{ color: props.color, backgroundColor: props.backgroundColor }}
      aria-label={props.labels.region}
      data-bar-id={props.id}
    >
      <p className="action-bar__text">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the bar's text is HTML the server rendered from the CMS rich text */}
        <span dangerouslySetInnerHTML={{ __html: before }} />
        {withCountdown && props.countdownEndDate ? (
          <Countdown endDate={props.countdownEndDate} renderedAt={props.renderedAt} labels={props.labels} />
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the bar's text is HTML the server rendered from the CMS rich text */}
        {after ? <span dangerouslySetInnerHTML={{ __html: after }} /> : null}
      </p>
      <button type="button" className="icon-button action-bar__close" onClick={close} aria-label={props.labels.close}>
        <Icon name="close" size={20} />
      </button>
    </aside>
  );
}
