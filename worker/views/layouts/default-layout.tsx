/**
 * The default layout (section 2, "Layouts"): the chrome before and after the page, the icon
 * sprite once for `<use href="#icon-…">`. On the desktop platform the main navigation and the
 * footer are hidden (section 6); `worker/views/chrome/chrome-layout.tsx` decides that. The
 * customers' log-in, sign-up and password-reset forms are registered as dialog content once.
 */
import type { ReactNode } from "react";
import type { RequestContext } from "../../site/request-context.ts";
import { translatorFor } from "../../render/i18n.ts";
import { ChromeBottom, ChromeTop } from "../chrome/chrome-layout.tsx";
import type { ChromeView } from "../chrome/chrome-view.ts";
import { IconSprite } from "../icons/icon-sprite.tsx";
import AccountDialogs from "../../../client/islands/account-dialogs.tsx";
import { Island } from "../../render/island.tsx";
import { accountDialogTexts } from "../customers/texts.ts";

/** The page's main landmark: the skip link's target, and the element the first paint waits for. */
export const MAIN_ELEMENT_ID = "main";

export function DefaultLayout({ request, chrome, footer, children }: { request: RequestContext; chrome?: ChromeView; footer?: Promise<ChromeView>; children: ReactNode }) {
  const t = translatorFor(request.locale);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ELEMENT_ID}`}>
        {t("footer.skip")}
      </a>
      <IconSprite />
      <ChromeTop request={request} view={chrome} />
      <main id={MAIN_ELEMENT_ID} className="page">
        {children}
      </main>
      <ChromeBottom request={request} view={chrome} footer={footer} />
      <Island name="account-dialogs" component={AccountDialogs} hydrate="load" props={{ texts: accountDialogTexts(request.locale) }} />
    </>
  );
}
