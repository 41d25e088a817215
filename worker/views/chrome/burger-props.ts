/**
 * The burger menu's own props (specification section 3, "Burger data"): labels, extra menu,
 * service hotline and footer links. Its items come from the navigation page data it shares with
 * the main navigation (`navigation-data.ts`, decision 072).
 */
import type { BurgerMenuProps } from "../../../client/islands/chrome/burger-menu.tsx";
import { translatorFor } from "../../render/i18n.ts";
import { resolveTextLinks } from "../links.tsx";
import type { ChromeView } from "./chrome-view.ts";

export function burgerProps(view: ChromeView): Omit<BurgerMenuProps, "navigation"> {
  const { config, links, request } = view;
  const t = translatorFor(request.locale);
  const burger = config.burger;
  return {
    labels: {
      open: t("chrome.openMenu"),
      close: t("chrome.close"),
      back: t("chrome.back"),
      menu: t("chrome.menu"),
      showAll: t("chrome.showAll", { name: "{{name}}" }),
    },
    extraMenu: resolveTextLinks(burger.extraMenu, links),
    hotline: {
      text: burger.serviceHotline.text,
      phone: burger.serviceHotline.phone,
      hours: burger.serviceHotline.hours ?? "",
    },
    serviceText: burger.serviceText,
    footer: resolveTextLinks(burger.footer, links),
  };
}
