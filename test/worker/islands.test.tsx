// Islands on the server (ARCHITECTURE "Islands"): the marker carries the island's
// name, its props as JSON (in a script element, its first child) and when to hydrate; props and
// the provided context are serialised so that no value can end the script or attribute they sit in.
import { describe, expect, it } from "vitest";
import manifest from "../../dist/manifest.json";
import { scriptJson } from "../../worker/render/script-json.ts";
import { type HydrateOn, Island } from "../../worker/render/island.tsx";
import { renderPage } from "../../worker/render/render-page.tsx";
import { pageLoads } from "../../worker/routes/page-loads.ts";
import { fetchPage, pageApp } from "./page-app.tsx";
import { getWith, islandPropsOf, providedContextOf } from "./shop.ts";

const HOSTILE = {
  token: "newsletter-token",
  buttonText: '</script><script>alert("label")</script>',
  errorText: `"double" 'single' & <b>{{count}}</b> \u2028 \\ </shop-island>`,
};

function islandPage(hydrate: HydrateOn) {
  return pageApp((c) =>
    renderPage(
      c,
      {
        title: "Island",
        body: <Island name="newsletter-confirm" hydrate={hydrate} props={HOSTILE} />,
      },
      pageLoads(c),
    ),
  );
}

/** The attributes of the newsletter confirmation island's `<shop-island>` element (the chrome has islands of its own, this one it never shows), HTML entities decoded. */
function markerOf(html: string): Record<string, string> {
  const tag = /<shop-island\b([^>]*data-island="newsletter-confirm"[^>]*)>/.exec(html)?.[1];
  if (tag === undefined) throw new Error("no island marker");
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value!)]));
}

describe("the island marker", () => {
  for (const hydrate of ["load", "idle", "visible"] as const) {
    it(`carries name, JSON props and hydration mode '${hydrate}'`, async () => {
      const res = await fetchPage(islandPage(hydrate), "http://kartenliebe.de.localhost/island");
      const html = await res.text();
      const marker = markerOf(html);
      expect(marker["data-island"]).toBe("newsletter-confirm");
      expect(marker["data-hydrate"]).toBe(hydrate);
      expect(marker["data-src"]).toBe(manifest.islands["newsletter-confirm"]);
      expect(islandPropsOf(html, "newsletter-confirm")).toEqual(HOSTILE);
    });
  }

  it("props cannot end their script or open another: angle brackets and ampersands are escaped", async () => {
    const html = await (await fetchPage(islandPage("load"), "http://kartenliebe.de.localhost/island")).text();
    expect(html).not.toContain('<script>alert("label")');
    expect(html).not.toContain("<b>{{count}}</b>");
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script\b/g)!.length);
    // the island's server HTML shows the label as text
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;label&quot;)&lt;/script&gt;</button>");
  });

  it("no island is preloaded by the HTML; the marker tells the module loader which to preload at load", async () => {
    // The module loader preloads `shop-island[data-hydrate="load"][data-src]` once the first screen is
    // painted (worker/render/module-loader.tsx); the browser test follows the requests.
    const src = manifest.islands["newsletter-confirm"];
    const load = await (await fetchPage(islandPage("load"), "http://kartenliebe.de.localhost/island")).text();
    const visible = await (await fetchPage(islandPage("visible"), "http://kartenliebe.de.localhost/island")).text();
    for (const html of [load, visible]) expect(html).not.toContain(`rel="modulepreload"`);
    expect(load).toMatch(
      new RegExp(`<shop-island data-island="newsletter-confirm" data-hydrate="load"[^>]*data-src="${src}"`),
    );
    expect(visible).toMatch(
      new RegExp(`<shop-island data-island="newsletter-confirm" data-hydrate="visible"[^>]*data-src="${src}"`),
    );
  });
});

describe("the provided-context script is safe JSON", () => {
  it("scriptJson escapes what could end a script or a JavaScript string, and parses back", () => {
    const value = { brand: "</script><!--<script>", line: "a\u2028b\u2029c", amp: "&amp;", quote: "\"'" };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it("a hostile brand name from the configuration stays inside the context script", async () => {
    const brand = '</script><script>alert("brand")</script>';
    const res = await getWith({ WALLART_BRAND: brand }, "http://wallart.de.localhost/");
    const html = await res.text();
    expect(html).not.toContain('<script>alert("brand")');
    expect(providedContextOf(html).brand).toBe(brand);
  });
});
