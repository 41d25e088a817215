/**
 * /fotos-drucken (section 2): the photo prints page, from its story in the request's locale.
 */
import { Hono } from "hono";
import { htmlCached } from "../cache/html-cache.ts";
import { loadStory } from "../content/load-story.ts";
import { componentOf, mapPage } from "../content/map-story.ts";
import { contentScope } from "../content/scope.ts";
import type { AppEnv } from "../env.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";
import { contentPageOptions } from "../views/content-page/content-page.tsx";
import { startBlockLoads } from "./block-loads.ts";
import { pageLoads } from "./page-loads.ts";

export const PHOTO_PRINTS_SLUG = "fotos-drucken";

export const photoPrintsRoute = new Hono<AppEnv>().get(`/${PHOTO_PRINTS_SLUG}`, (c) =>
  htmlCached(c, { slugs: [PHOTO_PRINTS_SLUG] }, async () => {
    const scope = contentScope(c);
    const loads = pageLoads(c);
    const story = await loadStory(scope, PHOTO_PRINTS_SLUG);
    if (story && componentOf(story) === "Page") {
      const page = mapPage(story);
      return renderPage(c, contentPageOptions(c, scope, page, startBlockLoads(scope, page)), loads);
    }
    const t = translatorFor(c.get("request").locale);
    return renderPage(c, { title: t("page.photoPrints"), body: <h1>{t("page.photoPrints")}</h1> }, loads);
  }),
);
