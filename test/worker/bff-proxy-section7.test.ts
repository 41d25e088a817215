/**
 * The section 7 paths through the same-origin proxy (worker/routes/bff-proxy-paths.ts): the
 * channel-plus-country header and locale go with them, the visitor's country with the location
 * call, uploads up to the backend's 10 MB with the usual origin and CSRF checks, unlisted paths 404.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { TOOLBOX_MAX_UPLOAD_BYTES } from "../../shared/backend-contract/toolbox.ts";
import type { AccessoryPrices, LocalizedUrls, Location, ToolboxResult } from "../../shared/backend-contract/types.ts";

vi.setConfig({ testTimeout: 30_000 });

const DE = "http://kartenliebe.de.localhost";
const CH = "http://kartenliebe.ch.localhost";

function call(url: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(url, { redirect: "manual", ...init }));
}

/** A real 1x1 RGBA PNG. */
const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);

/** Headers of a same-origin script call with its CSRF proof. */
async function proof(): Promise<Record<string, string>> {
  const { token } = await (await call(`${DE}/bff/csrf`)).json<{ token: string }>();
  return { "sec-fetch-site": "same-origin", "x-csrf-token": token, cookie: `__Host-shop_csrf=${token}` };
}

function form(bytes: Uint8Array<ArrayBuffer>, name = "bild.png"): FormData {
  const body = new FormData();
  body.append("file", new File([bytes], name, { type: "image/png" }));
  return body;
}

describe("section 7 paths through the /bff/ proxy", () => {
  it("prices accessories in the site's currency: EUR on .de, CHF on .ch", async () => {
    const path = "/bff/price-api/accessory?skus[]=box-kraft";
    const eur = await call(DE + path);
    expect(eur.status).toBe(200);
    expect(eur.headers.get("cache-control")).toBe("private, no-store");
    expect(await eur.json<AccessoryPrices>()).toMatchObject({
      currency: "eur",
      prices: [{ sku: "box-kraft", priceCurrent: 150 }],
    });
    expect(await (await call(CH + path)).json<AccessoryPrices>()).toMatchObject({
      currency: "chf",
      prices: [{ sku: "box-kraft", priceCurrent: 170 }],
    });
  });

  it("answers localized URLs for the path in the locale the browser names", async () => {
    const de = await (await call(`${DE}/bff/web-api/localized-urls?path=/bilderbox`)).json<LocalizedUrls>();
    expect(de.stories).toHaveLength(1);
    expect(de.stories[0].urls.find((u) => u.locale === "de-DE")).toMatchObject({
      url: "https://www.kartenliebe.de/bilderbox",
      fallback: false,
    });
    // /box-photos is the fr-CH address: found with the French locale, not with the site's default.
    const fr = await call(`${CH}/bff/web-api/localized-urls?path=/box-photos`, {
      headers: { "x-shop-locale": "fr-CH" },
    });
    expect(fr.status).toBe(200);
    expect((await fr.json<LocalizedUrls>()).stories[0].groupId).toBe(de.stories[0].groupId);
    expect((await call(`${CH}/bff/web-api/localized-urls?path=/box-photos`)).status).toBe(404);
  });

  it("passes the visitor's country on to the location call, and only a well-formed one", async () => {
    const located = await call(`${DE}/bff/api/get-location/?countries[]=CH`, { headers: { "cf-ipcountry": "CH" } });
    expect(located.status).toBe(200);
    expect(await located.json<Location>()).toEqual({
      country: "CH",
      served: true,
      inList: true,
      suggested: { code: "kartenliebe-ch", locale: "de-CH", host: "www.kartenliebe.ch" },
    });
    expect(await (await call(`${DE}/bff/api/get-location/`)).json<Location>()).toMatchObject({
      country: null,
      suggested: { code: "kartenliebe-de" },
    });
    // The edge's own request.cf.country comes first.
    const edge = await exports.default.fetch(
      new Request(`${DE}/bff/api/get-location/`, {
        headers: { "cf-ipcountry": "CH" },
        cf: { country: "AT" },
      } as RequestInit),
    );
    expect(await edge.json<Location>()).toMatchObject({ country: "AT", suggested: { code: "kartenliebe-at" } });
    expect(
      await (await call(`${DE}/bff/api/get-location/`, { headers: { "cf-ipcountry": "C<" } })).json<Location>(),
    ).toMatchObject({ country: null });
  });

  it("takes an upload to the toolbox and gives the result back by its download address", async () => {
    const res = await call(`${DE}/bff/web-api/toolbox-optimize-image`, {
      method: "POST",
      headers: await proof(),
      body: form(PNG),
    });
    expect(res.status).toBe(201);
    const result = await res.json<ToolboxResult>();
    expect(result).toMatchObject({
      operation: "optimize-image",
      input: { size: PNG.length, contentType: "image/png", files: 1 },
      file: { contentType: "image/png", width: 1, height: 1 },
    });
    const download = await call(`${DE}/bff${result.file.downloadUrl}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="bild.png"');
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
  });

  it("keeps the origin and CSRF checks for uploads", async () => {
    const headers = await proof();
    const crossSite = await call(`${DE}/bff/customer-picture/upload`, {
      method: "POST",
      headers: { ...headers, "sec-fetch-site": "cross-site" },
      body: form(PNG),
    });
    expect(crossSite.status).toBe(403);
    const noProof = await call(`${DE}/bff/customer-picture/upload`, {
      method: "POST",
      headers: { ...headers, "x-csrf-token": "" },
      body: form(PNG),
    });
    expect(noProof.status).toBe(403);
    const ok = await call(`${DE}/bff/customer-picture/upload`, { method: "POST", headers, body: form(PNG) });
    expect(ok.status).toBe(201);
    const { id } = await ok.json<{ id: string }>();
    const picture = await call(`${DE}/bff/customer-picture/get?id=${id}`);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
  });

  it("refuses an upload over 10 MB with 413, by its declared length and by its actual size", async () => {
    const headers = await proof();
    const big = new Uint8Array(TOOLBOX_MAX_UPLOAD_BYTES + 1);
    const declared = await call(`${DE}/bff/web-api/toolbox-convert-pdf`, { method: "POST", headers, body: form(big) });
    expect(declared.status).toBe(413);
    expect((await declared.json<{ message: { text: string } }>()).message.text).toBe(
      "Request too large: at most 10 MB",
    );
    // No length given: the proxy stops reading once the body passes the limit.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8 * TOOLBOX_MAX_UPLOAD_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await call(`${DE}/bff/web-api/toolbox-convert-pdf`, {
      method: "POST",
      headers: { ...headers, "content-type": "multipart/form-data; boundary=x" },
      body: stream,
    });
    expect(streamed.status).toBe(413);
    expect(sent).toBeGreaterThan(TOOLBOX_MAX_UPLOAD_BYTES);
    expect(sent).toBeLessThanOrEqual(TOOLBOX_MAX_UPLOAD_BYTES + 4 * chunk.length);
    // Other paths keep the 16 kB limit.
    const contact = await call(`${DE}/bff/web-api/contact`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(17_000) }),
    });
    expect(contact.status).toBe(413);
    expect((await contact.json<{ message: { text: string } }>()).message.text).toBe("Request too large: at most 16 kB");
  });

  it("answers 404 for unlisted paths and 405 (with Allow) for a method a path does not take", async () => {
    expect((await call(`${DE}/bff/web-api/products`)).status).toBe(404);
    expect((await call(`${DE}/bff/web-api/toolbox-optimize-imagex`)).status).toBe(404);
    const post = await call(`${DE}/bff/web-api/feature-flags`, { method: "POST", headers: await proof(), body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const get = await call(`${DE}/bff/web-api/toolbox-optimize-image`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect((await call(`${DE}/bff/web-api/feature-flags`)).status).toBe(200);
  });
});
