/**
 * `loadGlobalConfig(c)`: header, navigation and footer data from the global config story of the
 * request's locale (section 3 "A global config story is fetched for the root path"), with the cache
 * strategy the route's loader declares (none on the products route, section 2 "Error page"); never
 * cached in preview.
 */
import type { Context } from "hono";
import type { GlobalConfig } from "../../shared/content/global-config.ts";
import { memoised } from "../cache/isolate-memo.ts";
import { globalConfigKey } from "../cache/keys.ts";
import type { CacheStrategy } from "../cache/strategies.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { loadGlobalConfigStory } from "./load-story.ts";
import { componentOf, mapBlock } from "./map-story.ts";
import { type GlobalConfigContext, mapGlobalConfig } from "./map-global-config.ts";
import { contentScope } from "./scope.ts";

export const GLOBAL_CONFIG_COMPONENT = "GlobalConfig";

export class GlobalConfigMissing extends Error {
  constructor(locale: string) {
    super(`no global config story for ${locale}`);
    this.name = "GlobalConfigMissing";
  }
}

/**
 * Read through the KV cache and kept in the isolate's memory for a few seconds (decision 073) under
 * the KV key with its content version, plus what the mapping depends on (host, scheme, brand, year).
 */
export async function loadGlobalConfig(c: Context<AppEnv>, strategy: CacheStrategy): Promise<GlobalConfig> {
  const scope = contentScope(c);
  const { request } = scope;
  const mapping = globalConfigContext(c);
  const load = async () => {
    const story = await loadGlobalConfigStory(scope, strategy);
    const content = story && componentOf(story) === GLOBAL_CONFIG_COMPONENT ? mapBlock(story.content) : null;
    if (!content) throw new GlobalConfigMissing(request.locale);
    return mapGlobalConfig(content, mapping);
  };
  if (strategy.name === "none" || scope.preview.enabled) return load();
  const key = globalConfigKey(request.site.channel, await scope.contentVersion(), request.locale);
  return memoised(c.env, [key, mapping.requestHost, mapping.scheme, mapping.brand, mapping.year].join("|"), load);
}

/** What mapping a global config story depends on besides the story: host, scheme, brand and year. */
export function globalConfigContext(c: Context<AppEnv>): GlobalConfigContext {
  const request = c.get("request");
  return {
    config: configOf(c.env),
    requestHost: request.provided.host,
    scheme: request.origin.slice(0, request.origin.indexOf("//")),
    brand: request.provided.brand,
    year: new Date().getUTCFullYear(),
  };
}
