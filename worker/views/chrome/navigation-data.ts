/**
 * The navigation page data (specification section 2, "Main navigation" and "Burger menu"): every
 * navigation item resolved to plain links once, sent to the page once, and read by both the main
 * navigation and the burger menu (decision 072). The flyouts' rows follow the wandbilder feature
 * flag; the wall-art flyout's image width follows its flag (section 9: 150, 120 in the experiment).
 */
import { CHROME_FLAGS, FLAGS } from "../../../shared/flags/treatments.ts";
import { flyoutGroupsOf, flyoutImageWidth, flyoutKind, flyoutLayout } from "../../../shared/chrome/flyout.ts";
import { resolveLink } from "../../../shared/chrome/link-href.ts";
import { hasFlyout, isSelected } from "../../../shared/chrome/navigation.ts";
import { NAVIGATION_DATA_ID } from "../../../shared/site/islands.ts";
import type { FlyoutGroup, NavigationItem } from "../../../shared/content/global-config.ts";
import type {
  NavigationEntryView,
  NavigationGroupView,
  NavigationView,
} from "../../../client/components/navigation-view.ts";
import type { PageData } from "../../render/island.tsx";
import type { ChromeView } from "./chrome-view.ts";

function groupView(group: FlyoutGroup, view: ChromeView): NavigationGroupView {
  return {
    id: group.flyoutGroupIdentifier,
    title: group.flyoutGroupTitle,
    items: group.flyoutGroupItems.map((entry) => {
      const sub = entry.subFlyoutGroups?.[0];
      return {
        title: entry.storyblokTitle,
        to: resolveLink(entry.link, view.links),
        image: entry.linkOnlyImage ? null : (entry.asset?.filename ?? null),
        sub: sub
          ? {
              title: sub.flyoutGroupTitle,
              links: sub.flyoutGroupItems.map((link) => ({
                text: link.storyblokTitle,
                to: resolveLink(link.link, view.links),
              })),
            }
          : null,
      };
    }),
  };
}

function entryView(item: NavigationItem, index: number, view: ChromeView): NavigationEntryView {
  const { request } = view;
  const kind = flyoutKind(item);
  // Read only for the wall-art flyout: no other page part depends on it.
  const experiment =
    kind === "wandbilder" && hasFlyout(item) && request.treatments.on(CHROME_FLAGS.wallartFlyoutImageWidth);
  const rows = hasFlyout(item) ? flyoutLayout(item, request.treatments.on(FLAGS.wandbilderGroups)) : null;
  return {
    key: `${index}-${item.navigationType}`,
    text: item.text,
    to: resolveLink(item.link, view.links),
    selected: isSelected(item, request.routePath, view.activeNavigation),
    inBar: !item.isOnlyInBurgerNavigation,
    groups: flyoutGroupsOf(item).map((group) => groupView(group, view)),
    flyout: rows
      ? {
          kind,
          rows: rows.map((row) =>
            row.map((group) => ({
              id: group.identifier,
              title: group.title,
              type: group.type,
              imageWidth: flyoutImageWidth(kind, group.identifier, experiment),
              sources: group.sources,
            })),
          ),
        }
      : null,
  };
}

/** The page's navigation data, built once per page view however many islands read it. */
export function navigationData(view: ChromeView): PageData<NavigationView> {
  view.built.navigation ??= {
    id: NAVIGATION_DATA_ID,
    data: { items: view.config.navigation.map((item, index) => entryView(item, index, view)) },
  };
  return view.built.navigation;
}
