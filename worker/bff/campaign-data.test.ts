// The campaign bar kept in the isolate: one backend call per shop and path within
// CAMPAIGN_MEMO_SECONDS, the new answer after it, nothing kept from a failed call, and the products
// route (cached: false) always asking. Through the real backend worker on its D1.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Env } from "../env.ts";
import type { RequestContext } from "../site/request-context.ts";
import { CAMPAIGN_MEMO_SECONDS, fetchCampaignBar } from "./campaign-data.ts";

const db = (env as unknown as { TEST_BACKEND_DB: D1Database }).TEST_BACKEND_DB;
const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

function requestFor(routePath: string, code = "kartenliebe-de", locale = "de-DE"): RequestContext {
  return { site: { code }, locale, routePath } as unknown as RequestContext;
}

async function setText(id: string, text: string): Promise<void> {
  await db.prepare("UPDATE campaigns SET text = ?2 WHERE id = ?1").bind(id, text).run();
}

beforeAll(async () => {
  const insert = db.prepare(
    "INSERT OR REPLACE INTO campaigns (id, channel, language, path_prefix, text, color, background_color, countdown_end, starts_at, ends_at) VALUES (?1, 'kartenliebe', 'de', ?2, ?3, '#ffffff', '#1f6f50', NULL, ?4, ?5)",
  );
  await db.batch([
    insert.bind("memo-a", "/memo-a", "A one", iso(-1), iso(3)),
    insert.bind("memo-b", "/memo-b", "B one", iso(-1), iso(3)),
    insert.bind("memo-c", "/memo-c", "C one", iso(-1), iso(3)),
  ]);
});
afterEach(() => vi.restoreAllMocks());

describe("campaign data kept in the isolate", () => {
  it("answers from memory within CAMPAIGN_MEMO_SECONDS, per shop and path, and asks again after it", async () => {
    const shop = { ...env } as Env;
    expect((await fetchCampaignBar(shop, requestFor("/memo-a/sub/")))?.text).toBe("A one");
    await setText("memo-a", "A two");
    // the same path (trailing slash or not) is kept; another shop of the channel asks for itself
    expect((await fetchCampaignBar(shop, requestFor("/memo-a/sub")))?.text).toBe("A one");
    expect((await fetchCampaignBar(shop, requestFor("/memo-a/sub", "kartenliebe-at", "de-AT")))?.text).toBe("A two");
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + CAMPAIGN_MEMO_SECONDS * 1000 + 1);
    expect((await fetchCampaignBar(shop, requestFor("/memo-a/sub")))?.text).toBe("A two");
  });

  it("keeps that a path has no campaign, too", async () => {
    const shop = { ...env } as Env;
    expect(await fetchCampaignBar(shop, requestFor("/memo-none"))).toBeUndefined();
    await db.prepare("UPDATE campaigns SET path_prefix = '/memo-none' WHERE id = 'memo-c'").run();
    expect(await fetchCampaignBar(shop, requestFor("/memo-none"))).toBeUndefined();
    expect((await fetchCampaignBar(shop, requestFor("/memo-none"), { cached: false }))?.text).toBe("C one");
  });

  it("does not keep a failed call", async () => {
    // The backend is down for the first call and back for the second, on the same environment
    // (its parsed configuration is kept per environment object, so the binding is what changes).
    const down = { fetch: () => Promise.reject(new Error("backend down")) } as unknown as Env["BACKEND"];
    const shop = { ...env, BACKEND: down } as Env;
    expect(await fetchCampaignBar(shop, requestFor("/memo-b"))).toBeUndefined();
    shop.BACKEND = env.BACKEND;
    expect((await fetchCampaignBar(shop, requestFor("/memo-b")))?.text).toBe("B one");
  });

  it("asks every time when not cached (the products route)", async () => {
    const shop = { ...env } as Env;
    await setText("memo-b", "B one");
    expect((await fetchCampaignBar(shop, requestFor("/memo-b"), { cached: false }))?.text).toBe("B one");
    await setText("memo-b", "B two");
    expect((await fetchCampaignBar(shop, requestFor("/memo-b"), { cached: false }))?.text).toBe("B two");
  });
});
