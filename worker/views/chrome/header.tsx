/**
 * The shop header (section 2, "Header"): logo to home; on the desktop platform a back item
 * replaces the shop list. The chrome issue fills in shop links and info items.
 */
import type { RequestContext } from "../../site/request-context.ts";
import { translatorFor } from "../../render/i18n.ts";
import { homePath } from "../links.ts";

export function Header({ request }: { request: RequestContext }) {
  const t = translatorFor(request.locale);
  return (
    <header className="shop-header" role="banner">
      <a className="shop-header__logo" href={homePath(request)} aria-label={t("header.home")}>
        {request.provided.brand}
      </a>
      {request.platform === "desktop" ? (
        <a className="shop-header__back" href={homePath(request)}>
          {t("header.back")}
        </a>
      ) : null}
    </header>
  );
}
