/**
 * The footer's breadcrumb trail after home (section 2, "Footer"): what the page declares, else the
 * page's title alone. The footer renders it, the structured data repeats it as a BreadcrumbList.
 * None on the home page.
 */
import type { TextLink } from "../../../shared/content/global-config.ts";
import type { ChromeView } from "./chrome-view.ts";

export function breadcrumbTrail(view: ChromeView): TextLink[] | null {
  if (view.request.routePath === "/") return null;
  return view.page.breadcrumbs ?? [{ text: view.title, link: { url: view.request.routePath } }];
}
