/**
 * The shop footer (section 2, "Footer"): copyright line with the current year and the brand.
 * The chrome issue fills in the link box, newsletter, reviews and the box grid.
 */
import type { RequestContext } from "../../site/request-context.ts";
import { translatorFor } from "../../render/i18n.ts";

export function Footer({ request, year }: { request: RequestContext; year: number }) {
  const t = translatorFor(request.locale);
  return (
    <footer className="shop-footer" role="contentinfo">
      <p className="shop-footer__copyright">{t("footer.copyright", { year, brand: request.provided.brand })}</p>
    </footer>
  );
}
