/**
 * /feed-collage, /feed-calendar, /feed-card and any other /feed-* (section 2): feed pages.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";

export const feedsRoute = new Hono<AppEnv>().get("/:feed{feed-[a-z0-9-]+}", (c) => {
  const t = translatorFor(c.get("request").locale);
  return renderPage(c, {
    title: t("page.feed"),
    body: <h1 data-feed={c.req.param("feed")}>{t("page.feed")}</h1>,
  });
});
