/**
 * Grants preview (worker/content/preview.ts) to a page request that asks for it with a valid
 * editor token of the channel's space; every other request reads the published content.
 */
import type { MiddlewareHandler } from "hono";
import { contentSource } from "../content/client.ts";
import { previewOf, previewRequested } from "../content/preview.ts";
import type { AppEnv } from "../env.ts";

export function preview(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { url } = c.get("request");
    if (previewRequested(url)) {
      const granted = await previewOf(url, contentSource(c.env, c.get("request").site.channel).previewToken);
      if (granted.enabled) c.set("preview", granted);
    }
    await next();
  };
}
