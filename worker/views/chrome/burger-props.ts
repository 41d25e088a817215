/**
 * The burger menu's props (specification section 3, "Burger data"): the main navigation items
 * with their flyout groups as second and third levels, resolved to plain links for the island.
 */
import { isSelected } from "../../../shared/chrome/navigation.ts";
import { resolveLink } from "../../../shared/chrome/link-href.ts";
import type { BurgerMenuProps } from "../../../client/islands/burger-menu.tsx";
import { translatorFor } from "../../render/i18n.ts";
import { resolveTextLinks } from "../link.tsx";
import type { ChromeView } from "./chrome-view.ts";

export function burgerProps(view: ChromeView): BurgerMenuProps {
  const { config, links, request } = view;
  const t = translatorFor(request.locale);
  const burger = config.burger;
  return {
    labels: { open: t("chrome.openMenu"), close: t("chrome.close"), back: t("chrome.back"), menu: t("chrome.menu"), showAll: t("chrome.showAll", { name: "{{name}}" }) },
    items: burger.mainNavigationItems.map((item, index) => ({
      key: `${index}-${item.navigationType}`,
      text: item.text,
      to: resolveLink(item.link, links),
      selected: isSelected(item, request.routePath, view.activeNavigation),
      groups: item.flyoutGroups
        .filter((group) => group.flyoutGroupItems.length > 0)
        .map((group) => ({
          key: group.flyoutGroupIdentifier,
          title: group.flyoutGroupTitle,
          links: group.flyoutGroupItems.map((entry) => ({ text: entry.storyblokTitle, to: resolveLink(entry.link, links) })),
        })),
    })),
    extraMenu: resolveTextLinks(burger.extraMenu, links),
    hotline: { text: burger.serviceHotline.text, phone: burger.serviceHotline.phone, hours: burger.serviceHotline.hours ?? "" },
    serviceText: burger.serviceText,
    footer: resolveTextLinks(burger.footer, links),
  };
}
