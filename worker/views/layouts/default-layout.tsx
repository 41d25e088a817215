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
import { Island } from "../../render/island.tsx";
import { accountDialogTexts } from "../customers/texts.ts";

/** The page's main landmark: the skip link's target. */
export const MAIN_ELEMENT_ID = "main";

/**
 * An empty element between the top chrome and `<main>`: the first paint waits for it (decision
 * 089), so skip link, smart banner, action bar and header are painted whole. Not `<main>` itself:
 * a browser unblocks rendering when the parser has seen the element's end, and `</main>` comes
 * after the whole page content (decision 097).
 */
export const FIRST_PAINT_ELEMENT_ID = "top-chrome-end";

export function DefaultLayout({
  request,
  chrome,
  footer,
  children,
}: {
  request: RequestContext;
  chrome?: ChromeView;
  footer?: Promise<ChromeView>;
  children: ReactNode;
}) {
  const t = translatorFor(request.locale);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ELEMENT_ID}`}>
        {t("footer.skip")}
      </a>
      <IconSprite />
      <ChromeTop request={request} view={chrome} />
      <span id={FIRST_PAINT_ELEMENT_ID} hidden />
      <main id={MAIN_ELEMENT_ID} className="page">
        {children}
      </main>
      <ChromeBottom request={request} view={chrome} footer={footer} />
      <Island name="account-dialogs" hydrate="idle" props={{ texts: accountDialogTexts(request.locale) }} />
    </>
  );
}
