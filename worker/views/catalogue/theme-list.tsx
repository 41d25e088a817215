/**
 * Card listing (section 3, "Card filters"; section 9, page sizes 12 and 48; sort by popularity or
 * created): a GET form of filters and a page of themes with previous and next links. The section is
 * the product-list region the client updates in place on a change of query (section 2).
 */
import type { ThemePage } from "../../../shared/bff/catalogue.ts";
import { CARD_FILTERS, SORT_OPTIONS } from "../../../shared/catalogue/enumerations.ts";
import { CARD_FILTER_PAGE_SIZES } from "../../../shared/config/catalogue.ts";
import { formatPrice } from "../../../shared/pricing/format-price.ts";
import { translatorFor } from "../../render/i18n.ts";
import type { RequestContext } from "../../site/request-context.ts";
import { pathFor } from "../links.tsx";
import { DesignTile } from "./design-tile.tsx";

/** The listing's query keys, in the order the form sends them. */
export const LISTING_KEYS = [...CARD_FILTERS, "sort", "pageSize", "page"] as const;
/** How much of each listing parameter is read (and so kept apart in the edge cache's key). */
export const LISTING_VALUE_MAX = 64;

function pageHref(base: string, query: Record<string, string>, page: number): string {
  const params = new URLSearchParams({ ...query, page: String(page) });
  return `${base}?${params.toString()}#cards`;
}

export function ThemeList({
  request,
  listing,
  query,
  labels,
}: {
  request: RequestContext;
  listing: ThemePage;
  query: Record<string, string>;
  labels: Record<string, string>;
}) {
  const t = translatorFor(request.locale);
  const base = pathFor(request, "/products");
  const pages = Math.max(1, Math.ceil(listing.total / listing.pageSize));
  const { page: _page, ...kept } = query;
  return (
    <section id="cards" className="theme-list" aria-labelledby="cards-title" data-product-list="">
      <h2 id="cards-title">{t("catalogue.cards")}</h2>
      <form className="theme-list__filters" method="get" action={`${base}#cards`}>
        {CARD_FILTERS.map((filter) => (
          <label key={filter}>
            <span>{labels[filter] ?? filter}</span>
            <select name={filter} defaultValue={query[filter] ?? ""}>
              <option value="">{t("catalogue.all")}</option>
              {listing.filters[filter]?.map((v) => (
                <option key={v.value} value={v.value}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label>
          <span>{t("catalogue.sort")}</span>
          <select name="sort" defaultValue={listing.sort}>
            {SORT_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {labels[`sort.${s}`] ?? s}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t("catalogue.pageSize")}</span>
          <select name="pageSize" defaultValue={String(listing.pageSize)}>
            {CARD_FILTER_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t("catalogue.filter")}
        </button>
      </form>
      {listing.themes.length === 0 ? (
        <p role="status">{t("catalogue.noCards")}</p>
      ) : (
        <ul className="theme-list__items">
          {listing.themes.map((theme) => (
            <DesignTile
              key={theme.id}
              theme={theme}
              request={request}
              name={theme.name}
              occasion={theme.categoryLabel}
              price={t("catalogue.perCard", {
                price: formatPrice(theme.price.priceCurrent, request.locale, listing.currency),
              })}
            />
          ))}
        </ul>
      )}
      <nav className="theme-list__pages" aria-label={t("catalogue.pageOf", { page: listing.page, pages })}>
        {listing.page > 1 ? <a href={pageHref(base, kept, listing.page - 1)}>{t("catalogue.previous")}</a> : null}
        <span>{t("catalogue.pageOf", { page: listing.page, pages })}</span>
        {listing.page < pages ? <a href={pageHref(base, kept, listing.page + 1)}>{t("catalogue.next")}</a> : null}
      </nav>
    </section>
  );
}
