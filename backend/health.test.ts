import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("backend health", () => {
  it("answers with the seed the migrations loaded", async () => {
    const res = await exports.default.fetch("http://backend/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, seed: "embedded-defaults" });
  });

  it("answers an unknown path with a JSON 404", async () => {
    const res = await exports.default.fetch("http://backend/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: true });
  });
});
