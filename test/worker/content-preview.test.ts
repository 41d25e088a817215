import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEVELOPMENT_PREVIEW_TOKENS } from "../../shared/content/embedded-space.ts";
import { currentContentVersion } from "../../worker/cache/content-cache.ts";
import { storyKey } from "../../worker/cache/keys.ts";
import app from "../../worker/index.ts";
import { editorTokenQuery } from "./editor-token.ts";

function get(url: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(url, { redirect: "manual", ...init }));
}

function transform(url: string, body: unknown, contentType = "application/json") {
  return get(url, {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
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
const text = (t: string) => ({
  _uid: `t-${t}`,
  component: "Text",
  text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: t }] }] },
});

const DRAFT_TEXT = "New for 2027: twelve templates for travel photo books.";
const HOUR = 3600;
const nowS = () => Math.floor(Date.now() / 1000);

/** A page asked for in preview: what it shows and how it may be cached. */
async function previewPage(query: string) {
  const res = await get(`http://kartenliebe.co.uk.localhost/photo-books?_storyblok=123&${query}`);
  const html = await res.text();
  return {
    status: res.status,
    draft: html.includes(DRAFT_TEXT),
    bridge: html.includes("storyblok-v2-latest.js"),
    cache: res.headers.get("cache-control") ?? "",
  };
}

describe("preview only for editors", () => {
  it("a valid editor token shows the draft, uncached", async () => {
    expect(await previewPage(await editorTokenQuery())).toMatchObject({
      status: 200,
      draft: true,
      bridge: true,
      cache: expect.stringContaining("no-store"),
    });
  });

  it("an expired token, a forged token, another space's token or no token serve the published page, cacheable", async () => {
    const kl = DEVELOPMENT_PREVIEW_TOKENS.kartenliebe;
    const refused = {
      expired: await editorTokenQuery({ timestamp: nowS() - HOUR - 5 }),
      "far in the future": await editorTokenQuery({ timestamp: nowS() + 2 * HOUR }),
      forged: await editorTokenQuery({ previewToken: "guessed-preview-token" }),
      "made up": `_storyblok_tk[space_id]=1001&_storyblok_tk[timestamp]=${nowS()}&_storyblok_tk[token]=${"0".repeat(40)}`,
      "the public token": await editorTokenQuery({ previewToken: "local-kartenliebe-preview" }),
      "another space's preview token": await editorTokenQuery({
        previewToken: DEVELOPMENT_PREVIEW_TOKENS.wallart,
        spaceId: 1002,
      }),
      "a different space id than signed": (await editorTokenQuery({ previewToken: kl })).replace(
        "space_id]=1001",
        "space_id]=1002",
      ),
      "no token": "",
      "a token without its timestamp": (await editorTokenQuery()).replace(/_storyblok_tk\[timestamp\]=\d+&/, ""),
    };
    // Cached exactly as the page without any preview parameter (people's pages are private, decision 053).
    const plain = (await get("http://kartenliebe.co.uk.localhost/photo-books")).headers.get("cache-control");
    for (const [name, query] of Object.entries(refused)) {
      const page = await previewPage(query);
      expect({ name, ...page }).toEqual({ name, status: 200, draft: false, bridge: false, cache: plain });
    }
    // Still valid just inside the hour.
    expect((await previewPage(await editorTokenQuery({ timestamp: nowS() - HOUR + 60 }))).draft).toBe(true);
  });

  it("without a valid token the page comes from the cache like any other, never from a content call per request", async () => {
    await get("http://kartenliebe.co.uk.localhost/photo-books");
    const key = storyKey(
      "kartenliebe",
      await currentContentVersion(env.CONTENT_CACHE, "kartenliebe"),
      "en-GB",
      "photo-books",
    );
    const entry = await env.CONTENT_CACHE.get<{ storedAt: number; value: { content: { title: string } } }>(key, "json");
    entry!.value.content.title = "Served from the cache";
    await env.CONTENT_CACHE.put(key, JSON.stringify(entry));
    for (const query of [
      "_storyblok=1",
      "_storyblok_release=7",
      `_storyblok=1&_storyblok_tk[token]=${"a".repeat(40)}`,
    ]) {
      const html = await (await get(`http://kartenliebe.co.uk.localhost/photo-books?${query}`)).text();
      expect(html).toContain("<title>Served from the cache</title>");
    }
  });
});

describe("preview with _storyblok", () => {
  it("shows the draft, uncached, with the visual editor's bridge; the published page has neither", async () => {
    const published = await get("http://kartenliebe.co.uk.localhost/photo-books");
    const publishedHtml = await published.text();
    expect(publishedHtml).not.toContain("New for 2027");
    expect(publishedHtml).not.toContain("storyblok-v2-latest.js");
    const preview = await get(
      `http://kartenliebe.co.uk.localhost/photo-books?_storyblok=123&${await editorTokenQuery()}`,
    );
    const html = await preview.text();
    expect(preview.status).toBe(200);
    // Never stored by any cache (pages served to people are also private: flags, decision 053).
    expect(preview.headers.get("cache-control")?.split(/,\s*/)).toContain("no-store");
    expect(html).toContain("New for 2027: twelve templates for travel photo books.");
    expect(html).toContain('src="https://app.storyblok.com/f/storyblok-v2-latest.js"');
    expect(html).toContain('data-island="storyblok-preview"');
  });

  it("a content release switches to the draft as well", async () => {
    const html = await (
      await get(`http://kartenliebe.de.localhost/fotobuch?_storyblok_release=7&${await editorTokenQuery()}`)
    ).text();
    expect(html).toContain("Neu für 2027");
  });

  it("carries query parameters that start with an underscore over on internal links", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/fotobuch?_storyblok=5&utm_source=x")).text();
    expect(html).toMatch(/href="\/configurator-photobook\?locale=de-DE&amp;_storyblok=5"/);
    expect(html).not.toContain("utm_source=x");
  });

  it("the transform call re-renders the edited story for live updates", async () => {
    const res = await transform(
      `http://kartenliebe.co.uk.localhost/storyblok/transform?_storyblok=1&${await editorTokenQuery()}`,
      { story: page([text("Freshly edited words")]) },
    );
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain("Freshly edited words");
  });

  it("the transform call answers only in preview, only to JSON, only for Page stories", async () => {
    const url = "http://kartenliebe.co.uk.localhost/storyblok/transform";
    const editor = `${url}?_storyblok=1&${await editorTokenQuery()}`;
    expect((await transform(url, { story: page([]) })).status).toBe(403);
    expect((await transform(`${url}?_storyblok=1`, { story: page([]) })).status).toBe(403);
    expect(
      (
        await transform(`${url}?_storyblok=1&${await editorTokenQuery({ timestamp: nowS() - 2 * HOUR })}`, {
          story: page([]),
        })
      ).status,
    ).toBe(403);
    expect((await transform(editor, "story=1", "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await transform(editor, "{not json")).status).toBe(400);
    expect((await transform(editor, { story: { name: "no content" } })).status).toBe(422);
    expect((await transform(editor, { story: { content: { component: "GlobalConfig" } } })).status).toBe(422);
  });
});

describe("bad content renders less, never crashes", () => {
  const url = "http://kartenliebe.co.uk.localhost/storyblok/transform?_storyblok=1";
  async function render(body: unknown[]): Promise<string> {
    const res = await transform(`${url}&${await editorTokenQuery()}`, { story: page(body) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { html: string }).html;
  }

  it("an unknown component renders nothing and is logged", async () => {
    const warn = vi.spyOn(console, "warn");
    const html = await render([
      { _uid: "x", component: "HologramCarousel9", headline: "never shown" },
      text("after the unknown block"),
    ]);
    expect(html).not.toContain("never shown");
    expect(html).toContain("after the unknown block");
    expect(
      warn.mock.calls.some(
        ([l]) => String(l).includes('"code":"unknown-component"') && String(l).includes("HologramCarousel9"),
      ),
    ).toBe(true);
  });

  it("broken rich text renders nothing and is logged as richtext-render-error", async () => {
    const warn = vi.spyOn(console, "warn");
    const broken = {
      _uid: "b",
      component: "Text",
      text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: 42 }] }] },
    };
    const html = await render([broken, text("still here")]);
    expect(html).toContain("still here");
    expect(warn.mock.calls.some(([l]) => String(l).includes('"code":"richtext-render-error"'))).toBe(true);
  });

  it("rich text cannot inject markup or script links", async () => {
    const evil = {
      _uid: "e",
      component: "Text",
      text: {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              {
                type: "text",
                text: "<script>alert(1)</script>",
                marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
              },
            ],
          },
        ],
      },
    };
    const html = await render([evil]);
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("javascript:");
  });

  it("missing relations are left out; a contact form without its person is logged", async () => {
    const warn = vi.spyOn(console, "warn");
    const html = await render([
      { _uid: "u", component: "UspWrapper", usps: ["4b1d0000-0000-4000-a000-000000000000"] },
      {
        _uid: "c",
        component: "ContactForm",
        headline: "Write to us",
        person: "4b1d0000-0000-4000-a000-000000000001",
        topics: ["Order"],
      },
    ]);
    expect(html).toContain("Write to us");
    expect(warn.mock.calls.some(([l]) => String(l).includes('"code":"contact-form-person-not-found"'))).toBe(true);
  });
});

describe("an unreachable content API", () => {
  it("answers with the error page, logged, not a bare 500", async () => {
    const error = vi.spyOn(console, "error");
    const broken = {
      ...env,
      BACKEND: { fetch: () => Promise.reject(new Error("connection refused")) } as unknown as Fetcher,
    };
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    const res = await app.fetch(new Request("http://kartenliebe.de.localhost/fotokalender"), broken, ctx);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('<section class="error-page"');
    expect(html).toContain("Da ist etwas schiefgelaufen");
    expect(error.mock.calls.some(([l]) => String(l).includes('"code":"global-app-error"'))).toBe(true);
  });
});

describe("carried underscore parameters", () => {
  it("a 4 KB `?_a=` does not bloat the page: long values, odd names and more than eight are not carried", async () => {
    const plain = await (await get("http://kartenliebe.de.localhost/fotobuch")).text();
    const long = await (await get(`http://kartenliebe.de.localhost/fotobuch?_a=${"x".repeat(4000)}`)).text();
    expect(long.includes("x".repeat(101)), "a long value is carried").toBe(false);
    expect(long.length).toBeLessThan(plain.length * 1.05);
    const many = Array.from({ length: 12 }, (_, i) => `_p${i}=${i}`).join("&");
    const html = await (await get(`http://kartenliebe.de.localhost/fotobuch?${many}`)).text();
    expect(html).toContain("_p7=7");
    expect(html).not.toContain("_p8=8");
  });
});
