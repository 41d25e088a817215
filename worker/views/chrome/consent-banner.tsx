/**
 * The first-party consent banner and settings layer (section 4, "Visitor consent"), drawn by the
 * server at the start of the body (decision 206): painted with the first screen, so it never
 * arrives late as the page's largest paint, and fixed, so it shifts nothing. Its script runs
 * before it is parsed: it shows the banner only while the `shop_consent` cookie holds no choice
 * (the page is the same for every visitor, it may come from the edge cache) and works its buttons
 * with no wait for the client bundle: it stores the choice, hides the banner and tells the
 * client's consent service (`shop:consent`). The settings layer opens from the banner and on the
 * footer's `shop:open-consent-settings` event. With a consent-management provider, the provider asks.
 */
import {
  CONSENT_CHOSEN_EVENT,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  CONSENT_TEXTS,
  OPEN_CONSENT_SETTINGS_EVENT,
} from "../../../shared/flags/consent.ts";
import type { VisitorPayload } from "../../../shared/flags/visitor.ts";
import { type Locale, languageOf } from "../../../shared/site/locales.ts";
import { useNonce } from "../../render/nonce.tsx";
import { scriptJson } from "../../render/script-json.ts";

const LAYER_ID = "consent-settings";

/** `data-consent-action` of a button: a choice, or the settings layer's own actions. */
type Action = "granted" | "declined" | "settings" | "save" | "close";

// Plain ES5 on purpose: it runs in the document's parser, before any module, in every browser.
const SCRIPT = `(function(d,w,o){var h=d.documentElement,m=("; "+d.cookie+";").match(new RegExp("; "+o.cookie+"=(granted|declined);"));
h.dataset.consent=m?m[1]:"unknown";
function layer(){return d.getElementById(o.layer)}
function open(){var l=layer();if(l&&!l.open){l.querySelector("input").checked=h.dataset.consent==="granted";l.showModal()}}
function choose(s){d.cookie=o.cookie+"="+s+"; Max-Age="+o.maxAge+"; Path=/; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");h.dataset.consent=s;var l=layer();if(l&&l.open)l.close();w.dispatchEvent(new CustomEvent(o.chosen,{detail:s}))}
d.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-consent-action]");if(!b)return;var a=b.getAttribute("data-consent-action");
if(a==="settings")open();else if(a==="close")layer().close();else choose(a==="save"?(layer().querySelector("input").checked?"granted":"declined"):a)});
w.addEventListener(o.open,open)})(document,window,${scriptJson({
  cookie: CONSENT_COOKIE,
  maxAge: CONSENT_MAX_AGE_S,
  layer: LAYER_ID,
  chosen: CONSENT_CHOSEN_EVENT,
  open: OPEN_CONSENT_SETTINGS_EVENT,
})})`;

function Button({ action, link, children }: { action: Action; link?: boolean; children: string }) {
  return (
    <button type="button" className={link ? "button button--link" : "button"} data-consent-action={action}>
      {children}
    </button>
  );
}

/** Nothing where the provider asks, or where the route check failed (section 2: never on an error page). */
export function ConsentBanner({ payload, locale }: { payload: VisitorPayload; locale: Locale }) {
  const nonce = useNonce();
  if (payload.tracking.consentProvider !== null || !payload.routeValid) return null;
  const texts = CONSENT_TEXTS[languageOf(locale)];
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, its data through scriptJson */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />
      <section className="consent-banner" aria-labelledby="consent-banner-title">
        <h2 id="consent-banner-title">{texts.title}</h2>
        <p>{texts.body}</p>
        <div className="consent-banner__actions">
          <Button action="granted">{texts.accept}</Button>
          <Button action="declined">{texts.decline}</Button>
          <Button action="settings" link>
            {texts.settings}
          </Button>
        </div>
      </section>
      <dialog id={LAYER_ID} className="consent-settings" aria-labelledby="consent-settings-title">
        <h2 id="consent-settings-title">{texts.settingsTitle}</h2>
        <label>
          <input type="checkbox" /> {texts.statistics}
        </label>
        <div className="consent-banner__actions">
          <Button action="save">{texts.save}</Button>
          <Button action="close" link>
            {texts.close}
          </Button>
        </div>
      </dialog>
    </>
  );
}
