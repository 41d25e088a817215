/**
 * Wishlist entries (section 1; section 2, navigation target "wishlist"): themes and products.
 */
import { z } from "zod";

export const WISHLIST_KINDS = ["theme", "product"] as const;
export type WishlistKind = (typeof WISHLIST_KINDS)[number];

export const wishlistItemForm = z.object({
  kind: z.enum(WISHLIST_KINDS, { error: "form.choiceInvalid" }),
  itemId: z.string({ error: "form.textInvalid" }).regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, { error: "form.textInvalid" }),
});
