/**
 * The sitemap's story list against the embedded content API with the real
 * storyblok-js-client: paged as section 9 says, published version only, pages with an address only.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import kartenliebeStories from "../../content/kartenliebe/stories.json";
import { contentSource, createContentClient } from "./client.ts";
import { listPublishedPages, publishedPageOf } from "./published-pages.ts";

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

describe("published pages for the sitemap", () => {
  it("asks for the published version only, 25 stories per page, every page the total announces", async () => {
    const { urls, transport } = recording();
    const pages = await listPublishedPages(
      createContentClient(env, contentSource(env, "kartenliebe"), { fetch: transport }),
    );
    const all = kartenliebeStories.stories;
    expect(urls.every((u) => u.searchParams.get("version") === "published")).toBe(true);
    expect(urls.map((u) => u.searchParams.get("per_page"))).toEqual(urls.map(() => "25"));
    expect(urls.map((u) => Number(u.searchParams.get("page"))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: Math.ceil(all.length / 25) }, (_, i) => i + 1),
    );
    const expected = all.filter(
      (s) =>
        s.content.component === "Page" &&
        !s.full_slug.endsWith("/error") &&
        !(s.content as { target?: { cached_url?: string } }).target?.cached_url,
    );
    expect(pages).toHaveLength(expected.length);
    expect(pages.find((p) => p.locale === "de-DE" && p.routePath === "/fotokalender")?.alternates).toContainEqual({
      locale: "fr-FR",
      routePath: "/calendrier-photo",
    });
  });

  it("leaves out what has no address of its own: other components, the error page, redirecting stories", () => {
    const page = (fullSlug: string, content: Record<string, unknown> = {}) => ({
      full_slug: fullSlug,
      published_at: "2026-11-02T08:00:00.000Z",
      content: { component: "Page", ...content },
    });
    expect(publishedPageOf(page("de-de/fotokalender"))).toEqual({
      locale: "de-DE",
      routePath: "/fotokalender",
      alternates: [],
      lastmod: "2026-11-02T08:00:00.000Z",
    });
    expect(publishedPageOf(page("de-de/home"))?.routePath).toBe("/");
    expect(publishedPageOf(page("de-de/error"))).toBeUndefined();
    expect(publishedPageOf({ ...page("de-de/global-config"), content: { component: "GlobalConfig" } })).toBeUndefined();
    expect(
      publishedPageOf(
        page("de-de/alt", { target: { fieldtype: "multilink", linktype: "url", url: "/neu", cached_url: "/neu" } }),
      ),
    ).toBeUndefined();
    expect(publishedPageOf(page("shared/usps"))).toBeUndefined();
  });
});
