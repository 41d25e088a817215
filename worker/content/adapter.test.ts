/**
 * The adapter against the embedded content API with the real storyblok-js-client. Only the 429 and 503 cases play a failing content service through the client's
 * transport, since the embedded API never rate-limits.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configOf } from "../config/config.ts";
import { PageError } from "../render/page-error.ts";
import { RenderRecord } from "../render/render-record.ts";
import { buildRequestContext, resolveRequest } from "../site/request-context.ts";
import { ContentApiError, MAX_RETRIES, contentSource, createContentClient, draftSource } from "./client.ts";
import { loadContentPage } from "../routes/content.tsx";
import { fetchAlongChain } from "./load-story.ts";
import { type Preview, previewOf, publishedPreview } from "./preview.ts";
import { editorTokenQuery } from "../../test/worker/editor-token.ts";
import { currentContentVersion } from "../cache/content-cache.ts";
import type { ContentScope } from "./scope.ts";
import { fetchStory, listStories } from "./stories.ts";

afterEach(() => vi.restoreAllMocks());

function scopeFor(url: string, transport?: typeof fetch, granted?: Preview): ContentScope {
  const request = new Request(url);
  const config = configOf(env);
  const { site, resolution } = resolveRequest(request, config);
  if (resolution.kind !== "page") throw new Error("not a page");
  const context = buildRequestContext(request, config, site, resolution);
  const preview = granted ?? publishedPreview(new URL(url));
  const source = contentSource(env, site.channel);
  return {
    env,
    request: context,
    render: new RenderRecord(),
    preview,
    cache: { kv: env.CONTENT_CACHE, waitUntil: () => {} },
    client: createContentClient(
      env,
      preview.enabled ? draftSource(source) : source,
      transport ? { fetch: transport } : {},
    ),
    call: preview.enabled ? { version: "draft" } : { version: "published" },
    contentVersion: () => currentContentVersion(env.CONTENT_CACHE, site.channel),
  };
}

/** The embedded API, with every request recorded. */
function recording() {
  const urls: URL[] = [];
  const transport: typeof fetch = (input, init) => {
    const url = new URL(String(input));
    urls.push(url);
    return env.BACKEND!.fetch(
      new Request(`http://backend.internal${url.pathname}${url.search}`, { headers: init?.headers }),
    );
  };
  return { urls, transport };
}

describe("content adapter", () => {
  it("lists 25 stories per page and fetches every page the total header announces", async () => {
    const { urls, transport } = recording();
    const scope = scopeFor("http://kartenliebe.de.localhost/", transport);
    const stories = await listStories(scope.client, { version: "published", startsWith: "de-de/" });
    expect(stories.length).toBeGreaterThan(25);
    expect(new Set(stories.map((s) => s.full_slug)).size).toBe(stories.length);
    expect(stories.every((s) => String(s.full_slug).startsWith("de-de/"))).toBe(true);
    expect(urls.map((u) => u.searchParams.get("per_page"))).toEqual(urls.map(() => "25"));
    expect(urls.map((u) => Number(u.searchParams.get("page")))).toEqual(
      Array.from({ length: Math.ceil(stories.length / 25) }, (_, i) => i + 1),
    );
  });

  it("names the version on every call and resolves the relations of section 3", async () => {
    const { urls, transport } = recording();
    const scope = scopeFor("http://wallart.de.localhost/", transport);
    const story = (await fetchStory(scope.client, "de-de/leinwanddruck", { version: "published" }))!;
    expect(urls[0].searchParams.get("version")).toBe("published");
    expect(urls[0].searchParams.get("resolve_relations")).toContain("Frame.frameTypes");
    const content = story.content as {
      body: { component: string; frameTypes?: { full_slug: string }[] }[];
      productSnippet: { full_slug: string };
    };
    expect(content.productSnippet.full_slug).toBe("de-de/shared/product-snippet");
    const frame = content.body.find((b) => b.component === "Frame")!;
    expect(frame.frameTypes?.[0].full_slug).toBe("de-de/shared/frames/schattenfuge-leinwand");
  });

  it("fetches relations the API names only by uuid in batches of 50", async () => {
    const related = Array.from({ length: 60 }, (_, i) => ({
      uuid: `rel-${i}`,
      full_slug: `de-de/shared/r${i}`,
      name: `R${i}`,
      content: { _uid: `u${i}`, component: "UspTeaser", items: [] },
    }));
    const batches: number[] = [];
    // Plays Storyblok's answer for a story with more than 50 relations: rel_uuids instead of rels.
    const storyblok: typeof fetch = async (input) => {
      const url = new URL(String(input));
      const byUuids = url.searchParams.get("by_uuids");
      if (byUuids) {
        const wanted = byUuids.split(",");
        batches.push(wanted.length);
        return Response.json(
          { stories: related.filter((r) => wanted.includes(r.uuid)) },
          { headers: { total: String(wanted.length), "per-page": "50" } },
        );
      }
      const story = {
        uuid: "page",
        full_slug: "de-de/many",
        content: {
          _uid: "p",
          component: "Page",
          body: [{ _uid: "w", component: "UspWrapper", usps: related.map((r) => r.uuid) }],
        },
      };
      return Response.json({ story, rel_uuids: related.map((r) => r.uuid), cv: 1 });
    };
    const story = (await fetchStory(scopeFor("http://kartenliebe.de.localhost/", storyblok).client, "de-de/many", {
      version: "published",
    }))!;
    expect(batches).toEqual([50, 10]);
    const wrapper = (story.content as { body: { usps: { full_slug: string }[] }[] }).body[0];
    expect(wrapper.usps.map((u) => u.full_slug)).toEqual(related.map((r) => r.full_slug));
  });

  it("asks for drafts in preview, with the preview token", async () => {
    const { urls, transport } = recording();
    const url = `http://kartenliebe.co.uk.localhost/photo-books?_storyblok=1&${await editorTokenQuery()}`;
    const granted = await previewOf(new URL(url), contentSource(env, "kartenliebe").previewToken);
    expect(granted.enabled).toBe(true);
    const scope = scopeFor(url, transport, granted);
    const page = await loadContentPage(scope, "/photo-books");
    expect(urls[0].searchParams.get("version")).toBe("draft");
    expect(JSON.stringify(page.body)).toContain("New for 2027");
  });

  it("follows the fallback chain: de-AT gets de-DE's story, en-US its own override", async () => {
    const at = await fetchAlongChain(scopeFor("http://kartenliebe.at.localhost/"), "de-AT", "fotokalender");
    expect(at?.full_slug).toBe("de-de/fotokalender");
    const us = await fetchAlongChain(scopeFor("http://wallart.com.localhost/"), "en-US", "canvas-prints");
    expect(us?.full_slug).toBe("en-us/canvas-prints");
    expect(await fetchAlongChain(scopeFor("http://kartenliebe.at.localhost/"), "de-AT", "nirgendwo")).toBeNull();
  });

  it("refuses a story that is not of component Page with the fatal 404 storyblok-page-not-found", async () => {
    const scope = scopeFor("http://kartenliebe.de.localhost/global-config");
    const error = await loadContentPage(scope, "/global-config").catch((e) => e);
    expect(error).toBeInstanceOf(PageError);
    expect(error).toMatchObject({
      status: 404,
      fatal: true,
      code: "storyblok-page-not-found",
      message: "Page Not Found: /global-config",
    });
  });

  it("turns a story's target into a redirect with the story's status", async () => {
    const page = await loadContentPage(scopeFor("http://kartenliebe.de.localhost/kalender"), "/kalender");
    expect(page.redirect).toEqual({ routePath: "/fotokalender", status: 301 });
    const temporary = await loadContentPage(scopeFor("http://kartenliebe.de.localhost/gutscheine"), "/gutscheine");
    expect(temporary.redirect).toEqual({ routePath: "/gutschein", status: 302 });
  });

  it("retries a 429 up to 10 times, 300 ms apart, reporting 'Hit rate limit', then rejects", {
    timeout: 20_000,
  }, async () => {
    const warn = vi.spyOn(console, "warn");
    let calls = 0;
    const rateLimited: typeof fetch = async () => {
      calls++;
      return new Response(JSON.stringify(["Rate limit exceeded"]), { status: 429, statusText: "Too Many Requests" });
    };
    const started = Date.now();
    const error = await fetchStory(scopeFor("http://kartenliebe.de.localhost/", rateLimited).client, "de-de/home", {
      version: "published",
    }).catch((e) => e);
    expect(calls).toBe(1 + MAX_RETRIES);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_RETRIES * 300);
    expect(error).toBeInstanceOf(ContentApiError);
    expect(error).toMatchObject({ status: 429, message: "Too Many Requests" });
    expect(warn.mock.calls.filter(([l]) => String(l).includes("Hit rate limit"))).toHaveLength(calls);
  });

  it("succeeds when the rate limit lifts before the retries run out", async () => {
    const { transport } = recording();
    let calls = 0;
    const flaky: typeof fetch = async (input, init) =>
      ++calls <= 2 ? new Response("[]", { status: 429, statusText: "Too Many Requests" }) : transport(input, init);
    const story = await fetchStory(scopeFor("http://kartenliebe.de.localhost/", flaky).client, "de-de/home", {
      version: "published",
    });
    expect(calls).toBe(3);
    expect(story?.full_slug).toBe("de-de/home");
  });

  it("rejects any other non-2xx at once with its status text", async () => {
    let calls = 0;
    const down: typeof fetch = async () => {
      calls++;
      return new Response(JSON.stringify({ error: "maintenance" }), { status: 503, statusText: "Service Unavailable" });
    };
    const error = await fetchStory(scopeFor("http://kartenliebe.de.localhost/", down).client, "de-de/home", {
      version: "published",
    }).catch((e) => e);
    expect(calls).toBe(1);
    expect(error).toMatchObject({ status: 503, message: "Service Unavailable" });
  });

  it("uses the embedded content API only while no access token is set", () => {
    expect(contentSource(env, "kartenliebe").embedded).toBe(true);
    const withToken = { ...env, STORYBLOK_TOKEN_WALLART: " abc123 " };
    const real = contentSource(withToken, "wallart");
    expect(real).toEqual({ channel: "wallart", token: "abc123", previewToken: "abc123", embedded: false });
  });
});
