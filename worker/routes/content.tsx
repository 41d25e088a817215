/**
 * Any other path: a content page, guarded by a slug sanity check (section 2). A path that fails
 * the check is an unmatched route: non-fatal 404 'Page not found: {path}'.
 */
import { Hono } from "hono";
import { isSafeSlug } from "../../shared/site/slug.ts";
import type { AppEnv } from "../env.ts";
import { translatorFor } from "../render/i18n.ts";
import { Island } from "../render/island.tsx";
import { routeNotFound } from "../render/page-error.ts";
import { renderPage } from "../render/render-page.tsx";
import DemoCounter from "../../client/islands/demo-counter.tsx";

export const contentRoute = new Hono<AppEnv>().get("*", (c) => {
  const request = c.get("request");
  if (!isSafeSlug(request.routePath)) throw routeNotFound(request.path);
  const t = translatorFor(request.locale);
  const isHome = request.routePath === "/";
  const title = isHome ? request.provided.brand : t("page.content");
  return renderPage(c, {
    title,
    body: (
      <>
        <h1>{isHome ? t("page.home") : title}</h1>
        <Island
          name="demo-counter"
          component={DemoCounter}
          hydrate="visible"
          props={{ label: t("demo.counter"), countLabel: t("demo.count", { count: "{{count}}" }) }}
        />
      </>
    ),
  });
});
