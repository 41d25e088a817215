import { describe, expect, it } from "vitest";
import { designerTypeOf } from "./designer-type.ts";

describe("which designer opens (section 2, 'Designer hand-off')", () => {
  it("1. a photobox type means photobox or photo prints", () => {
    expect(designerTypeOf({ photoboxType: "photobox" })).toBe("photobox");
    expect(designerTypeOf({ photoboxType: "photoprint" })).toBe("photobox");
  });

  it("2. a material or frame type means a photo frame", () => {
    expect(designerTypeOf({ materialType: "poster" })).toBe("photoFrame");
    expect(designerTypeOf({ frameType: "holzrahmen" })).toBe("photoFrame");
  });

  it("2. a material or frame type means a collage when a design id exists or the collage flag is set", () => {
    expect(designerTypeOf({ materialType: "poster", designId: "13" })).toBe("collage");
    expect(designerTypeOf({ frameType: "holzrahmen", isCollage: true })).toBe("collage");
  });

  it("3. a calendar type means calendar", () => {
    expect(designerTypeOf({ calendarType: "wandkalender" })).toBe("calendar");
  });

  it("4. a photobook type or printing means photobook", () => {
    expect(designerTypeOf({ photobookType: "digitalfotobuch-hard" })).toBe("photobook");
    expect(designerTypeOf({ printing: "echtfotobuch" })).toBe("photobook");
  });

  it("5. a theme id means card", () => {
    expect(designerTypeOf({ themeId: "4711" })).toBe("card");
  });

  it("6. if none apply, no type is chosen", () => {
    expect(designerTypeOf({})).toBeUndefined();
    expect(designerTypeOf({ designId: "13", formatType: "300x200", quantity: 10 })).toBeUndefined();
  });

  it("checks the fields in the order of the specification", () => {
    const all = {
      photoboxType: "photobox",
      materialType: "poster",
      calendarType: "wandkalender",
      photobookType: "fotoheft",
      themeId: "1",
    };
    expect(designerTypeOf(all)).toBe("photobox");
    expect(designerTypeOf({ ...all, photoboxType: undefined })).toBe("photoFrame");
    expect(designerTypeOf({ ...all, photoboxType: undefined, materialType: undefined })).toBe("calendar");
    expect(designerTypeOf({ ...all, photoboxType: undefined, materialType: undefined, calendarType: undefined })).toBe(
      "photobook",
    );
    expect(designerTypeOf({ themeId: "1", designId: "13" })).toBe("card");
  });
});
