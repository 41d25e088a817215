import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const HOST = "wallart.ch.localhost:8805";

function get(path: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`http://backend${path}`, { headers: { "x-forwarded-host": HOST, ...headers } }),
  );
}

function post(path: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`http://backend${path}`, {
      method: "POST",
      body: new URLSearchParams(body),
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-host": HOST,
        "x-shop-code": "wallart-ch",
        "x-shop-locale": "fr-CH",
        ...headers,
      },
    }),
  );
}

describe("designer stand-in (section 2, 'Designer hand-off')", () => {
  it("shows the received options in readable form, in the locale's language and unit", async () => {
    const res = await get(
      "/designer/photo-frame/?materialType=leinwand&frameType=schattenfuge-leinwand&frameVariant=schwarz-lack&formatType=900x600&locale=fr-CH",
      {
        referer: `http://${HOST}/fr/products/framed-prints/`,
      },
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr-CH"');
    expect(html).toContain("<dt>Matériau</dt><dd>Toile</dd>");
    expect(html).toContain("<dd>Noir laqué</dd>");
    expect(html).toContain("<dt>Format</dt><dd>90 x 60 cm</dd>");
    expect(html).toContain("Ajouter au panier");
    expect(html).toContain('name="returnTo" value="/fr/products/framed-prints/"');
  });

  it("has one page per designer type and answers an unknown type with a 404", async () => {
    for (const segment of ["calendar", "card", "collage", "photobook", "photobox", "photo-frame"]) {
      expect((await get(`/designer/${segment}/?locale=de-DE`)).status, segment).toBe(200);
    }
    expect((await get("/designer/mug/?locale=de-DE")).status).toBe(404);
  });

  it("escapes what it received and refuses malformed options", async () => {
    const html = await (await get("/designer/card/?themeId=%3Cscript%3Ealert(1)%3C/script%3E&locale=de-DE")).text();
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&#60;script&#62;");
    expect((await get(`/designer/card/?themeId=${"x".repeat(300)}`)).status).toBe(400);
    expect((await get("/designer/card/?th%20eme=1")).status).toBe(400);
  });

  it("never offers a return to another host", async () => {
    const html = await (await get("/designer/card/?themeId=1", { referer: "https://evil.example/phish" })).text();
    expect(html).toContain('name="returnTo" value="/"');
  });
});

describe("add to cart from the stand-in", () => {
  it("records the article, sets the cart cookie and returns to the shop", async () => {
    const res = await post("/designer/photo-frame/cart", {
      "option.materialType": "poster",
      "option.formatType": "600x400",
      "option.locale": "fr-CH",
      returnTo: "/fr/products/framed-prints/",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/products/framed-prints/");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^shop_cart=[0-9a-f-]{36};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");

    const cartCookie = cookie.split(";")[0];
    const before = await (await get("/cart", { cookie: cartCookie })).json<{ cartArticlesAmount: number }>();
    expect(before.cartArticlesAmount).toBe(1);
    await post(
      "/designer/card/cart",
      { "option.themeId": "1001", "option.quantity": "50", returnTo: "/" },
      { cookie: cartCookie },
    );
    const after = await (await get("/cart", { cookie: cartCookie })).json<{
      cartArticlesAmount: number;
      articles: Array<{ designerType: string; quantity: number; options: Record<string, string> }>;
    }>();
    expect(after.cartArticlesAmount).toBe(2);
    expect(after.articles[0]).toMatchObject({
      designerType: "photoFrame",
      options: { materialType: "poster", formatType: "600x400" },
    });
    expect(after.articles[1]).toMatchObject({ designerType: "card", quantity: 50 });
  });

  it("refuses an open redirect and a cross-site post", async () => {
    const res = await post("/designer/card/cart", { "option.themeId": "1001", returnTo: "//evil.example/" });
    expect(res.headers.get("location")).toBe("/");
    const cross = await post("/designer/card/cart", { "option.themeId": "1001" }, { origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    expect((await post("/designer/card/cart", { "option.themeId": "1001" }, { origin: "not a url" })).status).toBe(403);
  });

  it("treats a missing or broken cart cookie as an empty cart", async () => {
    expect(await (await get("/cart")).json()).toEqual({ cartArticlesAmount: 0, articles: [] });
    expect(await (await get("/cart", { cookie: "shop_cart=../../etc" })).json()).toEqual({
      cartArticlesAmount: 0,
      articles: [],
    });
  });
});

describe("a hand-off without a format asks for it, as the designer would", () => {
  /** The choice the page asks for: its field and option values, or undefined when it offers 'add to cart'. */
  async function choiceOn(path: string): Promise<{ field: string; values: string[]; html: string } | undefined> {
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const select = /<select id="choice" name="([a-zA-Z]+)">(.*?)<\/select>/.exec(html);
    if (!select) return undefined;
    return { field: select[1], values: [...select[2].matchAll(/value="([^"]+)"/g)].map((m) => m[1]), html };
  }

  it("a wall calendar from the navigation: its formats from the catalogue, smallest first, then 'add to cart' and a price", async () => {
    const start =
      "/designer/calendar/?calendarType=wandkalender&startMonth=11&startYear=2026&accessoryTypes=without&locale=de-DE";
    const choice = await choiceOn(start);
    expect(choice?.field).toBe("formatType");
    expect(choice?.values).toEqual([
      "square-200",
      "a4-landscape",
      "a4-portrait",
      "square-300",
      "a3-landscape",
      "a3-portrait",
    ]);
    expect(choice?.html).toContain('<option value="a4-portrait">A4 · 21 x 29,7 cm</option>');
    // the parameters received so far travel with the choice; no 'add to cart' yet
    expect(choice?.html).toContain('<input type="hidden" name="calendarType" value="wandkalender">');
    expect(choice?.html).not.toContain("In den Warenkorb");
    expect(await choiceOn(`${start}&formatType=a4-portrait`)).toBeUndefined();
    const res = await post(
      "/designer/calendar/cart",
      {
        "option.calendarType": "wandkalender",
        "option.formatType": "a4-portrait",
        "option.locale": "de-DE",
        returnTo: "/fotokalender",
      },
      { "x-shop-code": "kartenliebe-de", "x-shop-locale": "de-DE" },
    );
    expect(res.status).toBe(303);
  });

  it("a photo book category: printing, then cover, then format, each as the catalogue offers them", async () => {
    const first = await choiceOn("/designer/photobook/?amount=1&categoryId=1&locale=fr-CH");
    expect(first?.field).toBe("printing");
    expect(first?.values).toContain("digitalfotobuch");
    const second = await choiceOn("/designer/photobook/?amount=1&categoryId=1&printing=digitalfotobuch&locale=fr-CH");
    expect(second?.field).toBe("cover");
    expect(second?.values.sort()).toEqual(["hard", "soft"]);
    const third = await choiceOn(
      "/designer/photobook/?amount=1&categoryId=1&printing=digitalfotobuch&cover=hard&locale=fr-CH",
    );
    expect(third?.field).toBe("format");
    expect(third?.values.length).toBeGreaterThan(0);
    expect(
      await choiceOn(
        `/designer/photobook/?amount=1&categoryId=1&printing=digitalfotobuch&cover=hard&format=${third!.values[0]}&locale=fr-CH`,
      ),
    ).toBeUndefined();
  });

  it("a collage category asks for the material first, a frame colour for the format", async () => {
    expect((await choiceOn("/designer/collage/?designGroup=family&locale=de-DE"))?.field).toBe("materialType");
    const frame = await choiceOn("/designer/photo-frame/?frameType=holzrahmen&frameVariant=eiche&locale=de-DE");
    expect(frame?.field).toBe("formatType");
    expect(frame?.values.every((v) => /^\d+x\d+$/.test(v))).toBe(true);
  });

  it("the choice carries the shop page to return to, which is no option of the article", async () => {
    const first = await get("/designer/calendar/?calendarType=wandkalender&locale=de-DE", {
      referer: `http://${HOST}/fotokalender`,
    });
    expect(await first.text()).toContain('<input type="hidden" name="returnTo" value="/fotokalender">');
    const second = await (
      await get(
        "/designer/calendar/?calendarType=wandkalender&locale=de-DE&returnTo=%2Ffotokalender&formatType=a4-portrait",
        { referer: `http://${HOST}/bff/designer/calendar/?calendarType=wandkalender` },
      )
    ).text();
    expect(second).toContain('name="returnTo" value="/fotokalender"');
    expect(second).not.toContain('name="option.returnTo"');
    // a return address to another host is never taken
    expect(
      await (await get("/designer/calendar/?calendarType=wandkalender&returnTo=%2F%2Fevil.example%2F")).text(),
    ).toContain('name="returnTo" value="/"');
  });

  it("an unknown calendar type offers nothing to choose and is refused when added, in the shopper's language", async () => {
    expect(await choiceOn("/designer/calendar/?calendarType=gibtsnicht&locale=de-DE")).toBeUndefined();
  });
});
