/**
 * /fotos-drucken (section 2): the photo prints page.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";

export const photoPrintsRoute = new Hono<AppEnv>().get("/fotos-drucken", (c) => {
  const t = translatorFor(c.get("request").locale);
  return renderPage(c, { title: t("page.photoPrints"), body: <h1>{t("page.photoPrints")}</h1> });
});
