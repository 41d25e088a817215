/**
 * The main navigation on the server (specification section 2, "Main navigation"): the island
 * with its labels; the items, the selected one and each flyout's rows come from the navigation
 * page data it shares with the burger menu (`navigation-data.ts`, decision 072).
 */
import { Island } from "../../render/island.tsx";
import { translatorFor } from "../../render/i18n.ts";
import type { ChromeView } from "./chrome-view.ts";
import { navigationData } from "./navigation-data.ts";

export function MainNavigationBar({ view }: { view: ChromeView }) {
  const t = translatorFor(view.request.locale);
  return (
    <Island
      name="main-navigation"
      hydrate="load"
      shared={{ navigation: navigationData(view) }}
      props={{
        labels: {
          navigation: t("chrome.navigation"),
          previous: t("chrome.previous"),
          next: t("chrome.next"),
          submenu: t("chrome.submenu", { name: "{{name}}" }),
          showAll: t("chrome.showAll", { name: "{{name}}" }),
        },
      }}
    />
  );
}
