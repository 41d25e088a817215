import { describe, expect, it } from "vitest";
import { get, islandPropsOf } from "./shop.ts";

/** The save button's server HTML: the button inside its island marker. */
function saveButtonOf(html: string): string | undefined {
  return /<shop-island data-island="wishlist-button"[^>]*>(.*?)<\/shop-island>/s.exec(html)?.[1];
}

describe("the save-to-wishlist heart where the channel's wishlistAvailable flag is on (kartenliebe)", () => {
  it("is on a theme page: a toggle button, not pressed for everyone, labelled in the page's language", async () => {
    const res = await get("http://kartenliebe.de.localhost/themes/1001");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(islandPropsOf(html, "wishlist-button")).toEqual({ kind: "theme", itemId: "1001", label: "Merken" });
    expect(saveButtonOf(html)).toMatch(
      /<button type="button" class="wishlist-toggle__button" aria-pressed="false">.*<span>Merken<\/span><\/button>/s,
    );
  });

  it("does not make the page personal: a visitor who saved the theme gets the same server HTML, the island loads their list", async () => {
    const csrf = await (await get("http://kartenliebe.de.localhost/bff/csrf")).json<{ token: string }>();
    const saved = await get("http://kartenliebe.de.localhost/bff/customer/wishlist", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        "x-csrf-token": csrf.token,
        cookie: `__Host-shop_csrf=${csrf.token}`,
      },
      body: JSON.stringify({ kind: "theme", itemId: "1001" }),
    });
    expect(saved.status).toBe(201);
    const visitorCookie = saved.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-shop_visitor="))!
      .split(";")[0];
    const list = await (
      await get("http://kartenliebe.de.localhost/bff/customer/wishlist", { headers: { cookie: visitorCookie } })
    ).json<{ items: Array<{ itemId: string }> }>();
    expect(list.items.map((i) => i.itemId)).toEqual(["1001"]);

    const anonymous = saveButtonOf(await (await get("http://kartenliebe.de.localhost/themes/1001")).text());
    const theirs = saveButtonOf(
      await (await get("http://kartenliebe.de.localhost/themes/1001", { headers: { cookie: visitorCookie } })).text(),
    );
    expect(theirs).toBe(anonymous);
    const crawler = await get("http://kartenliebe.de.localhost/themes/1001", {
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(saveButtonOf(await crawler.text())).toBe(anonymous);
  });

  it("speaks the language of the locale folder", async () => {
    const html = await (await get("http://kartenliebe.ch.localhost/fr/themes/1001")).text();
    expect(islandPropsOf(html, "wishlist-button")).toMatchObject({
      kind: "theme",
      itemId: "1001",
      label: "Ajouter à la liste de souhaits",
    });
    const en = await (await get("http://kartenliebe.co.uk.localhost/themes/1002")).text();
    expect(islandPropsOf(en, "wishlist-button")).toMatchObject({ itemId: "1002", label: "Save to wishlist" });
  });

  it("is on product pages (a price calculator or a detail wrapper), saved under the page's slug", async () => {
    for (const slug of ["leinwanddruck", "klappkarten", "wandkalender"]) {
      const res = await get(`http://kartenliebe.de.localhost/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(islandPropsOf(await res.text(), "wishlist-button"), slug).toEqual({
        kind: "product",
        itemId: slug,
        label: "Merken",
      });
    }
  });

  it("is not on pages that show no theme or product", async () => {
    for (const path of ["/", "/kontakt", "/products"]) {
      const res = await get(`http://kartenliebe.de.localhost${path}`);
      expect(res.status, path).toBe(200);
      expect(islandPropsOf(await res.text(), "wishlist-button"), path).toBeUndefined();
    }
  });
});

describe("no save button where the channel's flag is off (wall art)", () => {
  it("renders theme and product pages without it", async () => {
    for (const path of ["/themes/1001/", "/leinwanddruck/", "/acrylglas/"]) {
      const res = await get(`http://wallart.de.localhost${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain('data-island="wishlist-button"');
    }
  });
});
