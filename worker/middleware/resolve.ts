/**
 * Request resolution (section 2, "URL conventions" and "Route handling"): site from the host,
 * then redirects, bad paths, or the request context that every handler reads, with preview
 * (`worker/content/preview.ts`) granted to a request that asks for it with a valid editor token of
 * the channel's space (every other request reads the published content).
 */
import type { MiddlewareHandler } from "hono";
import { contentSource } from "../content/client.ts";
import { previewOf, previewRequested } from "../content/preview.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { RenderRecord } from "../render/render-record.ts";
import { buildRequestContext, resolveRequest, schemeOf } from "../site/request-context.ts";

/** Longest query string we read; longer ones are answered 414. */
const MAX_QUERY_LENGTH = 4096;

/** The route path (without locale folder and platform segment) of a request the page middleware resolves. */
export function routePathOf(request: Request, options?: { env?: AppEnv["Bindings"] }): string {
  if (!options?.env) return new URL(request.url).pathname;
  const { resolution } = resolveRequest(request, configOf(options.env));
  return resolution.kind === "page" ? resolution.routePath : "/__unresolved";
}

/**
 * Where the app mounts its page routes: the router sees a page request as `PAGES` followed by its
 * route path, so the page middleware and routes never see a path of another area, and an area's
 * path under a locale folder (`/fr/healthz`) is a page like any other.
 */
export const PAGES = "/_page";

/**
 * The app's router path (`getPath`): the path as asked for the areas that are not pages (`areas`:
 * exact paths, or prefixes ending in `/`), else `PAGES` and the route path (section 2). With a bad
 * configuration there is no route path; the first middleware then reports the configuration.
 */
export function routerPathOf(areas: readonly string[]) {
  return (request: Request, options?: { env?: AppEnv["Bindings"] }): string => {
    const path = new URL(request.url).pathname;
    if (areas.some((area) => (area.endsWith("/") ? path.startsWith(area) : path === area))) return path;
    try {
      const routePath = routePathOf(request, options);
      return routePath === "/" ? PAGES : PAGES + routePath;
    } catch {
      return `${PAGES}/__unresolved`;
    }
  };
}

export function resolve(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const config = configOf(c.env);
    const url = new URL(c.req.url);
    const { site, resolution } = resolveRequest(c.req.raw, config, url);
    if (url.search.length > MAX_QUERY_LENGTH) return c.text("Query string too long", 414);
    switch (resolution.kind) {
      case "bad-request":
        return c.text(resolution.reason, resolution.status);
      case "redirect":
        return c.redirect(resolution.path + url.search, resolution.status);
      case "cross-domain": {
        const host = config.hosts.hostFor(resolution.site, c.req.header("host") ?? url.host);
        return c.redirect(`${schemeOf(url, config, host)}//${host}${resolution.path}${url.search}`, resolution.status);
      }
      case "page":
        c.set("request", buildRequestContext(c.req.raw, config, site, resolution, url));
        c.set("render", new RenderRecord());
        if (previewRequested(url)) {
          const granted = await previewOf(url, contentSource(c.env, site.channel).previewToken);
          if (granted.enabled) c.set("preview", granted);
        }
        await next();
    }
  };
}
