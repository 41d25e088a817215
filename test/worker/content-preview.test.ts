import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import app from "../../worker/index.ts";

function get(url: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(url, { redirect: "manual", ...init }));
}

function transform(url: string, body: unknown, contentType = "application/json") {
  return get(url, { method: "POST", headers: { "content-type": contentType }, body: typeof body === "string" ? body : JSON.stringify(body) });
}

afterEach(() => vi.restoreAllMocks());

const page = (body: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 1,
  uuid: "00000000-0000-4000-8000-000000000001",
  name: "Edited",
  full_slug: "en-gb/photo-books",
  alternates: [],
  content: { _uid: "p", component: "Page", title: "Edited", teaser: [], body, ...extra },
});
const text = (t: string) => ({ _uid: `t-${t}`, component: "Text", text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: t }] }] } });

describe("preview with _storyblok", () => {
  it("shows the draft, uncached, with the visual editor's bridge; the published page has neither", async () => {
    const published = await get("http://kartenliebe.co.uk.localhost/photo-books");
    const publishedHtml = await published.text();
    expect(publishedHtml).not.toContain("New for 2027");
    expect(publishedHtml).not.toContain("storyblok-v2-latest.js");
    const preview = await get("http://kartenliebe.co.uk.localhost/photo-books?_storyblok=123");
    const html = await preview.text();
    expect(preview.status).toBe(200);
    // Never stored by any cache (pages served to people are also private: flags, decision 053).
    expect(preview.headers.get("cache-control")?.split(/,\s*/)).toContain("no-store");
    expect(html).toContain("New for 2027: twelve templates for travel photo books.");
    expect(html).toContain('src="https://app.storyblok.com/f/storyblok-v2-latest.js"');
    expect(html).toContain('data-island="storyblok-preview"');
  });

  it("a content release switches to the draft as well", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/fotobuch?_storyblok_release=7")).text();
    expect(html).toContain("Neu für 2027");
  });

  it("carries query parameters that start with an underscore over on internal links", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/fotobuch?_storyblok=5&utm_source=x")).text();
    expect(html).toMatch(/href="\/configurator-photobook\?locale=de-DE&amp;_storyblok=5"/);
    expect(html).not.toContain("utm_source=x");
  });

  it("the transform call re-renders the edited story for live updates", async () => {
    const res = await transform("http://kartenliebe.co.uk.localhost/storyblok/transform?_storyblok=1", { story: page([text("Freshly edited words")]) });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain("Freshly edited words");
  });

  it("the transform call answers only in preview, only to JSON, only for Page stories", async () => {
    const url = "http://kartenliebe.co.uk.localhost/storyblok/transform";
    expect((await transform(url, { story: page([]) })).status).toBe(403);
    expect((await transform(`${url}?_storyblok=1`, "story=1", "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await transform(`${url}?_storyblok=1`, "{not json")).status).toBe(400);
    expect((await transform(`${url}?_storyblok=1`, { story: { name: "no content" } })).status).toBe(422);
    expect((await transform(`${url}?_storyblok=1`, { story: { content: { component: "GlobalConfig" } } })).status).toBe(422);
  });
});

describe("bad content renders less, never crashes", () => {
  const url = "http://kartenliebe.co.uk.localhost/storyblok/transform?_storyblok=1";
  async function render(body: unknown[]): Promise<string> {
    const res = await transform(url, { story: page(body) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { html: string }).html;
  }

  it("an unknown component renders nothing and is logged", async () => {
    const warn = vi.spyOn(console, "warn");
    const html = await render([{ _uid: "x", component: "HologramCarousel9", headline: "never shown" }, text("after the unknown block")]);
    expect(html).not.toContain("never shown");
    expect(html).toContain("after the unknown block");
    expect(warn.mock.calls.some(([l]) => String(l).includes('"code":"unknown-component"') && String(l).includes("HologramCarousel9"))).toBe(true);
  });

  it("broken rich text renders nothing and is logged as richtext-render-error", async () => {
    const warn = vi.spyOn(console, "warn");
    const broken = { _uid: "b", component: "Text", text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: 42 }] }] } };
    const html = await render([broken, text("still here")]);
    expect(html).toContain("still here");
    expect(warn.mock.calls.some(([l]) => String(l).includes('"code":"richtext-render-error"'))).toBe(true);
  });

  it("rich text cannot inject markup or script links", async () => {
    const evil = { _uid: "e", component: "Text", text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "<script>alert(1)</script>", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }] } };
    const html = await render([evil]);
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("javascript:");
  });

  it("missing relations are left out; a contact form without its person is logged", async () => {
    const warn = vi.spyOn(console, "warn");
    const html = await render([
      { _uid: "u", component: "UspWrapper", usps: ["4b1d0000-0000-4000-a000-000000000000"] },
      { _uid: "c", component: "ContactForm", headline: "Write to us", person: "4b1d0000-0000-4000-a000-000000000001", topics: ["Order"] },
    ]);
    expect(html).toContain("Write to us");
    expect(warn.mock.calls.some(([l]) => String(l).includes('"code":"contact-form-person-not-found"'))).toBe(true);
  });
});

describe("an unreachable content API", () => {
  it("answers with the error page, logged, not a bare 500", async () => {
    const error = vi.spyOn(console, "error");
    const broken = { ...env, BACKEND: { fetch: () => Promise.reject(new Error("connection refused")) } as unknown as Fetcher };
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    const res = await app.fetch(new Request("http://kartenliebe.de.localhost/fotokalender"), broken, ctx);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('<section class="error-page"');
    expect(html).toContain("Da ist etwas schiefgelaufen");
    expect(error.mock.calls.some(([l]) => String(l).includes('"code":"global-app-error"'))).toBe(true);
  });
});
