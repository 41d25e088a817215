/**
 * In-place updates on product-list pages (specification section 2, "Route handling"): a change of
 * query on the same path (filter, sort, page) replaces the list region and keeps the scroll
 * position; a new path is an ordinary navigation and starts at the top. The list region is the
 * element marked `data-product-list`; its links and its GET filter form are followed in place.
 * After a swap `shop:navigated` tells islands (the flyout closes, new island markers hydrate).
 * Back and forward between list states swap again; anything that fails is a full navigation.
 */
import { scrollAfterNavigation } from "../../shared/chrome/scroll.ts";
import { NAVIGATED_EVENT, PRODUCT_LIST_ATTRIBUTE, hasListRegion } from "./list-region.ts";
import { reportFailure } from "./report.ts";

const LIST_STATE = { list: true } as const;

async function swapList(url: URL): Promise<boolean> {
  const region = document.querySelector(`[${PRODUCT_LIST_ATTRIBUTE}]`);
  if (!region) return false;
  try {
    const response = await fetch(url, { headers: { accept: "text/html" } });
    if (!response.ok) return false;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const next = page.querySelector(`[${PRODUCT_LIST_ATTRIBUTE}]`);
    if (!next) return false;
    region.replaceWith(document.importNode(next, true));
    document.title = page.title;
  } catch (error) {
    reportFailure("list-navigation-failed", error, { url: url.pathname });
    return false;
  }
  window.dispatchEvent(new CustomEvent(NAVIGATED_EVENT, { detail: { url: url.href } }));
  return true;
}

/** Follows `to` in place when the scroll rule keeps the position; otherwise leaves it to the browser. */
async function follow(to: URL, event: Event): Promise<void> {
  const behaviour = scrollAfterNavigation(location, to, { from: true, to: to.pathname === location.pathname });
  if (behaviour !== "keep") return;
  event.preventDefault();
  const y = window.scrollY;
  if (await swapList(to)) {
    history.pushState(LIST_STATE, "", to);
    window.scrollTo({ top: y });
  } else {
    location.assign(to);
  }
}

function modified(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The URL a GET form would navigate to, with the submitter's own name and value. */
function formTarget(form: HTMLFormElement, submitter: HTMLElement | null): URL {
  const to = new URL(form.action, location.href);
  const data = new FormData(form, submitter);
  const params = new URLSearchParams();
  data.forEach((value, key) => {
    if (typeof value === "string") params.append(key, value);
  });
  to.search = params.toString();
  return to;
}

export function startListNavigation(): void {
  if (!hasListRegion()) return;
  history.replaceState(LIST_STATE, "");
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || modified(event)) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (
      !(anchor instanceof HTMLAnchorElement) ||
      anchor.target ||
      anchor.hasAttribute("download") ||
      anchor.origin !== location.origin
    )
      return;
    void follow(new URL(anchor.href), event);
  });
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== "get" || form.target) return;
    if (!form.closest(`[${PRODUCT_LIST_ATTRIBUTE}]`)) return;
    void follow(formTarget(form, event.submitter), event);
  });
  window.addEventListener("popstate", (event) => {
    if (!(event.state as typeof LIST_STATE | null)?.list) return;
    void swapList(new URL(location.href)).then((ok) => ok || location.reload());
  });
}
