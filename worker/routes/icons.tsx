/**
 * /_icons (section 2): the icon sprite page, in the svg-sprite layout.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";
import { ICON_NAMES, IconSprite } from "../views/icons/icon-sprite.tsx";
import { NO_PAGE_LOADS } from "./page-loads.ts";

export const iconsRoute = new Hono<AppEnv>().get("/_icons", (c) => {
  const t = translatorFor(c.get("request").locale);
  return renderPage(
    c,
    {
      title: t("page.icons"),
      layout: "svg-sprite",
      robots: "noindex",
      body: (
        <>
          <IconSprite />
          <h1>{t("page.icons")}</h1>
          <ul className="icon-grid">
            {ICON_NAMES.map((name) => (
              <li key={name}>
                <svg className="icon" aria-hidden="true" width="32" height="32">
                  <use href={`#icon-${name}`} />
                </svg>
                <code>{name}</code>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    NO_PAGE_LOADS,
  );
});
