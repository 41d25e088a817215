// The streaming renderer (ARCHITECTURE "One request", steps 5 and 6): the shell
// first and deferred data after it for people, the whole document at once for crawlers, a failed
// deferred part rendering nothing, a failed shell answered with the 500 error page, and HTML sent
// uncompressed in local development.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Deferred } from "../../worker/render/deferred.tsx";
import { renderPage } from "../../worker/render/render-page.tsx";
import { pageLoads } from "../../worker/routes/page-loads.ts";
import { chunksOf, fetchPage, pageApp } from "./page-app.tsx";
import { PRODUCTION } from "./shop.ts";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const URL = "http://kartenliebe.ch.localhost/fr/streaming-test";

/** A promise the test settles by hand, so the order of events is fixed. */
function manual<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function appWithDeferred(data: Promise<string>) {
  return pageApp((c) =>
    renderPage(
      c,
      {
        title: "Streaming",
        body: (
          <>
            <h1>Above the fold</h1>
            <Deferred name="below-the-fold" data={data} fallback={<p>waiting</p>}>
              {(value) => <p className="deferred">{value}</p>}
            </Deferred>
          </>
        ),
      },
      pageLoads(c),
    ),
  );
}

function loggedCodes(spy: { mock: { calls: unknown[][] } }): { code: string; message?: string; deferred?: string }[] {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)));
}

afterEach(() => vi.restoreAllMocks());

describe("people get the shell first, deferred data after it", () => {
  it("the shell arrives in an earlier chunk than the deferred content", async () => {
    const data = manual<string>();
    const res = await fetchPage(appWithDeferred(data.promise), URL, { headers: { "user-agent": PERSON } });
    expect(res.status).toBe(200);

    const body = chunksOf(res);
    const shell = await body.until("<h1>Above the fold</h1>");
    expect(shell).toContain('<html lang="fr-CH"');
    expect(shell).toContain("<p>waiting</p>");
    expect(shell).not.toContain("streamed later");

    data.resolve("streamed later");
    const rest = await body.rest();
    expect(rest).toContain('<p class="deferred">streamed later</p>');
    expect(rest).toContain("</html>");
  });

  it("a deferred part whose promise rejects renders nothing, is logged under hybrid-ssr-error, and the page stays 200", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const data = manual<string>();
    const res = await fetchPage(appWithDeferred(data.promise), URL, { headers: { "user-agent": PERSON } });
    const body = chunksOf(res);
    await body.until("<h1>Above the fold</h1>");
    data.reject(new Error("reviews service down"));
    const rest = await body.rest();

    expect(res.status).toBe(200);
    expect(rest).not.toContain('class="deferred"');
    expect(rest).not.toContain("reviews service down");
    expect(loggedCodes(errors)).toContainEqual(
      expect.objectContaining({
        code: "hybrid-ssr-error",
        deferred: "below-the-fold",
        message: "reviews service down",
      }),
    );
  });
});

describe("crawlers get the whole document at once", () => {
  it("the response resolves only when the deferred data is in the document (allReady awaited)", async () => {
    let settled = false;
    const data = new Promise<string>((resolve) =>
      setTimeout(() => {
        settled = true;
        resolve("for the crawler");
      }, 20),
    );
    const res = await fetchPage(appWithDeferred(data), URL, { headers: { "user-agent": CRAWLER } });
    expect(settled).toBe(true);
    const html = await res.text();
    expect(html).toContain('<p class="deferred">for the crawler</p>');
    // nothing is patched in later: no fallback, no boundary to complete
    expect(html).not.toContain("<p>waiting</p>");
    expect(html).not.toContain("$RC");
  });
});

function Broken(): never {
  throw new Error("secret detail 4711");
}

describe("a throw in the shell", () => {
  const broken = pageApp((c) => renderPage(c, { title: "Broken", body: <Broken /> }, pageLoads(c)));

  it("gives the 500 error page, logged under hybrid-ssr-error, with no detail for the visitor", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchPage(broken, URL, { headers: { "user-agent": PERSON } });
    expect(res.status).toBe(500);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<section class="error-page"');
    expect(html).toContain('<html lang="fr-CH"');
    expect(html).not.toContain("secret detail 4711");
    expect(html).not.toContain("<details");
    const codes = loggedCodes(errors);
    expect(codes).toContainEqual(expect.objectContaining({ code: "hybrid-ssr-error", message: "secret detail 4711" }));
    expect(codes.filter((line) => line.message === "secret detail 4711")).toHaveLength(1);
  });

  it("shows the detail and stack only with DEBUG=1", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchPage(broken, URL, { headers: { "user-agent": PERSON }, env: { DEBUG: "1" } });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toMatch(
      /<details class="error-page__details" open=""><summary>Internal Server Error<\/summary><pre>Error: secret detail 4711/,
    );
  });

  it("a crawler gets the same 500 error page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchPage(broken, URL, { headers: { "user-agent": CRAWLER } });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('<section class="error-page"');
  });
});

describe("content encoding", () => {
  const page = pageApp((c) => renderPage(c, { title: "Plain", body: <h1>Plain</h1> }, pageLoads(c)));

  it("in local development HTML is sent with content-encoding: identity, so wrangler dev streams it", async () => {
    const res = await fetchPage(page, URL, { env: { ENVIRONMENT: "development" } });
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-encoding")).toBe("identity");
  });

  it("outside development the platform chooses the encoding", async () => {
    for (const ENVIRONMENT of ["production", "test"]) {
      const res = await fetchPage(page, URL, { env: { ENVIRONMENT, CSRF_SECRET: PRODUCTION.CSRF_SECRET } });
      expect(res.headers.get("content-encoding")).toBeNull();
    }
  });
});
