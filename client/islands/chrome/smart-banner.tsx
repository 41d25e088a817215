/**
 * The smart banner (specification section 3, "Countdown and smart banner"; section 4; section 7):
 * a close button, the product name, a rating text and a call to action that opens the app store
 * deep link with the current path. Visible until dismissed; dismissal sets a cookie and removes
 * the visible class (an inline script in the layout keeps it hidden on later pages).
 */
import { useState } from "react";
import { SMART_BANNER_COOKIE, SMART_BANNER_MAX_AGE_S, smartBannerHref } from "../../../shared/chrome/dismissals.ts";
import { Icon } from "../../components/icon.tsx";
import { rememberDismissal } from "../../services/cookies.ts";

export type SmartBannerProps = {
  productName: string;
  ratingText: string;
  ctaText: string;
  deepLink: string;
  /** The current path, as the server saw it. */
  path: string;
  closeLabel: string;
  icon: string;
};

export default function SmartBanner(props: SmartBannerProps) {
  const [visible, setVisible] = useState(true);
  const dismiss = () => {
    rememberDismissal(SMART_BANNER_COOKIE, SMART_BANNER_MAX_AGE_S);
    setVisible(false);
  };
  return (
    <aside className={`smart-banner${visible ? " is-visible" : ""}`} aria-label={props.productName} hidden={!visible}>
      <button type="button" className="icon-button smart-banner__close" onClick={dismiss} aria-label={props.closeLabel}>
        <Icon name="close" size={18} />
      </button>
      <img className="smart-banner__icon" src={props.icon} alt="" width={40} height={40} />
      <p className="smart-banner__text">
        <strong>{props.productName}</strong>
        <span>{props.ratingText}</span>
      </p>
      <a
        className="button button--small smart-banner__cta"
        href={smartBannerHref(props.deepLink, props.path)}
        rel="noopener"
      >
        {props.ctaText}
      </a>
    </aside>
  );
}
