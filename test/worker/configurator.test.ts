// The configurator paths of section 2 hand the visitor on to the channel's designer through the
// designer rules of section 3, with the locale, gclid and referral source (decisions 014, 096).
import { describe, expect, it } from "vitest";
import { get, getWith } from "./shop.ts";

/** The designer address a configurator link answers with, as path and query. */
async function designerOf(
  url: string,
  init: RequestInit = {},
): Promise<{ path: string; query: URLSearchParams; keys: string[] }> {
  const res = await get(url, init);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("location")!, "http://shop.invalid");
  return { path: location.pathname, query: location.searchParams, keys: [...location.searchParams.keys()] };
}

describe("configurator paths open the designer through the designer rules", () => {
  it("calendar: start month and year default to the start date, accessories to 'without', the locale is added", async () => {
    const d = await designerOf(
      "http://kartenliebe.de.localhost/configurator-calendar?calendarType=wandkalender&formatType=a4-portrait&startDate=2027-03-15",
    );
    expect(d.path).toBe("/bff/designer/calendar/");
    expect(Object.fromEntries(d.query)).toEqual({
      calendarType: "wandkalender",
      formatType: "a4-portrait",
      startMonth: "3",
      startYear: "2027",
      accessoryTypes: "without",
      locale: "de-DE",
    });
    expect(d.keys.at(-1)).toBe("locale");
  });

  it("calendar without a start date starts this month; named accessories stay", async () => {
    const now = new Date();
    const d = await designerOf(
      "http://kartenliebe.de.localhost/configurator-calendar?calendarType=tischkalender&accessoryTypes=holzfuss",
    );
    expect(d.query.get("startMonth")).toBe(String(now.getUTCMonth() + 1));
    expect(d.query.get("startYear")).toBe(String(now.getUTCFullYear()));
    expect(d.query.get("accessoryTypes")).toBe("holzfuss");
  });

  it("card: a 'sample' quantity becomes 1 with the sample flag; a refinement 'none' is dropped", async () => {
    const d = await designerOf(
      "http://kartenliebe.fr.localhost/configurator-card?themeId=1001&quantity=sample&refinementType=none",
    );
    expect(d.path).toBe("/bff/designer/card/");
    expect(Object.fromEntries(d.query)).toEqual({ themeId: "1001", quantity: "1", sample: "true", locale: "fr-FR" });
  });

  it("photo book: the type is split into printing and cover, amount 1, template id by orientation, no refinement 'without'", async () => {
    const d = await designerOf(
      "http://kartenliebe.de.localhost/configurator-photobook?photobookType=echtfotobuch-hard&format=din-landscape&photobookPageCount=40&designGroupLandscape=1-1-L&designGroupPortrait=1-1-P&refinement=without",
    );
    expect(d.path).toBe("/bff/designer/photobook/");
    expect(Object.fromEntries(d.query)).toEqual({
      printing: "echtfotobuch",
      cover: "hard",
      format: "din-landscape",
      pageCount: "40",
      templateId: "1-1-L",
      amount: "1",
      locale: "de-DE",
    });
    expect(d.query.has("photobookType")).toBe(false);
  });

  it("keeps the link's own configurator parameters (a category) before the common ones", async () => {
    const d = await designerOf("http://kartenliebe.de.localhost/configurator-photobook?categoryId=9&gclid=AbC-123");
    expect(d.keys).toEqual(["amount", "categoryId", "gclid", "locale"]);
    expect(d.query.get("gclid")).toBe("AbC-123");
  });

  it("carries gclid and the referral source of the link, under a locale folder on the wall-art channel", async () => {
    const d = await designerOf(
      "http://wallart.ch.localhost/fr/configurator-photo-frame/?frameType=alurahmen&gclid=G1&utm_source=newsletter",
    );
    expect(d.path).toBe("/bff/designer/photo-frame/");
    expect(Object.fromEntries(d.query)).toEqual({
      frameType: "alurahmen",
      gclid: "G1",
      referralSource: "newsletter",
      locale: "fr-CH",
    });
  });

  it("remembers gclid and referral source from the landing page and adds them to a later configurator link", async () => {
    const landing = await get("http://kartenliebe.de.localhost/fotokalender?gclid=Ad.42&referralSource=partner");
    const cookies = landing.headers.getSetCookie().map((line) => line.split(";")[0]);
    expect(cookies).toEqual(expect.arrayContaining(["shop_gclid=Ad.42", "shop_referral=partner"]));
    const d = await designerOf("http://kartenliebe.de.localhost/configurator-calendar?calendarType=wandkalender", {
      headers: { cookie: cookies.join("; ") },
    });
    expect(d.query.get("gclid")).toBe("Ad.42");
    expect(d.query.get("referralSource")).toBe("partner");
  });

  it("a link that names its locale keeps it; the current locale is added only when it has none (section 2)", async () => {
    const austrian = await designerOf("http://kartenliebe.de.localhost/configurator-card?themeId=1028&locale=de-AT");
    expect(austrian.query.get("locale")).toBe("de-AT");
    const french = await designerOf("http://kartenliebe.de.localhost/configurator-card?themeId=7&locale=fr-FR");
    expect(french.query.get("locale")).toBe("fr-FR");
    const swiss = await designerOf("http://kartenliebe.ch.localhost/configurator-card?themeId=7&locale=it-CH");
    expect(swiss.query.get("locale")).toBe("it-CH");
    const none = await designerOf("http://kartenliebe.ch.localhost/fr/configurator-card?themeId=7");
    expect(none.query.get("locale")).toBe("fr-CH");
  });

  it("a locale value that is no locale is malformed: the request's locale replaces it", async () => {
    const d = await designerOf("http://kartenliebe.de.localhost/configurator-card?themeId=7&locale=de-XX");
    expect(d.query.get("locale")).toBe("de-DE");
  });

  it("malformed values are left to the rules' defaults, never passed on", async () => {
    const d = await designerOf(
      "http://kartenliebe.de.localhost/configurator-calendar?calendarType=wandkalender&startMonth=13&startDate=2027-05-01&x%3Cy=1",
    );
    expect(d.query.get("startMonth")).toBe("5");
    expect(d.keys).not.toContain("x<y");
  });

  it("the designer page it leads to answers", async () => {
    const location = (
      await get("http://kartenliebe.it.localhost/configurator-calendar?calendarType=wandkalender&locale=it-IT")
    ).headers.get("location");
    expect((await get(`http://kartenliebe.it.localhost${location}`)).status).toBe(200);
  });

  it("uses the configured designer base path of the channel", async () => {
    const paths = JSON.stringify({ wallart: { photobook: "https://designer.example/book/" } });
    const res = await getWith(
      { DESIGNER_BASE_PATHS: paths },
      "http://wallart.de.localhost/configurator-photobook/?templateId=0&locale=de-DE",
    );
    expect(res.headers.get("location")).toBe("https://designer.example/book/?amount=1&templateId=0&locale=de-DE");
  });

  it("an unknown configurator is not a page", async () => {
    expect((await get("http://kartenliebe.de.localhost/configurator-rocket")).status).toBe(404);
  });
});
