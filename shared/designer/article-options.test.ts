import { describe, expect, it } from "vitest";
import { ARTICLE_OPTIONS } from "./article-options.ts";

describe("what a designer article must name to be priced (section 3, 'Designer parameters')", () => {
  it("wall art names a material or a frame type and a format string", () => {
    expect(ARTICLE_OPTIONS.photoFrame.safeParse({ materialType: "leinwand", formatType: "900x600" }).success).toBe(
      true,
    );
    expect(
      ARTICLE_OPTIONS.photoFrame.safeParse({ frameType: "holzrahmen", formatType: "300x200", locale: "de-DE" }).success,
    ).toBe(true);
    expect(ARTICLE_OPTIONS.photoFrame.safeParse({ formatType: "900x600" }).success).toBe(false);
    expect(ARTICLE_OPTIONS.photoFrame.safeParse({ materialType: "leinwand", formatType: "0900x600" }).success).toBe(
      false,
    );
    expect(ARTICLE_OPTIONS.collage.safeParse({ frameType: "holzrahmen", formatType: "300x200" }).success).toBe(false);
  });

  it("a card names its theme; its quantity is 1 to 5000", () => {
    expect(ARTICLE_OPTIONS.card.parse({ themeId: "1001", quantity: "50" })).toEqual({ themeId: 1001, quantity: 50 });
    expect(ARTICLE_OPTIONS.card.safeParse({ themeId: "1001", quantity: "5001" }).success).toBe(false);
    expect(ARTICLE_OPTIONS.card.safeParse({ themeId: "1001", quantity: "0" }).success).toBe(false);
    expect(ARTICLE_OPTIONS.card.safeParse({ quantity: "5" }).success).toBe(false);
  });

  it("a photo book names printing, a hard or soft cover and a format; a photo box its type and sides", () => {
    expect(
      ARTICLE_OPTIONS.photobook.safeParse({ printing: "digitalfotobuch", cover: "hard", format: "square", amount: "2" })
        .success,
    ).toBe(true);
    expect(
      ARTICLE_OPTIONS.photobook.safeParse({ printing: "digitalfotobuch", cover: "leather", format: "square" }).success,
    ).toBe(false);
    expect(ARTICLE_OPTIONS.photobox.parse({ type: "small", width: "130", height: "90" })).toEqual({
      type: "small",
      width: 130,
      height: 90,
    });
    expect(ARTICLE_OPTIONS.photobox.safeParse({ type: "small", width: "-1", height: "90" }).success).toBe(false);
  });
});
