import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { GOOD_PASSWORD, freshEmail, visitor } from "../test/visitor.ts";

// Each password hash costs CPU by design (docs/decisions/040) and waits its turn; on a busy machine a
// test with several of them needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe("wishlist (kartenliebe: wishlistAvailable on)", () => {
  it("holds the cap of 200 entries under 40 parallel adds", async () => {
    const v = visitor();
    expect((await v.call("POST", "/customer/wishlist", { kind: "theme", itemId: "1" })).status).toBe(201);
    const owner = `v:${v.jar.get("shop_visitor")}`;
    await env.DB.batch(
      Array.from({ length: 179 }, (_, i) =>
        env.DB.prepare("INSERT INTO wishlist_items (owner, kind, item_id, added_at) VALUES (?, 'theme', ?, ?)").bind(
          owner,
          String(1000 + i),
          Date.now(),
        ),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        v.call("POST", "/customer/wishlist", { kind: "product", itemId: `produkt-${i}` }),
      ),
    );
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM wishlist_items WHERE owner = ?")
      .bind(owner)
      .first<{ n: number }>();
    expect(count?.n).toBe(200);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(20);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(20);
    // Adding an entry the full list already has is still fine.
    expect((await v.call("POST", "/customer/wishlist", { kind: "theme", itemId: "1" })).status).toBe(201);
  });

  it("adds and removes themes and products for a visitor before log-in", async () => {
    const v = visitor();
    expect(await (await v.call("GET", "/customer/wishlist")).json()).toEqual({ items: [] });
    expect((await v.call("POST", "/customer/wishlist", { kind: "theme", itemId: "1234" })).status).toBe(201);
    await v.call("POST", "/customer/wishlist", { kind: "product", itemId: "fotokalender-a4" });
    await v.call("POST", "/customer/wishlist", { kind: "theme", itemId: "1234" });
    const list = await (await v.call("GET", "/customer/wishlist")).json<{
      items: Array<{ kind: string; itemId: string }>;
    }>();
    expect(list.items.map((i) => `${i.kind}:${i.itemId}`).sort()).toEqual(["product:fotokalender-a4", "theme:1234"]);
    const after = await (await v.call("DELETE", "/customer/wishlist/theme/1234")).json<{ items: unknown[] }>();
    expect(after.items).toHaveLength(1);
  });

  it("merges the visitor's entries into the customer's list at log-in", async () => {
    const email = freshEmail("wish");
    const first = visitor();
    await first.call("POST", "/customer/signup", { email, password: GOOD_PASSWORD, firstName: "W", lastName: "L" });
    await first.call("POST", "/customer/wishlist", { kind: "theme", itemId: "1" });
    const later = visitor();
    await later.call("POST", "/customer/wishlist", { kind: "theme", itemId: "2" });
    await later.call("POST", "/customer/wishlist", { kind: "theme", itemId: "1" });
    expect((await later.call("POST", "/customer/login", { email, password: GOOD_PASSWORD })).status).toBe(200);
    const list = await (await later.call("GET", "/customer/wishlist")).json<{ items: Array<{ itemId: string }> }>();
    expect(list.items.map((i) => i.itemId).sort()).toEqual(["1", "2"]);
    expect(later.jar.has("shop_visitor")).toBe(false);
    await later.call("POST", "/customer/logout");
    expect(await (await later.call("GET", "/customer/wishlist")).json()).toEqual({ items: [] });
  });

  it("refuses an unknown kind and a malformed id (400)", async () => {
    const v = visitor();
    expect((await v.call("POST", "/customer/wishlist", { kind: "order", itemId: "1" })).status).toBe(400);
    expect((await v.call("POST", "/customer/wishlist", { kind: "theme", itemId: "../../etc" })).status).toBe(400);
    expect((await v.call("DELETE", "/customer/wishlist/order/1")).status).toBe(400);
  });
});

describe("wishlist where the channel's flag is off (wall art)", () => {
  it("does not exist: 404 for every call", async () => {
    const v = visitor({ site: "wallart-de", locale: "de-DE" });
    expect((await v.call("GET", "/customer/wishlist")).status).toBe(404);
    expect((await v.call("POST", "/customer/wishlist", { kind: "theme", itemId: "1" })).status).toBe(404);
    expect((await v.call("DELETE", "/customer/wishlist/theme/1")).status).toBe(404);
  });
});
