/**
 * The designer address (section 2, "Designer hand-off"): the base path of the designer type the
 * options select, then the query of the selected options plus the locale. No type, no address.
 * Also the link rule of section 2: links starting with `/configurator-` get the current locale
 * as a query parameter when they have none.
 */
import type { DesignerBasePaths } from "./base-paths.ts";
import { designerTypeOf } from "./designer-type.ts";
import type { DesignerOptions } from "./options.ts";
import { designerParams, toQuery } from "./parameters.ts";

/** The whole address in one call: the tests' reference for the configurator route's hand-off. @internal */
export function designerAddress(
  options: DesignerOptions,
  basePaths: DesignerBasePaths,
  locale: string,
  today: Date = new Date(),
): string | undefined {
  const type = designerTypeOf(options);
  if (!type) return undefined;
  return `${basePaths[type]}?${toQuery(designerParams(type, options, locale, today))}`;
}

export const CONFIGURATOR_PREFIX = "/configurator-";

export function withConfiguratorLocale(href: string, locale: string): string {
  if (!href.startsWith(CONFIGURATOR_PREFIX)) return href;
  const hashAt = href.indexOf("#");
  const hash = hashAt === -1 ? "" : href.slice(hashAt);
  const withoutHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = withoutHash.indexOf("?");
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? "" : withoutHash.slice(queryAt + 1);
  if (query.split("&").some((pair) => pair.split("=")[0] === "locale")) return href;
  return `${path}?${query ? `${query}&` : ""}locale=${encodeURIComponent(locale)}${hash}`;
}
