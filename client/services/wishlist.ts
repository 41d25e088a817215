/**
 * The visitor's wishlist in the browser (section 3, `wishlistAvailable`): the
 * list is loaded once per page by the first save button that needs it, failures swallowed like
 * the customer data of section 4, so the pages themselves stay the same for everyone and
 * cacheable. Adding and removing go through the same-origin proxy with its CSRF proof
 * (`bff.ts`); the backend answers with the whole list, which replaces the one held here.
 */
import { useSyncExternalStore } from "react";
import type { WishlistKind } from "../../shared/forms/wishlist.ts";
import { type BffErrorData, bffTry } from "./bff.ts";
import { SHOP_EVENTS } from "../../shared/flags/shop-events.ts";
import { trackEvent } from "./events.ts";

interface WishlistEntry {
  kind: WishlistKind;
  itemId: string;
}

type WishlistAnswer = { items?: WishlistEntry[] } & BffErrorData;

let saved: ReadonlySet<string> = new Set();
let initialLoad: Promise<void> | undefined;
const listeners = new Set<() => void>();

const keyOf = (kind: WishlistKind, itemId: string) => `${kind}:${itemId}`;

function apply(items: WishlistEntry[] | undefined): void {
  if (!Array.isArray(items)) return;
  saved = new Set(items.map((item) => keyOf(item.kind, item.itemId)));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the visitor's (or customer's) list once; a failed load leaves every item unsaved. */
export function loadWishlistOnce(): Promise<void> {
  // A failed load is reported by bffTry; the buttons then show "not saved".
  initialLoad ??= bffTry<WishlistAnswer>("GET", "/customer/wishlist").then((res) => {
    if (res?.ok) apply(res.data.items);
  });
  return initialLoad;
}

/** Saves or removes one item; answers the server's message when it refused. */
export async function setSaved(
  kind: WishlistKind,
  itemId: string,
  save: boolean,
): Promise<{ ok: boolean; message?: string }> {
  const res = save
    ? await bffTry<WishlistAnswer>("POST", "/customer/wishlist", { kind, itemId })
    : await bffTry<WishlistAnswer>("DELETE", `/customer/wishlist/${kind}/${encodeURIComponent(itemId)}`);
  if (!res) return { ok: false };
  if (res.ok) apply(res.data.items);
  if (res.ok && save) trackEvent(SHOP_EVENTS.wishlistSave, undefined, { kind, itemId: itemId.slice(0, 200) });
  return { ok: res.ok, message: res.data.message?.text };
}

/** Whether the item is on the list; the server (and the first client render) say no. */
export function useSaved(kind: WishlistKind, itemId: string): boolean {
  const key = keyOf(kind, itemId);
  return useSyncExternalStore(
    subscribe,
    () => saved.has(key),
    () => false,
  );
}
