/**
 * In-place updates on product-list pages (specification section 2, "Route handling"): a change of
 * query on the same path (filter, page) replaces the list region and keeps the scroll position;
 * a new path is an ordinary navigation and starts at the top. The list region is the element
 * marked `data-product-list`; after a swap `shop:navigated` tells islands (the flyout closes,
 * new island markers hydrate).
 */
import { scrollAfterNavigation } from "../../shared/chrome/scroll.ts";

export const PRODUCT_LIST_ATTRIBUTE = "data-product-list";
export const NAVIGATED_EVENT = "shop:navigated";

async function swapList(url: URL): Promise<boolean> {
  const region = document.querySelector(`[${PRODUCT_LIST_ATTRIBUTE}]`);
  if (!region) return false;
  const response = await fetch(url, { headers: { accept: "text/html" } });
  if (!response.ok) return false;
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const next = page.querySelector(`[${PRODUCT_LIST_ATTRIBUTE}]`);
  if (!next) return false;
  region.replaceWith(document.importNode(next, true));
  document.title = page.title;
  window.dispatchEvent(new CustomEvent(NAVIGATED_EVENT, { detail: { url: url.href } }));
  return true;
}

export function startListNavigation(): void {
  if (!document.querySelector(`[${PRODUCT_LIST_ATTRIBUTE}]`)) return;
  document.addEventListener("click", async (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.origin !== location.origin) return;
    const to = new URL(anchor.href);
    const behaviour = scrollAfterNavigation(location, to, { from: true, to: to.pathname === location.pathname });
    if (behaviour !== "keep") return;
    event.preventDefault();
    const y = window.scrollY;
    if (await swapList(to)) {
      history.pushState({ list: true }, "", to);
      window.scrollTo({ top: y });
    } else {
      location.assign(to);
    }
  });
  window.addEventListener("popstate", () => {
    void swapList(new URL(location.href)).then((ok) => ok || location.reload());
  });
}
