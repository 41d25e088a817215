/**
 * Typed catalogue calls of the BFF contract (section 7). Each goes through `bffJson`, which sends
 * the channel-plus-country code and the locale; the backend answers in that currency and language.
 */
import type {
  CalculatorReference,
  CardAccessories,
  ProductOverview,
  SkuContainer,
  Theme,
  ThemePage,
} from "../../shared/bff/catalogue.ts";
import type { CalculatorProduct } from "../../shared/catalogue/enumerations.ts";
import type { Env } from "../env.ts";
import type { RequestContext } from "../site/request-context.ts";
import { bffJson } from "./client.ts";

function query(entries: Array<[string, string | number | boolean | undefined]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined && value !== "") params.append(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function getCalculatorReference(
  env: Env,
  request: RequestContext,
  block: { product: CalculatorProduct; materials: string[]; isCollage?: boolean },
): Promise<CalculatorReference> {
  const q = query([
    ["product", block.product],
    ...block.materials.map((m): [string, string] => ["materials[]", m]),
    ["isCollage", block.isCollage || undefined],
  ]);
  return bffJson<CalculatorReference>(env, request, `/web-api/calculator/reference${q}`);
}

export function getSkuContainer(env: Env, request: RequestContext, skus: string[]): Promise<SkuContainer> {
  return bffJson<SkuContainer>(env, request, `/web-api/sku/container${query(skus.map((s) => ["skus[]", s]))}`);
}

export function getProductOverview(env: Env, request: RequestContext): Promise<ProductOverview> {
  return bffJson<ProductOverview>(env, request, "/web-api/products");
}

export function getThemes(
  env: Env,
  request: RequestContext,
  filters: Record<string, string | number | undefined>,
): Promise<ThemePage> {
  return bffJson<ThemePage>(env, request, `/web-api/themes${query(Object.entries(filters))}`);
}

export function getTheme(env: Env, request: RequestContext, id: string): Promise<Theme> {
  return bffJson<Theme>(env, request, `/web-api/themes/${encodeURIComponent(id)}`);
}

export function getCardAccessories(env: Env, request: RequestContext, themeId: number): Promise<CardAccessories> {
  return bffJson<CardAccessories>(env, request, `/web-api/card-accessories${query([["themeId", themeId]])}`);
}
