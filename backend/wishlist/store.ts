/**
 * Wishlist entries: kept per customer, and per visitor before log-in under a
 * visitor id in an HttpOnly cookie; merged into the customer's list at log-in and sign-up.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { WishlistKind } from "../../shared/forms/wishlist.ts";
import { newToken } from "../customers/tokens.ts";

export const VISITOR_COOKIE = "shop_visitor";
const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;
const VISITOR_MAX_AGE = 60 * 60 * 24 * 180;
/** A list holds at most this many entries. */
export const MAX_WISHLIST_ITEMS = 200;

export interface WishlistItem {
  kind: WishlistKind;
  itemId: string;
  addedAt: number;
}

const cookieOptions = { path: "/", httpOnly: true, secure: true, sameSite: "Lax" } as const;

function visitorIdOf(c: Context): string | undefined {
  const value = getCookie(c, VISITOR_COOKIE);
  return value && VISITOR_ID.test(value) ? value : undefined;
}

/** The owner key of a list: the customer's, or the visitor's (created when `create` is set). */
export function ownerOf(c: Context, customerId: number | undefined, create: boolean): string | undefined {
  if (customerId !== undefined) return `c:${customerId}`;
  let visitor = visitorIdOf(c);
  if (!visitor && create) {
    visitor = newToken();
    setCookie(c, VISITOR_COOKIE, visitor, { ...cookieOptions, maxAge: VISITOR_MAX_AGE });
  }
  return visitor ? `v:${visitor}` : undefined;
}

export async function listItems(db: D1Database, owner: string | undefined): Promise<WishlistItem[]> {
  if (!owner) return [];
  const { results } = await db
    .prepare("SELECT kind, item_id, added_at FROM wishlist_items WHERE owner = ? ORDER BY added_at DESC, item_id")
    .bind(owner)
    .all<{ kind: WishlistKind; item_id: string; added_at: number }>();
  return results.map((row) => ({ kind: row.kind, itemId: row.item_id, addedAt: row.added_at }));
}

/**
 * False when the list is full; adding an entry twice keeps one. The count and the insert are one
 * statement, so parallel adds cannot pass the cap (D1 runs statements one after another).
 */
export async function addItem(db: D1Database, owner: string, kind: WishlistKind, itemId: string): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `INSERT INTO wishlist_items (owner, kind, item_id, added_at)
       SELECT ?1, ?2, ?3, ?4 WHERE (SELECT COUNT(*) FROM wishlist_items WHERE owner = ?1) < ?5
       ON CONFLICT DO NOTHING`,
    )
    .bind(owner, kind, itemId, Date.now(), MAX_WISHLIST_ITEMS)
    .run();
  if (meta.changes > 0) return true;
  // Nothing inserted: the entry was there already (fine) or the list is full.
  const present = await db
    .prepare("SELECT 1 AS ok FROM wishlist_items WHERE owner = ? AND kind = ? AND item_id = ?")
    .bind(owner, kind, itemId)
    .first();
  return present !== null;
}

export async function removeItem(db: D1Database, owner: string, kind: WishlistKind, itemId: string): Promise<void> {
  await db
    .prepare("DELETE FROM wishlist_items WHERE owner = ? AND kind = ? AND item_id = ?")
    .bind(owner, kind, itemId)
    .run();
}

/** Moves the visitor's entries to the customer (duplicates kept once) and forgets the visitor id. */
export async function mergeVisitorWishlist(c: Context, db: D1Database, customerId: number): Promise<void> {
  const visitor = visitorIdOf(c);
  if (!visitor) return;
  await db.batch([
    db
      .prepare(
        // The merged list keeps the cap too: only as many of the visitor's newest entries as fit.
        `INSERT INTO wishlist_items (owner, kind, item_id, added_at)
         SELECT ?1, kind, item_id, added_at FROM wishlist_items WHERE owner = ?2
         ORDER BY added_at DESC LIMIT max(0, ?3 - (SELECT COUNT(*) FROM wishlist_items WHERE owner = ?1))
         ON CONFLICT DO NOTHING`,
      )
      .bind(`c:${customerId}`, `v:${visitor}`, MAX_WISHLIST_ITEMS),
    db.prepare("DELETE FROM wishlist_items WHERE owner = ?").bind(`v:${visitor}`),
  ]);
  deleteCookie(c, VISITOR_COOKIE, cookieOptions);
}
