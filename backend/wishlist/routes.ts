/**
 * The wishlist calls, only where the channel's `wishlistAvailable` flag is on
 * (section 3, "Channel feature flags"); elsewhere 404.
 * GET /customer/wishlist, POST /customer/wishlist {kind, itemId},
 * DELETE /customer/wishlist/{kind}/{itemId}. Each answers with the whole list: `{ items }`.
 */
import { Hono } from "hono";
import { wishlistItemForm } from "../../shared/forms/wishlist.ts";
import { CHANNEL_FLAGS } from "../../shared/site/sites.ts";
import type { BackendAppEnv } from "../env.ts";
import { failure, invalidForm } from "../customers/answers.ts";
import { readForm } from "../customers/read-form.ts";
import { currentCustomer } from "../customers/sessions.ts";
import { shopOf } from "../customers/shop.ts";
import { addItem, listItems, ownerOf, removeItem } from "./store.ts";

export const wishlistRoutes = new Hono<BackendAppEnv>()
  .use("/customer/wishlist/*", async (c, next) => {
    if (!CHANNEL_FLAGS[shopOf(c).site.channel].wishlistAvailable) return failure(c, 404, "wishlist.unavailable");
    await next();
  })
  .use("/customer/wishlist", async (c, next) => {
    if (!CHANNEL_FLAGS[shopOf(c).site.channel].wishlistAvailable) return failure(c, 404, "wishlist.unavailable");
    await next();
  })
  .get("/customer/wishlist", async (c) => {
    const customer = await currentCustomer(c, c.env.DB);
    return c.json({ items: await listItems(c.env.DB, ownerOf(c, customer?.id, false)) });
  })
  .post("/customer/wishlist", async (c) => {
    const form = await readForm(c, wishlistItemForm);
    if (!form.ok) return form.response;
    const db = c.env.DB;
    const customer = await currentCustomer(c, db);
    const owner = ownerOf(c, customer?.id, true) as string;
    if (!(await addItem(db, owner, form.data.kind, form.data.itemId))) return failure(c, 409, "wishlist.full");
    return c.json({ items: await listItems(db, owner) }, 201);
  })
  .delete("/customer/wishlist/:kind/:itemId", async (c) => {
    const parsed = wishlistItemForm.safeParse({ kind: c.req.param("kind"), itemId: c.req.param("itemId") });
    if (!parsed.success) return invalidForm(c, parsed.error);
    const db = c.env.DB;
    const customer = await currentCustomer(c, db);
    const owner = ownerOf(c, customer?.id, false);
    if (owner) await removeItem(db, owner, parsed.data.kind, parsed.data.itemId);
    return c.json({ items: await listItems(db, owner) });
  });
