/**
 * The campaign data call (specification section 7, "/web-api/campaign-data"): the query `url` is
 * the current route path; the answer's `bar` is the running campaign whose path prefix is the
 * longest that matches, for the caller's channel and language (from the shop headers), or null.
 */
import { Hono } from "hono";
import { z } from "zod";
import { type CatalogueEnv, badRequest, shopHeaders } from "../catalogue/shop.ts";

const querySchema = z.object({ url: z.string().min(1).max(2048).startsWith("/") });

interface CampaignRow {
  id: string;
  text: string;
  color: string;
  background_color: string;
  countdown_end: string | null;
  ends_at: string;
}

/** A prefix matches the path itself or a path below it: `/fotokalender` matches `/fotokalender/a3`, not `/fotokalenderx`. */
const MATCHES = "(?1 = path_prefix OR substr(?1, 1, length(path_prefix) + 1) = path_prefix || '/')";

export const campaignRoutes = new Hono<CatalogueEnv>().get("/web-api/campaign-data", shopHeaders(), async (c) => {
  const query = querySchema.safeParse({ url: c.req.query("url") });
  if (!query.success) return badRequest(c, "url: a route path starting with / is required");
  const path = query.data.url.split("?")[0].replace(/\/+$/, "") || "/";
  const shop = c.get("shop");
  const now = new Date().toISOString();
  const row = await c.env.DB.prepare(
    `SELECT id, text, color, background_color, countdown_end, ends_at FROM campaigns
     WHERE channel = ?2 AND language = ?3 AND starts_at <= ?4 AND ends_at > ?4 AND ${MATCHES}
     ORDER BY length(path_prefix) DESC LIMIT 1`,
  )
    .bind(path, shop.channel, shop.language, now)
    .first<CampaignRow>();
  c.header("cache-control", "public, max-age=60");
  if (!row) return c.json({ bar: null });
  return c.json({
    bar: {
      id: row.id,
      text: row.text,
      color: row.color,
      backgroundColor: row.background_color,
      countdownEndDate: row.countdown_end ?? undefined,
      actionBarEndDate: row.ends_at,
    },
  });
});
