// What a content page tells the chrome: the story's navigation type, else the
// catalogue's product kind; the 'All wall art' ordering; the footerOverride in the footer's shape.
import { describe, expect, it } from "vitest";
import type { Block, ContentPage } from "../../content/types.ts";
import { linkBoxOf, navigationTypeOf, pageChromeOf, seoHtmlOf } from "./page-chrome.ts";

const block = (component: string, fields: Block["fields"] = {}): Block => ({
  kind: "block",
  component,
  uid: component,
  fields,
});

const pageWith = (over: Partial<ContentPage>): ContentPage => ({
  id: 1,
  uuid: "u",
  name: "n",
  locale: "de-DE",
  routePath: "/x",
  title: "t",
  description: "",
  navigationType: "none",
  teaser: [],
  body: [],
  productSnippet: null,
  promotionBar: [],
  footerOverride: null,
  productOrdering: "",
  tags: [],
  redirect: null,
  alternates: [],
  ...over,
});

describe("navigation type of a content page", () => {
  it("takes the story's own type first", () => {
    expect(navigationTypeOf(pageWith({ navigationType: "wandbilder", body: [block("CardDetail")] }))).toBe(
      "wandbilder",
    );
  });

  it("defaults to the product kind of the catalogue block the page shows", () => {
    expect(navigationTypeOf(pageWith({ body: [block("Text"), block("PhotobookDetail")] }))).toBe("photobook");
    expect(
      navigationTypeOf(
        pageWith({ body: [block("PriceCalculator", { product: "framedMaterial", materials: ["leinwand"] })] }),
      ),
    ).toBe("wandbilder");
    expect(navigationTypeOf(pageWith({ body: [block("PriceCalculator", { product: "photoFrame" })] }))).toBe("frame");
    expect(
      navigationTypeOf(
        pageWith({ body: [block("PriceCalculator", { product: "photobox", materials: ["photoprint"] })] }),
      ),
    ).toBe("photoprint");
    expect(
      navigationTypeOf(
        pageWith({
          navigationType: "",
          body: [block("PriceCalculator", { product: "photobox", materials: ["small", "photoprint"] })],
        }),
      ),
    ).toBe("photobox");
  });

  it("reads theme pages as card pages and leaves pages without products undeclared", () => {
    expect(navigationTypeOf(pageWith({ navigationType: "themes" }))).toBe("card");
    expect(navigationTypeOf(pageWith({ body: [block("Text")] }))).toBeUndefined();
    expect(navigationTypeOf(pageWith({ navigationType: "nonsense" }))).toBeUndefined();
  });
});

describe("page chrome", () => {
  it("turns the 'allWallArt' ordering on and nothing else", () => {
    expect(pageChromeOf(pageWith({ productOrdering: "allWallArt" })).allWallArtOrdering).toBe(true);
    expect(pageChromeOf(pageWith({ productOrdering: "popularity" })).allWallArtOrdering).toBe(false);
  });

  it("maps the override's link box and escapes its plain SEO text into paragraphs", () => {
    const linkbox = block("LinkBox", {
      headline: "Fotobücher",
      linkLists: [
        block("LinkList", {
          headline: "Arten",
          links: [
            block("TextLink", {
              text: "Hardcover",
              link: { kind: "link", url: "/fotobuch-hardcover", internal: true, newTab: false },
            }),
            block("TextLink", { text: "unsafe", link: { kind: "link", url: "", internal: false, newTab: false } }),
          ],
        }),
      ],
    });
    expect(linkBoxOf(linkbox)).toEqual({
      headline: "Fotobücher",
      linkLists: [{ headline: "Arten", links: [{ text: "Hardcover", link: { url: "/fotobuch-hardcover" } }] }],
    });
    expect(seoHtmlOf("A <b> & B\n\nC")).toBe("<p>A &#60;b&#62; &#38; B</p><p>C</p>");
    expect(pageChromeOf(pageWith({ footerOverride: { seoText: "  " } })).footerOverride).toBeUndefined();
  });
});
