/**
 * A designer article's cart title in the shopper's language (docs/decisions/045): the article
 * keeps the designer parameters it was configured with (product keys and format), and its title
 * is put together when the cart is read, from the catalogue's label vocabulary in the asking
 * locale's language (section 3, "Catalogue vocabulary") and formats in the locale's unit. So one
 * cart reads in French under /fr and in German under the domain's default folder.
 */
import { catalogueFormatLabel } from "../../shared/catalogue/named-formats.ts";
import { formatLabel } from "../../shared/catalogue/units.ts";
import { type Locale, languageOf, unitOf } from "../../shared/site/locales.ts";
import { type Labels, labels } from "../catalogue/store.ts";

export interface TitledArticle {
  designerType: string | null;
  options: Record<string, string>;
}

interface ThemeName {
  name: string;
  product: string;
}

const SEPARATOR = " · ";
/** D1 binds at most 100 parameters per statement; a cart with more card themes names the rest by id. */
const MAX_THEME_LOOKUPS = 90;

function frameLabel(o: Record<string, string>, t: Labels): string | undefined {
  if (!o.frameType) return undefined;
  const variant = o.frameVariant ? /^(eckig|rund)-(.+)$/.exec(o.frameVariant) : null;
  const colour = variant
    ? `${t(`frameColour.${variant[2]}`)}, ${t(`frameShape.${variant[1]}`)}`
    : o.frameVariant
      ? t(`frameColour.${o.frameVariant}`)
      : undefined;
  return colour ? `${t(`frameType.${o.frameType}`)} (${colour})` : t(`frameType.${o.frameType}`);
}

function partsOf(
  article: TitledArticle,
  t: Labels,
  locale: Locale,
  themes: Map<string, ThemeName>,
): Array<string | undefined> {
  const o = article.options;
  const size = (format: string | undefined) =>
    format && /^\d+x\d+$/.test(format) ? formatLabel(format, unitOf(locale), locale) : format;
  switch (article.designerType) {
    case "photoFrame":
      return [o.materialType && t(`material.${o.materialType}`), frameLabel(o, t), size(o.formatType)];
    case "collage":
      return [
        t("product.collage"),
        o.materialType && t(`material.${o.materialType}`),
        frameLabel(o, t),
        size(o.formatType),
      ];
    case "photobox":
      return [o.type && t(`photoboxType.${o.type}`), size(o.width && o.height ? `${o.width}x${o.height}` : undefined)];
    case "calendar":
      return [
        o.calendarType && t(`calendarType.${o.calendarType}`),
        o.formatType && catalogueFormatLabel(o.formatType, unitOf(locale), locale),
        o.mounting && t(`mounting.${o.mounting}`),
      ];
    case "photobook":
      return [
        o.printing && t(`photobookType.${o.printing}`),
        o.cover && t(`cover.${o.cover}`),
        o.format && t(`photobookFormat.${o.format}`),
      ];
    case "card": {
      const theme = themes.get(o.themeId ?? "");
      return [
        theme?.name ?? o.themeId,
        theme && t(`cardProduct.${theme.product}`),
        size(o.formatType),
        o.refinementType && t(`refinement.${o.refinementType}`),
      ];
    }
    default:
      return [article.designerType ?? ""];
  }
}

/** The titles of the given designer articles, in the same order, in the locale's language. */
export async function articleTitles(db: D1Database, locale: Locale, articles: TitledArticle[]): Promise<string[]> {
  if (articles.length === 0) return [];
  const t = await labels(db, languageOf(locale));
  const themeIds = [
    ...new Set(
      articles
        .filter((a) => a.designerType === "card")
        .map((a) => Number(a.options.themeId))
        .filter(Number.isSafeInteger),
    ),
  ].slice(0, MAX_THEME_LOOKUPS);
  const themes = new Map<string, ThemeName>();
  if (themeIds.length > 0) {
    const { results } = await db
      .prepare(
        `SELECT id, COALESCE(n.name, themes.name) AS name, product FROM themes
         LEFT JOIN theme_names n ON n.theme_id = themes.id AND n.language = ?
         WHERE id IN (${themeIds.map(() => "?").join(", ")})`,
      )
      .bind(languageOf(locale), ...themeIds)
      .all<{ id: number; name: string; product: string }>();
    for (const row of results) themes.set(String(row.id), { name: row.name, product: row.product });
  }
  return articles.map((article) =>
    partsOf(article, t, locale, themes)
      .filter((part): part is string => Boolean(part))
      .join(SEPARATOR),
  );
}
