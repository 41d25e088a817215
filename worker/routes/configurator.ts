/**
 * The configurator paths of section 2 (`/configurator-calendar`, `-card`, `-collage`, `-photo-frame`,
 * `-photobook`, `-photobox`): the navigation's links and the price calculator's call to action into
 * a designer. Each hands the visitor on (302) to the channel's designer base path of that type with
 * the query the designer rules of section 3 make of the link's query (`configurator-query.ts`):
 * the type's parameters, the link's further configurator parameters, gclid and referral source
 * (from the link, else remembered from the landing page) and the locale: section 2 adds the current
 * locale only to a link that has none, so a link naming a known locale keeps it (`de-AT` on
 * kartenliebe.de too); a value that is no locale is malformed and gives way to the request's.
 * Decisions 014 and 096.
 */
import { Hono } from "hono";
import { basePathsFor } from "../../shared/designer/base-paths.ts";
import { CONFIGURATOR_PREFIX } from "../../shared/designer/address.ts";
import { configuratorParams } from "../../shared/designer/configurator-query.ts";
import type { DesignerType } from "../../shared/designer/options.ts";
import { toQuery } from "../../shared/designer/parameters.ts";
import { isLocale } from "../../shared/site/locales.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { rememberedAttribution } from "../middleware/visitor.ts";

/** The designer each configurator path opens. */
export const CONFIGURATORS: Record<string, DesignerType> = {
  calendar: "calendar",
  card: "card",
  collage: "collage",
  "photo-frame": "photoFrame",
  photobook: "photobook",
  photobox: "photobox",
};

export const configuratorRoute = new Hono<AppEnv>();

for (const [segment, type] of Object.entries(CONFIGURATORS)) {
  configuratorRoute.get(`${CONFIGURATOR_PREFIX}${segment}`, (c) => {
    const request = c.get("request");
    const query = request.url.searchParams;
    const asked = query.get("locale");
    const locale = asked !== null && isLocale(asked) ? asked : request.locale;
    const params = configuratorParams(type, query, locale, new Date(), rememberedAttribution(c));
    const base = basePathsFor(configOf(c.env).designerBasePaths, request.site.channel)[type];
    return c.redirect(`${base}?${toQuery(params)}`, 302);
  });
}
