/**
 * The configurator paths of section 2 (`/configurator-calendar`, `-card`, `-collage`, `-photo-frame`,
 * `-photobook`, `-photobox`): the navigation's links into a designer. Each hands the visitor on
 * (302) to the channel's designer base path of that type, with the link's query and the locale
 * (section 3, "Designer parameters": locale is common to every designer). Decision 014.
 */
import { Hono } from "hono";
import { basePathsFor } from "../../shared/designer/base-paths.ts";
import { CONFIGURATOR_PREFIX, withConfiguratorLocale } from "../../shared/designer/address.ts";
import type { DesignerType } from "../../shared/designer/options.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";

/** The designer each configurator path opens. */
const CONFIGURATORS: Record<string, DesignerType> = {
  calendar: "calendar", card: "card", collage: "collage", "photo-frame": "photoFrame", photobook: "photobook", photobox: "photobox",
};

export const configuratorRoute = new Hono<AppEnv>();

for (const [segment, type] of Object.entries(CONFIGURATORS)) {
  const path = `${CONFIGURATOR_PREFIX}${segment}`;
  configuratorRoute.get(path, (c) => {
    const request = c.get("request");
    const withLocale = withConfiguratorLocale(path + request.url.search, request.locale);
    const base = basePathsFor(configOf(c.env).designerBasePaths, request.site.channel)[type];
    return c.redirect(base + withLocale.slice(path.length), 302);
  });
}
