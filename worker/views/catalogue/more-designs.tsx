/**
 * More designs of the same occasion, under a theme page's design: a row of tiles from the
 * backend's listing (`/web-api/themes?category=…`), which the route starts with its other loads
 * and which streams in under Suspense (`Deferred`); the design on the page is left out, and a
 * failed listing leaves the row out.
 */
import type { Theme, ThemePage } from "../../../shared/bff/catalogue.ts";
import { formatPrice } from "../../../shared/pricing/format-price.ts";
import { Deferred } from "../../render/deferred.tsx";
import type { Translator } from "../../render/i18n.ts";
import type { RequestContext } from "../../site/request-context.ts";
import { DesignTile } from "./design-tile.tsx";

/** How many designs the row asks the listing for (one of the listing's page sizes, section 9). */
export const MORE_DESIGNS_PAGE_SIZE = 12;

export function MoreDesigns({
  theme,
  listing,
  request,
  t,
}: {
  theme: Theme;
  listing: Promise<ThemePage>;
  request: RequestContext;
  t: Translator;
}) {
  return (
    <Deferred data={listing} name="more-designs">
      {(page) => {
        const others = page.themes.filter((other) => other.id !== theme.id);
        if (others.length === 0) return null;
        return (
          <section className="more-designs" aria-labelledby="more-designs-title">
            <h2 id="more-designs-title">{t("catalogue.moreDesigns", { occasion: theme.categoryLabel })}</h2>
            <ul className="more-designs__row">
              {others.map((other) => (
                <DesignTile
                  key={other.id}
                  theme={other}
                  request={request}
                  name={other.design || other.name}
                  price={t("catalogue.from", {
                    price: formatPrice(other.price.priceCurrent, request.locale, page.currency),
                  })}
                />
              ))}
            </ul>
          </section>
        );
      }}
    </Deferred>
  );
}
