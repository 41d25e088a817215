/**
 * Every route of the shop worker that takes a body refuses one over its limit with 413 and says
 * the limit (hono's body-limit), whether the body declares its length or not;
 * a body within the limit still works.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hmacSha1Hex } from "../../worker/cache/constant-time.ts";
import { MAX_PURGE_BODY } from "../../worker/routes/content-purge.ts";
import { MAX_TRANSFORM_BYTES } from "../../worker/routes/storyblok-transform.tsx";
import { editorTokenQuery } from "./editor-token.ts";
import { get } from "./shop.ts";

/** A body of `size` bytes sent without a declared length, counting how much the worker pulled. */
function unannounced(size: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(4096).fill(0x20);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => sent };
}

async function expectTooLarge(res: Response, limit: string) {
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: `body too large: at most ${limit}` });
}

describe("body limits", () => {
  it("the purge call: over 16 kB is 413 by its declared length and by its actual size; within it, it purges", async () => {
    const headers = { "content-type": "application/json", authorization: `Bearer ${env.CONTENT_PURGE_TOKEN}` };
    const big = JSON.stringify({ channel: "kartenliebe", slug: "x".repeat(MAX_PURGE_BODY) });
    await expectTooLarge(
      await get("http://kartenliebe.de.localhost/_content/purge", { method: "POST", headers, body: big }),
      "16 kB",
    );
    const stream = unannounced(40 * 1024);
    await expectTooLarge(
      await get("http://kartenliebe.de.localhost/_content/purge", {
        method: "POST",
        headers,
        body: stream.body,
        duplex: "half",
      } as RequestInit),
      "16 kB",
    );
    expect(stream.pulled()).toBeLessThan(40 * 1024);
    const ok = await get("http://kartenliebe.de.localhost/_content/purge", {
      method: "POST",
      headers,
      body: JSON.stringify({ channel: "kartenliebe", slug: "fotokalender" }),
    });
    expect(ok.status).toBe(200);
  });

  it("the Storyblok webhook: over 16 kB is 413 before the signature is worked out", async () => {
    const body = JSON.stringify({ action: "published", story_id: 1, full_slug: `de-de/${"x".repeat(MAX_PURGE_BODY)}` });
    const signature = await hmacSha1Hex(env.STORYBLOK_WEBHOOK_SECRET!, body);
    const res = await get("http://localhost/_content/webhook/kartenliebe", {
      method: "POST",
      headers: { "content-type": "application/json", "webhook-signature": signature },
      body,
    });
    await expectTooLarge(res, "16 kB");
  });

  it("the editor's transform call: over 512 kB is 413", async () => {
    const url = `http://kartenliebe.co.uk.localhost/storyblok/transform?_storyblok=1&${await editorTokenQuery()}`;
    const body = JSON.stringify({
      story: { content: { component: "Page", padding: "x".repeat(MAX_TRANSFORM_BYTES) } },
    });
    await expectTooLarge(
      await get(url, { method: "POST", headers: { "content-type": "application/json" }, body }),
      "512 kB",
    );
  });

  it("the CSP report: over 8 kB is 413, without a declared length too", async () => {
    await expectTooLarge(
      await get("http://kartenliebe.de.localhost/csp-report", { method: "POST", body: "x".repeat(9000) }),
      "8 kB",
    );
    const stream = unannounced(64 * 1024);
    const res = await get("http://kartenliebe.de.localhost/csp-report", {
      method: "POST",
      body: stream.body,
      duplex: "half",
    } as RequestInit);
    await expectTooLarge(res, "8 kB");
    expect(stream.pulled()).toBeLessThan(64 * 1024);
  });
});
