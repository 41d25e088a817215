import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTEXT_ELEMENT_ID } from "../../shared/site/context.ts";
import { bffTry } from "./bff.ts";

/** The page as the worker renders it, as far as the BFF calls read it: the provided context and no cookies. */
function stubPage(): void {
  const context = JSON.stringify({ bffUrl: "https://shop.example/bff", currentLocale: "de-DE" });
  vi.stubGlobal("document", {
    cookie: "",
    getElementById: (id: string) => (id === CONTEXT_ELEMENT_ID ? { textContent: context } : null),
  });
}

beforeEach(stubPage);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The log lines of one level, parsed. */
function lines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe("BFF calls report their failures through one path", () => {
  it("a BFF that cannot be reached is reported as bff-call-failed, without the query, and answered undefined", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await bffTry("GET", "/customer/wishlist?email=someone@example.com")).toBeUndefined();
    expect(lines(warn)).toEqual([
      { level: "warn", code: "bff-call-failed", method: "GET", path: "/customer/wishlist", message: "Failed to fetch" },
    ]);
  });

  it("an error page instead of JSON is reported with its status and answered as not ok", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "content-type": "text/html" } }),
      ),
    );
    const answer = await bffTry("GET", "/customer/newsletter");
    expect(answer).toMatchObject({ ok: false, status: 502, data: {} });
    expect(lines(warn)).toEqual([
      expect.objectContaining({
        code: "bff-answer-unreadable",
        method: "GET",
        path: "/customer/newsletter",
        status: 502,
      }),
    ]);
  });

  it("a good answer and an empty success are not reported", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ items: [] })),
    );
    expect(await bffTry("GET", "/customer/wishlist")).toEqual({ ok: true, status: 200, data: { items: [] } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    expect(await bffTry("GET", "/customer/logout")).toEqual({ ok: true, status: 204, data: {} });
    expect(warn).not.toHaveBeenCalled();
  });
});
