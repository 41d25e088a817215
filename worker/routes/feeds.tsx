/**
 * /feed-collage, /feed-calendar, /feed-card and any other /feed-* (section 2): feed pages, from their
 * story when there is one; a feed without a story shows the generic feed page.
 */
import { Hono } from "hono";
import { htmlCached } from "../cache/html-cache.ts";
import { loadStory } from "../content/load-story.ts";
import { componentOf, mapPage, slugOf } from "../content/map-story.ts";
import { contentScope } from "../content/scope.ts";
import type { AppEnv } from "../env.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";
import { contentPageOptions } from "../views/content-page/content-page.tsx";
import { startBlockLoads } from "./block-loads.ts";
import { pageLoads } from "./page-loads.ts";

export const feedsRoute = new Hono<AppEnv>().get("/:feed{feed-[a-z0-9-]+}", (c) =>
  htmlCached(c, { slugs: [slugOf(c.get("request").routePath)] }, async () => {
    const scope = contentScope(c);
    const loads = pageLoads(c);
    const story = await loadStory(scope, slugOf(scope.request.routePath));
    if (story && componentOf(story) === "Page") {
      const page = mapPage(story);
      return renderPage(c, contentPageOptions(c, scope, page, startBlockLoads(scope, page)), loads);
    }
    const t = translatorFor(c.get("request").locale);
    return renderPage(
      c,
      {
        title: t("page.feed"),
        body: <h1 data-feed={c.req.param("feed")}>{t("page.feed")}</h1>,
      },
      loads,
    );
  }),
);
