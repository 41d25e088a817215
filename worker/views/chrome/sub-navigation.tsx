/**
 * The sub-navigation (specification section 2, "Sub-navigation"): tiles and category separators
 * from the active navigation type's flyout groups, the active tile marked, hidden on the three
 * feed pages. Plain server HTML: a row that scrolls sideways on small screens. From 1000px up it
 * shows only where the flyout does not (sub-navigation-only items, `alwaysShowSubNavi`).
 */
import { resolveLink } from "../../../shared/chrome/link-href.ts";
import { TILE_SIZES, isSelected, subNavigation } from "../../../shared/chrome/navigation.ts";
import { ShopImage } from "../../../client/components/shop-image.tsx";
import { ShopLink } from "../../../client/components/shop-link.tsx";
import { translatorFor } from "../../render/i18n.ts";
import type { ChromeView } from "./chrome-view.ts";

export function SubNavigation({ view }: { view: ChromeView }) {
  const { config, request, links } = view;
  const entries = subNavigation(config.navigation, request.routePath, view.activeNavigation);
  if (entries.length === 0) return null;
  const item = config.navigation.find((candidate) => isSelected(candidate, request.routePath, view.activeNavigation));
  const always = Boolean(item && (item.subNaviOnly || item.alwaysShowSubNavi));
  const t = translatorFor(request.locale);
  return (
    <nav className="sub-nav" aria-label={t("chrome.subNavigation")} data-always={always || undefined}>
      <ul className="sub-nav__list">
        {entries.map((entry, index) =>
          entry.kind === "separator" ? (
            <li key={`sep-${index}`} className="sub-nav__separator">
              {entry.title}
            </li>
          ) : (
            <li key={`${entry.url}-${index}`} className={`sub-nav__tile sub-nav__tile--${entry.tileType}`}>
              <ShopLink to={resolveLink({ url: entry.url }, links)} aria-current={entry.active ? "page" : undefined}>
                {entry.image ? (
                  <ShopImage
                    src={entry.image}
                    alt=""
                    width={TILE_SIZES[entry.tileType].width}
                    height={TILE_SIZES[entry.tileType].height}
                    loading={index < 6 ? "eager" : "lazy"}
                  />
                ) : null}
                <span>{entry.title}</span>
              </ShopLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
