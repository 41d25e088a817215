// The delivery promise on product pages with a calculator, on theme pages and in the cart (decision
// 197): rendered on the server for the page's country, in its language, with the arrival marked up
// as <time datetime="YYYY-MM-DD">.
import { describe, expect, it } from "vitest";
import { shopClock } from "../../shared/delivery/delivery-date.ts";
import { get } from "./shop.ts";

/** Each promise of a page: its words and the machine-readable arrival date. */
function promisesOf(html: string): Array<{ text: string; datetime: string }> {
  return [...html.matchAll(/<p class="delivery-promise">(.*?)<\/p>/gs)].map((m) => ({
    text: m[1]!.replace(/<[^>]+>/g, ""),
    datetime: /<time dateTime="([^"]+)"|<time datetime="([^"]+)"/i.exec(m[1]!)?.slice(1).find(Boolean) ?? "",
  }));
}

const today = () => shopClock(new Date()).date;

describe("the delivery promise", () => {
  it("on a theme page, in German, after the price", async () => {
    const [promise] = promisesOf(await (await get("http://kartenliebe.de.localhost/themes/1005")).text());
    expect(promise.datetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(promise.datetime > today()).toBe(true);
    expect(promise.text).toMatch(
      /^Bestellst du (heute|morgen|bis .+,) (bis )?14:00 Uhr, kommen deine Karten (morgen, |am ).+\.$/,
    );
  });

  it("in French with the hour as French writes it", async () => {
    const [promise] = promisesOf(await (await get("http://kartenliebe.fr.localhost/themes/1005")).text());
    expect(promise.text).toMatch(/^Commandez .*14\u00a0h, vos cartes arrivent .+\.$/);
  });

  it("farther countries wait longer for the same product", async () => {
    const [de] = promisesOf(await (await get("http://kartenliebe.de.localhost/themes/1005")).text());
    const [us] = promisesOf(await (await get("http://kartenliebe.com.localhost/themes/1005")).text());
    expect(us.datetime > de.datetime).toBe(true);
    expect(us.text).toMatch(/GMT\+\d|CES?T/);
  });

  it("on a product page with a calculator, per material where the production time differs", async () => {
    const html = await (await get("http://wallart.de.localhost/leinwanddruck/")).text();
    const [promise] = promisesOf(html);
    expect(promise.text).toMatch(/kommt dein Wandbild/);
    expect(promise.datetime > today()).toBe(true);
    // The island's props carry the promise of each material, so a change of material shows its own.
    expect(html).toMatch(
      /"delivery":\{"leinwand":\{"before":"Bestellst du [^"]*","date":"[^"]+","datetime":"\d{4}-\d{2}-\d{2}"/,
    );
  });

  it("in the cart once it holds an article; an empty cart promises nothing", async () => {
    expect(promisesOf(await (await get("http://wallart.de.localhost/warenkorb/")).text())).toEqual([]);
    const page = await get(
      "http://wallart.de.localhost/bff/designer/photo-frame/?materialType=poster&formatType=600x400",
    );
    const csrf = page.headers
      .getSetCookie()
      .find((line) => line.startsWith("__Host-shop_csrf="))!
      .split(";")[0];
    const added = await get("http://wallart.de.localhost/bff/designer/photo-frame/cart", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", cookie: csrf },
      body: `option.materialType=poster&option.formatType=600x400&returnTo=%2F&_csrf=${csrf.slice("__Host-shop_csrf=".length)}`,
    });
    const cookie = added.headers
      .getSetCookie()
      .find((line) => line.startsWith("__Host-shop_cart="))!
      .split(";")[0];
    const [promise] = promisesOf(
      await (await get("http://wallart.de.localhost/warenkorb/", { headers: { cookie } })).text(),
    );
    expect(promise.text).toMatch(/kommt deine Bestellung/);
    expect(promise.datetime > today()).toBe(true);
  });
});
