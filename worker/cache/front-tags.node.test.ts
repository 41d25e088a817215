import { describe, expect, it } from "vitest";
import { MAX_TAG_HEADER_BYTES, cacheTagHeader, slugTag, tagsOf, validTag } from "./front-tags.ts";

const page = { channel: "kartenliebe", locale: "de-DE", contentVersion: 7, shows: ["fotokalender"] } as const;

describe("Cache-Tags of a page in the front cache", () => {
  it("tags a page with its channel, channel and locale, content version and every slug it shows", () => {
    expect(tagsOf({ ...page, shows: ["magazin/tipps", "fotokalender", "fotokalender"] })).toEqual([
      "ch:kartenliebe",
      "ch:kartenliebe:de-de",
      "ch:kartenliebe:cv7",
      "ch:kartenliebe:slug:fotokalender",
      "ch:kartenliebe:slug:magazin%2Ftipps",
    ]);
  });

  it("names the same slug alike on every domain and locale of a channel, and apart across channels", () => {
    const de = tagsOf(page);
    const fr = tagsOf({ ...page, locale: "fr-CH" });
    expect(de).toContain(slugTag("kartenliebe", "fotokalender"));
    expect(fr).toContain(slugTag("kartenliebe", "fotokalender"));
    expect(tagsOf({ ...page, channel: "wallart" })).not.toContain(slugTag("kartenliebe", "fotokalender"));
  });

  it("writes every tag as printable ASCII without spaces or commas, a slug with other letters percent-encoded", () => {
    const tags = tagsOf({ ...page, shows: ["grüße zur hochzeit", "a,b"] }) ?? [];
    expect(tags).toContain("ch:kartenliebe:slug:gr%C3%BC%C3%9Fe%20zur%20hochzeit");
    expect(tags).toContain("ch:kartenliebe:slug:a%2Cb");
    expect(tags.every(validTag)).toBe(true);
    expect(validTag("a b")).toBe(false);
    expect(validTag("x".repeat(1025))).toBe(false);
  });

  it("gives no tags when one would be dropped or the header would be cut, so such a page is never kept", () => {
    expect(tagsOf({ ...page, shows: ["x".repeat(1100)] })).toBeNull();
    const many = Array.from({ length: 700 }, (_, i) => `story-number-${i}`);
    expect(tagsOf({ ...page, shows: many })).toBeNull();
    expect(cacheTagHeader(["x".repeat(MAX_TAG_HEADER_BYTES)])).toBe("x".repeat(MAX_TAG_HEADER_BYTES));
    expect(cacheTagHeader(["x".repeat(MAX_TAG_HEADER_BYTES + 1)])).toBeNull();
  });
});
