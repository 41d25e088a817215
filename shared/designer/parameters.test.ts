import { describe, expect, it } from "vitest";
import { designerParams } from "./parameters.ts";

const today = new Date("2026-11-20T10:00:00Z");
const params = (...args: Parameters<typeof designerParams>) => Object.fromEntries(designerParams(...args));

describe("designer parameters (section 3)", () => {
  describe("calendar", () => {
    it("defaults startMonth and startYear to the start date", () => {
      expect(
        params("calendar", { calendarType: "wandkalender", startDate: "2027-03-01" }, "de-DE", today),
      ).toMatchObject({
        startMonth: "3",
        startYear: "2027",
      });
    });

    it("defaults startMonth and startYear to today when there is no start date", () => {
      expect(params("calendar", { calendarType: "wandkalender" }, "de-DE", today)).toMatchObject({
        startMonth: "11",
        startYear: "2026",
      });
    });

    it("keeps a given start month and year", () => {
      expect(
        params(
          "calendar",
          { calendarType: "tischkalender", startMonth: 1, startYear: 2028, startDate: "2027-03-01" },
          "de-DE",
          today,
        ),
      ).toMatchObject({
        startMonth: "1",
        startYear: "2028",
      });
    });

    it("passes the mounting and defaults the accessory types to 'without'", () => {
      expect(params("calendar", { calendarType: "wandkalender", mounting: "spirale" }, "de-DE", today)).toMatchObject({
        mounting: "spirale",
        accessoryTypes: "without",
      });
      expect(
        params("calendar", { calendarType: "wandkalender", accessoryTypes: ["holzblock"] }, "de-DE", today)
          .accessoryTypes,
      ).toBe("holzblock");
    });
  });

  describe("card", () => {
    it("converts a 'sample' quantity to 1 and sets the sample flag", () => {
      expect(params("card", { themeId: "7", quantity: "sample" }, "de-DE", today)).toMatchObject({
        quantity: "1",
        sample: "true",
      });
    });

    it("passes a numeric quantity without the sample flag", () => {
      const p = params("card", { themeId: "7", quantity: 50 }, "de-DE", today);
      expect(p.quantity).toBe("50");
      expect(p.sample).toBeUndefined();
    });
  });

  describe("photobook", () => {
    it("splits the type into printing and cover", () => {
      expect(params("photobook", { photobookType: "digitalfotobuch-soft" }, "de-DE", today)).toMatchObject({
        printing: "digitalfotobuch",
        cover: "soft",
      });
    });

    it("takes templateId from the design group id of the format's orientation", () => {
      const designGroupIds = { landscape: "L1", portrait: "P1", square: "S1" };
      expect(
        params("photobook", { printing: "fotoheft", format: "din-landscape", designGroupIds }, "de-DE", today)
          .templateId,
      ).toBe("L1");
      expect(
        params("photobook", { printing: "fotoheft", format: "din-portrait", designGroupIds }, "de-DE", today)
          .templateId,
      ).toBe("P1");
      expect(
        params("photobook", { printing: "fotoheft", format: "square", designGroupIds }, "de-DE", today).templateId,
      ).toBe("S1");
    });

    it("defaults amount to 1", () => {
      expect(params("photobook", { printing: "fotoheft" }, "de-DE", today).amount).toBe("1");
      expect(params("photobook", { printing: "fotoheft", amount: 3 }, "de-DE", today).amount).toBe("3");
    });

    it("sets the refinement only when it is neither none nor 'without'", () => {
      expect(params("photobook", { printing: "fotoheft", refinement: "gold" }, "de-DE", today).refinement).toBe("gold");
      expect(
        params("photobook", { printing: "fotoheft", refinement: "none" }, "de-DE", today).refinement,
      ).toBeUndefined();
      expect(
        params("photobook", { printing: "fotoheft", refinement: "without" }, "de-DE", today).refinement,
      ).toBeUndefined();
    });

    it("passes binding, paper, format and page count", () => {
      expect(
        params(
          "photobook",
          {
            photobookType: "echtfotobuch-hard",
            binding: "layflat",
            paper: "matt",
            format: "square",
            photobookPageCount: 40,
          },
          "de-DE",
          today,
        ),
      ).toMatchObject({ binding: "layflat", paper: "matt", format: "square", pageCount: "40" });
    });
  });

  describe("photobox", () => {
    it("sends the format's width and height, and type small for a photo box", () => {
      expect(params("photobox", { photoboxType: "photobox", formatType: "130x90" }, "de-DE", today)).toMatchObject({
        type: "small",
        width: "130",
        height: "90",
      });
    });

    it("sends type photoprint for photo prints", () => {
      expect(params("photobox", { photoboxType: "photoprint", formatType: "150x100" }, "de-DE", today).type).toBe(
        "photoprint",
      );
    });
  });

  describe("photo frame and collage", () => {
    it("sends the material type with the frame", () => {
      expect(
        params(
          "photoFrame",
          { materialType: "poster", frameType: "holzrahmen", frameVariant: "schwarz", formatType: "300x200" },
          "de-DE",
          today,
        ),
      ).toMatchObject({
        materialType: "poster",
        frameType: "holzrahmen",
        frameVariant: "schwarz",
        formatType: "300x200",
      });
    });

    it("omits the material for a frame-only address", () => {
      expect(
        params("photoFrame", { materialType: "poster", frameType: "holzrahmen", frameOnly: true }, "de-DE", today)
          .materialType,
      ).toBeUndefined();
    });

    it("sends the design id for a collage", () => {
      expect(params("collage", { materialType: "poster", designId: "13" }, "de-DE", today).designId).toBe("13");
    });
  });

  it("always ends with the locale", () => {
    const list = [...designerParams("card", { themeId: "7" }, "it-CH", today)];
    expect(list.at(-1)).toEqual(["locale", "it-CH"]);
  });
});
