// The configurator paths of section 2 hand the visitor on to the channel's designer, with the
// link's query and the locale (section 3, "Designer parameters"; decision 014).
import { describe, expect, it } from "vitest";
import { get, getWith } from "./shop.ts";

describe("configurator paths open the designer", () => {
  it("/configurator-card goes to the card designer with the query and the locale of the link", async () => {
    const res = await get("http://kartenliebe.de.localhost/configurator-card?occasion=hochzeit&locale=de-DE");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/bff/designer/card/?occasion=hochzeit&locale=de-DE");
  });

  it("adds the request's locale when the link has none, also under a locale folder and with the trailing slash", async () => {
    const res = await get("http://wallart.ch.localhost/fr/configurator-photo-frame/?frameType=alurahmen");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/bff/designer/photo-frame/?frameType=alurahmen&locale=fr-CH");
  });

  it("the designer page it leads to answers", async () => {
    const location = (await get("http://kartenliebe.it.localhost/configurator-calendar?calendarType=wandkalender&locale=it-IT")).headers.get("location");
    expect((await get(`http://kartenliebe.it.localhost${location}`)).status).toBe(200);
  });

  it("uses the configured designer base path of the channel", async () => {
    const paths = JSON.stringify({ wallart: { photobook: "https://designer.example/book/" } });
    const res = await getWith({ DESIGNER_BASE_PATHS: paths }, "http://wallart.de.localhost/configurator-photobook/?templateId=0&locale=de-DE");
    expect(res.headers.get("location")).toBe("https://designer.example/book/?templateId=0&locale=de-DE");
  });

  it("an unknown configurator is not a page", async () => {
    expect((await get("http://kartenliebe.de.localhost/configurator-rocket")).status).toBe(404);
  });
});
