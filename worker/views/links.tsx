/**
 * Links on the server (specification section 2, "Route handling"), one module: shop-internal
 * addresses for the current request (`pathFor`: the locale folder and platform segment stay), the
 * request's link context (locale folder, platform segment, trailing-slash rule, underscore query
 * parameters) with the `Link` wrapper around the one link component, `client/components/shop-link.tsx`,
 * and the links of content blocks (`ContentLink`).
 */
import type { CSSProperties, ReactNode } from "react";
import type { Link as LinkData, TextLink } from "../../shared/content/global-config.ts";
import { type LinkContext, type ResolvedLink, resolveLink } from "../../shared/chrome/link-href.ts";
import { CHANNEL_FLAGS } from "../../shared/site/sites.ts";
import { ShopLink } from "../../client/components/shop-link.tsx";
import { publicPath } from "../../shared/site/path.ts";
import { withConfiguratorLocale } from "../../shared/designer/address.ts";
import { withCarriedQuery } from "../content/preview.ts";
import type { LinkValue } from "../content/types.ts";
import type { RequestContext } from "../site/request-context.ts";
import type { BlockContext } from "./content-page/block-context.tsx";

/** A shop-internal address for the current request: the locale folder and platform segment stay. */
export function pathFor(request: RequestContext, routePath: string): string {
  return publicPath(request.site, routePath, { folder: request.folder, platformSegment: request.platformSegment });
}

export function homePath(request: RequestContext): string {
  return pathFor(request, "/");
}

/** The link context of a request; `carry` is what its links carry (`carriedOf`, `worker/cache/html-carry.ts`). */
export function linkContextOf(request: RequestContext, carry: string): LinkContext {
  return {
    folder: request.folder,
    platformSegment: request.platformSegment,
    trailingSlash: CHANNEL_FLAGS[request.site.channel].trailingSlash,
    locale: request.locale,
    carry,
  };
}

/** A text link resolved for islands: plain JSON. */
export interface ResolvedTextLink {
  text: string;
  to: ResolvedLink;
}

export function resolveTextLinks(links: readonly TextLink[], context: LinkContext): ResolvedTextLink[] {
  return links.map((link) => ({ text: link.text, to: resolveLink(link.link, context) }));
}

export function Link(props: {
  link: LinkData;
  context: LinkContext;
  className?: string;
  children: ReactNode;
  current?: boolean;
}) {
  return (
    <ShopLink
      to={resolveLink(props.link, props.context)}
      className={props.className}
      aria-current={props.current ? "page" : undefined}
    >
      {props.children}
    </ShopLink>
  );
}

/**
 * Links of content blocks: internal links keep the locale folder and platform segment, carry the
 * underscore query parameters and open in the same tab; configurator links get the locale as a query
 * parameter when they have none; external links may open in a new tab.
 */
export function hrefOf(link: LinkValue, ctx: BlockContext): string {
  if (!link.internal) return link.url;
  const href = withConfiguratorLocale(link.url, ctx.request.locale);
  const [path, rest = ""] = href.split(/(?=[?#])/);
  return withCarriedQuery(pathFor(ctx.request, path) + rest, ctx.preview.carry);
}

export function ContentLink({
  link,
  ctx,
  className,
  children,
  label,
  style,
}: {
  link: LinkValue;
  ctx: BlockContext;
  className?: string;
  children: ReactNode;
  label?: string;
  style?: CSSProperties;
}) {
  const external = !link.internal && /^https?:/.test(link.url);
  return (
    <a
      href={hrefOf(link, ctx)}
      className={className}
      aria-label={label}
      style={style}
      {...(external && link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}
