/**
 * The main navigation on the server (specification section 2, "Main navigation"): the bar's
 * items without burger-only ones, the selected item, and each flyout's rows resolved to plain
 * links for the island. The wandbilder flyout's grouping follows its feature flag; its image
 * width follows the wall-art experiment (section 9).
 */
import { FLAGS, isOn, redesignFlag } from "../../../shared/flags/treatments.ts";
import { flyoutImageWidth, flyoutKind, flyoutRows } from "../../../shared/chrome/flyout.ts";
import { resolveLink } from "../../../shared/chrome/link-href.ts";
import { barItems, hasFlyout, isSelected } from "../../../shared/chrome/navigation.ts";
import type { NavigationItem } from "../../../shared/content/global-config.ts";
import type { FlyoutView } from "../../../client/components/flyout.tsx";
import MainNavigation, { type NavItemView } from "../../../client/islands/main-navigation.tsx";
import { Island } from "../../render/island.tsx";
import { translatorFor } from "../../render/i18n.ts";
import type { ChromeView } from "./chrome-view.ts";

/** The wall-art redesign experiment that narrows the wandbilder flyout images to 120px (section 9). */
export const WALLART_IMAGE_EXPERIMENT = redesignFlag(1616);

function flyoutView(item: NavigationItem, view: ChromeView): FlyoutView | null {
  if (!hasFlyout(item)) return null;
  const { links, request } = view;
  const kind = flyoutKind(item);
  const experiment = isOn(request.treatments, WALLART_IMAGE_EXPERIMENT);
  const rows = flyoutRows(item, isOn(request.treatments, FLAGS.wandbilderGroups));
  return {
    kind,
    allLabel: translatorFor(request.locale)("chrome.showAll", { name: "{{name}}" }),
    rows: rows.map((row) =>
      row.map((group) => ({
        id: group.flyoutGroupIdentifier,
        title: group.flyoutGroupTitle,
        type: group.type,
        imageWidth: flyoutImageWidth(kind, group.flyoutGroupIdentifier, experiment),
        items: group.flyoutGroupItems.map((entry) => {
          const sub = entry.subFlyoutGroups?.[0];
          return {
            title: entry.storyblokTitle,
            to: resolveLink(entry.link, links),
            image: entry.linkOnlyImage ? null : (entry.asset?.filename ?? null),
            sub: sub ? { title: sub.flyoutGroupTitle, links: sub.flyoutGroupItems.map((link) => ({ text: link.storyblokTitle, to: resolveLink(link.link, links) })) } : null,
          };
        }),
      })),
    ),
  };
}

export function MainNavigationBar({ view }: { view: ChromeView }) {
  const { config, request, links } = view;
  const t = translatorFor(request.locale);
  const items: NavItemView[] = barItems(config.navigation).map((item, index) => ({
    key: `${index}-${item.navigationType}`,
    text: item.text,
    to: resolveLink(item.link, links),
    selected: isSelected(item, request.routePath, view.activeNavigation),
    flyout: flyoutView(item, view),
  }));
  return (
    <Island
      name="main-navigation"
      component={MainNavigation}
      hydrate="load"
      props={{ items, labels: { navigation: t("chrome.navigation"), previous: t("chrome.previous"), next: t("chrome.next"), submenu: t("chrome.submenu", { name: "{{name}}" }) } }}
    />
  );
}
