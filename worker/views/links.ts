/**
 * Shop-internal addresses for the current request: the locale folder and platform segment stay.
 */
import { publicPath } from "../../shared/site/path.ts";
import type { RequestContext } from "../site/request-context.ts";

export function pathFor(request: RequestContext, routePath: string): string {
  return publicPath(request.site, routePath, { folder: request.folder, platformSegment: request.platformSegment });
}

export function homePath(request: RequestContext): string {
  return pathFor(request, "/");
}
