/**
 * Every card theme of the catalogue and the occasions its card listing can be filtered by (the
 * sitemap lists themes and card listings), through the themes listing of section 7,
 * paged at its larger page size (section 9: 12 and 48).
 */
import type { ThemePage } from "../../shared/bff/catalogue.ts";
import { CARD_FILTER_PAGE_SIZES } from "../../shared/config/catalogue.ts";
import type { Env } from "../env.ts";
import { type BffCaller, bffJson } from "./client.ts";

const PAGE_SIZE = Math.max(...CARD_FILTER_PAGE_SIZES);
/** Stops a catalogue that misreports its total from paging forever (10,000 pages is the query's own bound). */
const MAX_PAGES = 10_000;

export interface ThemeIndex {
  themeIds: number[];
  /** Occasion values of the card listing's category filter. */
  categories: string[];
}

export async function listThemeIndex(env: Env, caller: BffCaller): Promise<ThemeIndex> {
  const path = (page: number) => `/web-api/themes?pageSize=${PAGE_SIZE}&page=${page}&sort=created`;
  const first = await bffJson<ThemePage>(env, caller, path(1));
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / PAGE_SIZE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => bffJson<ThemePage>(env, caller, path(i + 2))),
  );
  const themeIds = [...new Set([first, ...rest].flatMap((page) => page.themes.map((theme) => theme.id)))];
  return { themeIds, categories: (first.filters.category ?? []).map((entry) => entry.value) };
}
