/**
 * The chrome's floating and top-of-page pieces (specification sections 2 and 4): the smart
 * banner, the action bar, the help button, back-to-top and the dialog host, each an island; and
 * the inline script that hides a dismissed bar or banner before the first paint, so cached
 * pages never flash them.
 */
import { NO_BAR_CLASS, SMART_BANNER_COOKIE, actionBarCookie } from "../../../shared/chrome/dismissals.ts";
import { iconAsset } from "../../render/assets.ts";
import { Island } from "../../render/island.tsx";
import { useNonce } from "../../render/nonce.tsx";
import { scriptJson } from "../../render/script-json.ts";
import { translatorFor } from "../../render/i18n.ts";
import { resolveLink } from "../../../shared/chrome/link-href.ts";
import type { ChromeView } from "./chrome-view.ts";
import { helpPanelData } from "./help-panel-data.ts";

/** The class `<html>` carries while the smart banner is dismissed. */
export const NO_SMART_BANNER_CLASS = "no-smart-banner";

/** Runs before the bar and banner paint: a dismissal cookie hides them at once. */
export function DismissalScript({ view }: { view: ChromeView }) {
  const bar = view.config.actionBar ? actionBarCookie(view.config.actionBar.id) : "";
  const checks = [
    [bar, NO_BAR_CLASS],
    [SMART_BANNER_COOKIE, NO_SMART_BANNER_CLASS],
  ].filter(([cookie]) => cookie);
  const code = `(function(l){var c="; "+document.cookie+";";l.forEach(function(x){if(c.indexOf("; "+x[0]+"=1;")>-1)document.documentElement.classList.add(x[1])})})(${scriptJson(checks)})`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, its data through scriptJson
  return <script nonce={useNonce()} dangerouslySetInnerHTML={{ __html: code }} />;
}

export function ActionBarSlot({ view }: { view: ChromeView }) {
  const bar = view.config.actionBar;
  if (!bar) return null;
  if (bar.actionBarEndDate && Date.parse(bar.actionBarEndDate) <= view.renderedAt) return null;
  const t = translatorFor(view.request.locale);
  return (
    <Island
      name="action-bar"
      hydrate="load"
      props={{
        id: bar.id,
        text: bar.text,
        color: bar.color,
        backgroundColor: bar.backgroundColor,
        countdownEndDate: bar.countdownEndDate ?? null,
        renderedAt: view.renderedAt,
        labels: {
          region: t("chrome.actionBar"),
          days: t("chrome.days"),
          hours: t("chrome.hours"),
          minutes: t("chrome.minutes"),
          seconds: t("chrome.seconds"),
          daysShort: t("chrome.daysShort"),
          hoursShort: t("chrome.hoursShort"),
          minutesShort: t("chrome.minutesShort"),
          secondsShort: t("chrome.secondsShort"),
          close: t("chrome.close"),
        },
      }}
    />
  );
}

export function SmartBannerSlot({ view }: { view: ChromeView }) {
  const banner = view.config.smartBanner;
  if (!banner || view.request.platform === "desktop") return null;
  return (
    <Island
      name="smart-banner"
      hydrate="idle"
      props={{
        ...banner,
        path: view.request.path,
        closeLabel: translatorFor(view.request.locale)("chrome.close"),
        icon: iconAsset("/images/chrome/app-icon-kartenliebe.svg"),
      }}
    />
  );
}

export function FloatingButtons({ view }: { view: ChromeView }) {
  const t = translatorFor(view.request.locale);
  // The contact page is the header's service item: its slug is the locale's own (`/kontakt`, `/contatti`).
  const contact = resolveLink(view.config.header.service.link, view.links).href;
  return (
    <>
      {/* In a landmark of their own: no content outside landmarks (axe "region"). */}
      <aside className="floating-actions" aria-label={view.config.helpLabel}>
        <Island name="back-to-top" hydrate="idle" props={{ label: t("chrome.backToTop") }} />
        <Island
          name="help-button"
          hydrate="idle"
          props={{
            label: view.config.helpLabel,
            contactHref: contact,
            messengerKey: view.messengerKey,
            locale: view.request.locale,
            panel: view.messengerKey ? undefined : helpPanelData(view, contact),
          }}
        />
      </aside>
      <Island
        name="dialog-host"
        hydrate="load"
        props={{
          titles: { login: t("chrome.login"), signup: t("chrome.signup"), "password-reset": t("chrome.passwordReset") },
          hints: { login: t("chrome.dialogLoginHint") },
          closeLabel: t("chrome.close"),
        }}
      />
    </>
  );
}
