import { describe, expect, it } from "vitest";
import { catalogueFormatLabel, namedFormat } from "./named-formats.ts";

describe("named catalogue formats", () => {
  it("calendar DIN formats turn with their orientation", () => {
    expect(namedFormat("a4-portrait")).toEqual({ name: "A4", size: { width: 210, height: 297 } });
    expect(namedFormat("a5-landscape")).toEqual({ name: "A5", size: { width: 210, height: 148 } });
    expect(catalogueFormatLabel("a3-portrait", "cm")).toBe("A3 · 29.7 x 42 cm");
  });

  it("square calendar and photo book formats, in inches for en-US", () => {
    expect(catalogueFormatLabel("square-300", "cm")).toBe("30 x 30 cm");
    expect(catalogueFormatLabel("square", "in")).toBe("12 x 12 in");
    expect(catalogueFormatLabel("din-landscape", "cm")).toBe("A4 · 29.7 x 21 cm");
  });

  it("width x height formats read as the calculator shows them; unknown keys stay keys", () => {
    expect(catalogueFormatLabel("600x400", "in")).toBe("23.5 x 15.5 in");
    expect(catalogueFormatLabel("a9-portrait", "cm")).toBe("a9-portrait");
  });

  it("a fraction of a centimetre takes the locale's decimal separator", () => {
    expect(catalogueFormatLabel("a4-portrait", "cm", "de-DE")).toBe("A4 · 21 x 29,7 cm");
    expect(catalogueFormatLabel("a3-landscape", "cm", "fr-FR")).toBe("A3 · 42 x 29,7 cm");
    expect(catalogueFormatLabel("a4-portrait", "cm", "de-CH")).toBe("A4 · 21 x 29.7 cm");
    expect(catalogueFormatLabel("a4-portrait", "cm", "it-CH")).toBe("A4 · 21 x 29.7 cm");
    expect(catalogueFormatLabel("a4-portrait", "cm", "en-GB")).toBe("A4 · 21 x 29.7 cm");
    expect(catalogueFormatLabel("600x400", "in", "en-US")).toBe("23.5 x 15.5 in");
    expect(catalogueFormatLabel("300x200", "cm", "de-DE")).toBe("30 x 20 cm");
  });
});
