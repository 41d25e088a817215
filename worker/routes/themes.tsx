/**
 * /themes/{id} (section 2): the id is required and validated; any result other than true
 * is the fatal 404 'Page Not Found: {path}'.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { translatorFor } from "../render/i18n.ts";
import { validateRoute } from "../render/page-error.ts";
import { renderPage } from "../render/render-page.tsx";

/** Theme ids are positive integers of at most nine digits. */
export function isThemeId(id: string | undefined): boolean {
  return typeof id === "string" && /^[1-9]\d{0,8}$/.test(id);
}

export const themesRoute = new Hono<AppEnv>()
  .get("/themes", (c) => {
    validateRoute(c.get("request").path, () => isThemeId(undefined));
    return c.notFound();
  })
  .get("/themes/:id", (c) => {
    const request = c.get("request");
    const id = c.req.param("id");
    validateRoute(request.path, () => isThemeId(id));
    const t = translatorFor(request.locale);
    return renderPage(c, {
      title: t("page.theme", { id }),
      body: <h1>{t("page.theme", { id })}</h1>,
    });
  });
