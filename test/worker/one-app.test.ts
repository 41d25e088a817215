// One app (STYLE habit 1): the areas that are not pages answer on the path as asked, every other
// request is a page on its route path (section 2), and a path no route takes meets the app's one
// not-found handler, whichever area it is in. The page middleware (request context, flags,
// attribution) runs for pages only.
import { describe, expect, it } from "vitest";
import { get } from "./shop.ts";

const DE = "http://kartenliebe.de.localhost";
const CH = "http://kartenliebe.ch.localhost";

describe("one app, one not-found handler", () => {
  it("an unknown /bff path and an unknown /_content path get the not-found answer of the areas: 404, kept by no one", async () => {
    for (const path of ["/bff/no-such-path", "/_content/no-such-path"]) {
      const res = await get(`${DE}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(await res.json(), path).toEqual({ error: true, message: { text: "Not found" } });
    }
  });

  it("a page path no page route takes gets the not-found answer of the pages: 405 with Allow for a method pages do not answer", async () => {
    for (const url of [`${DE}/fotokalender`, `${CH}/fr/`]) {
      const res = await get(url, { method: "DELETE" });
      expect(res.status, url).toBe(405);
      expect(res.headers.get("allow"), url).toBe("GET, HEAD");
    }
  });

  it("an unknown page is the 404 error page in the page's own language", async () => {
    const res = await get(`${CH}/fr/no-such-page`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<html lang="fr-CH"');
  });

  it("an area's path under a locale folder is a page, not the area", async () => {
    const res = await get(`${CH}/fr/healthz`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("the page middleware does not run for the other areas: no visitor key, no attribution cookie", async () => {
    const res = await get(`${DE}/healthz?gclid=abc&utm_source=news`);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
