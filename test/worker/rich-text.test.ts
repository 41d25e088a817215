/**
 * Rich text with every Storyblok node and mark type: rendered through the
 * visual editor's transform call, so the whole way from the story to the HTML is the real one.
 */
import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorTokenQuery } from "./editor-token.ts";

afterEach(() => vi.restoreAllMocks());

type RichNode = Record<string, unknown>;
const t = (text: string, marks?: RichNode[]): RichNode => ({ type: "text", text, ...(marks ? { marks } : {}) });
const p = (...content: RichNode[]): RichNode => ({ type: "paragraph", content });

/** The HTML of a Text block holding these nodes. */
async function render(...content: RichNode[]): Promise<string> {
  const url = `http://kartenliebe.co.uk.localhost/storyblok/transform?_storyblok=1&${await editorTokenQuery()}`;
  const story = {
    id: 1,
    uuid: "00000000-0000-4000-8000-000000000001",
    name: "Rich",
    full_slug: "en-gb/photo-books",
    alternates: [],
    content: {
      _uid: "p",
      component: "Page",
      title: "Rich",
      teaser: [],
      body: [{ _uid: "t", component: "Text", text: { type: "doc", content } }],
    },
  };
  const res = await exports.default.fetch(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ story }),
    }),
  );
  expect(res.status).toBe(200);
  const { html } = (await res.json()) as { html: string };
  const start = html.indexOf('<div class="text-block rich-text">');
  expect(start, "the Text block renders").toBeGreaterThanOrEqual(0);
  return html.slice(start);
}

describe("rich text nodes", () => {
  it("headings (from h2), lists, blockquote, code block, rule and line break", async () => {
    const html = await render(
      { type: "heading", attrs: { level: 1 }, content: [t("Top")] },
      { type: "heading", attrs: { level: 3, textAlign: "center" }, content: [t("Third")] },
      { type: "bullet_list", content: [{ type: "list_item", content: [p(t("one"))] }] },
      { type: "ordered_list", attrs: { order: 3 }, content: [{ type: "list_item", content: [p(t("three"))] }] },
      { type: "blockquote", content: [p(t("quoted"))] },
      { type: "code_block", attrs: { class: "language-js" }, content: [t("let a = 1 < 2;")] },
      { type: "horizontal_rule" },
      p(t("before"), { type: "hard_break" }, t("after")),
    );
    expect(html).toContain("<h2>Top</h2>");
    expect(html).toContain('<h3 style="text-align:center">Third</h3>');
    expect(html).toContain("<ul><li><p>one</p></li></ul>");
    expect(html).toContain('<ol start="3"><li><p>three</p></li></ol>');
    expect(html).toContain("<blockquote><p>quoted</p></blockquote>");
    expect(html).toContain('<pre class="language-js"><code>let a = 1 &lt; 2;</code></pre>');
    expect(html).toContain("<hr/>");
    expect(html).toContain("<p>before<br/>after</p>");
  });

  it("an image renders with its alternative text, lazily; an unsafe source renders no image", async () => {
    const html = await render(
      {
        type: "image",
        attrs: {
          src: "https://a.storyblok.com/f/1/800x600/abc/cake.jpg",
          alt: "A cake",
          title: "Cake",
          copyright: "me",
          fallbackImage: "x",
        },
      },
      { type: "image", attrs: { src: "javascript:alert(1)", alt: "evil" } },
      p(t("after the images")),
    );
    expect(html).toContain(
      '<img src="https://a.storyblok.com/f/1/800x600/abc/cake.jpg" alt="A cake" title="Cake" loading="lazy" decoding="async"/>',
    );
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain('alt="evil"');
    expect(html).toContain("after the images");
  });

  it("a table renders its header row in thead, the rest in tbody, with spans", async () => {
    const cell = (type: string, text: string, attrs: RichNode = {}) => ({ type, attrs, content: [p(t(text))] });
    const html = await render({
      type: "table",
      content: [
        { type: "tableRow", content: [cell("tableHeader", "Format"), cell("tableHeader", "Price")] },
        {
          type: "tableRow",
          content: [
            cell("tableCell", "A5", { colspan: 1, rowspan: 1 }),
            cell("tableCell", "2,99 €", { backgroundColor: "#ffeeee" }),
          ],
        },
        { type: "tableRow", content: [cell("tableCell", "All other formats on request", { colspan: 2 })] },
      ],
    });
    expect(html).toContain("<table><thead><tr><th><p>Format</p></th><th><p>Price</p></th></tr></thead><tbody>");
    expect(html).toContain('<tr><td><p>A5</p></td><td style="background-color:#ffeeee"><p>2,99 €</p></td></tr>');
    expect(html).toContain('<td colSpan="2"><p>All other formats on request</p></td></tr></tbody></table>');
  });

  it("an emoji renders as its character, never as a picture from elsewhere", async () => {
    const html = await render(
      p(
        t("Happy birthday "),
        { type: "emoji", attrs: { name: "tada", emoji: "🎉", fallbackImage: "https://cdn.example/tada.png" } },
        t(" to you"),
      ),
    );
    expect(html).toContain('<p>Happy birthday <span data-name="tada" data-emoji="🎉">🎉</span> to you</p>');
    expect(html).not.toContain("cdn.example");
  });

  it("a node type nobody knows renders its content instead of dropping the text", async () => {
    const warn = vi.spyOn(console, "warn");
    const html = await render(
      p(t("first")),
      {
        type: "details",
        content: [
          { type: "detailsSummary", content: [t("Shipping")] },
          { type: "detailsContent", content: [p(t("Free from 50 €"))] },
        ],
      },
      p(t("last")),
    );
    expect(html).toContain("<p>first</p>Shipping<p>Free from 50 €</p><p>last</p>");
    expect(warn.mock.calls.some(([l]) => String(l).includes("richtext-render-error"))).toBe(false);
  });
});

describe("rich text marks", () => {
  it("bold, italic, underline, strike, code, superscript, subscript, highlight, text style and anchor", async () => {
    const html = await render(
      p(
        t("b", [{ type: "bold" }]),
        t("i", [{ type: "italic" }]),
        t("u", [{ type: "underline" }]),
        t("s", [{ type: "strike" }]),
        t("c", [{ type: "code" }]),
        t("sup", [{ type: "superscript" }]),
        t("sub", [{ type: "subscript" }]),
        t("hi", [{ type: "highlight", attrs: { color: "#ff0" } }]),
        t("red", [{ type: "textStyle", attrs: { color: "red" } }]),
        t("here", [{ type: "anchor", attrs: { id: "delivery" } }]),
        t("both", [{ type: "bold" }, { type: "italic" }]),
        t("odd", [{ type: "sparkle" }]),
      ),
    );
    for (const part of [
      "<strong>b</strong>",
      "<em>i</em>",
      "<u>u</u>",
      "<s>s</s>",
      "<code>c</code>",
      "<sup>sup</sup>",
      "<sub>sub</sub>",
      '<mark style="background-color:#ff0">hi</mark>',
      '<span style="color:red">red</span>',
      '<span id="delivery">here</span>',
      "<em><strong>both</strong></em>",
    ])
      expect(html).toContain(part);
    // A mark nobody knows keeps its text, unwrapped.
    expect(html).toContain("</em>odd</p>");
  });

  it("links resolve like every other content link: internal ones to the shop's address, external ones in a new tab when asked", async () => {
    const html = await render(
      p(
        t("story", [
          { type: "link", attrs: { linktype: "story", href: "en-gb/photo-books", anchor: "sizes", uuid: "x" } },
        ]),
        t("site", [{ type: "link", attrs: { linktype: "url", href: "https://example.org/", target: "_blank" } }]),
        t("mail", [{ type: "link", attrs: { linktype: "email", href: "hello@example.org" } }]),
        t("evil", [
          { type: "link", attrs: { linktype: "url", href: "javascript:alert(1)", custom: { onclick: "alert(1)" } } },
        ]),
      ),
    );
    expect(html).toMatch(/<a href="\/photo-books[^"]*#sizes">story<\/a>/);
    expect(html).toContain('<a href="https://example.org/" target="_blank" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="mailto:hello@example.org">mail</a>');
    expect(html).toContain("evil");
    expect(html).not.toMatch(/javascript:|onclick/i);
  });

  it("editor attributes outside the allow-list and styles that load or add declarations are dropped", async () => {
    const html = await render({
      type: "paragraph",
      attrs: { onclick: "alert(1)", textAlign: "right" },
      content: [
        t("styled", [{ type: "textStyle", attrs: { color: "red; background: url(https://tracker.example/p.gif)" } }]),
      ],
    });
    expect(html).toContain('<p style="text-align:right"><span>styled</span></p>');
    expect(html).not.toMatch(/onclick|tracker\.example/);
  });
});
