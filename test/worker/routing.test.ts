import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

function get(url: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(url, { redirect: "manual", ...init }));
}

describe("routing smoke", () => {
  it("serves the home page of the default site", async () => {
    const res = await get("http://localhost/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="de-DE"');
  });
});
