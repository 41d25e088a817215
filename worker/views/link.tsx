/**
 * Links on the server (specification section 2, "Route handling"): the request's link context
 * (locale folder, platform segment, trailing-slash rule, underscore query parameters) and the
 * `Link` wrapper around the one link component, `client/components/shop-link.tsx`.
 */
import type { ReactNode } from "react";
import type { Link as LinkData, TextLink } from "../../shared/content/global-config.ts";
import { type LinkContext, type ResolvedLink, resolveLink, underscoreParams } from "../../shared/chrome/link-href.ts";
import { CHANNEL_FLAGS } from "../../shared/site/sites.ts";
import { ShopLink } from "../../client/components/shop-link.tsx";
import type { RequestContext } from "../site/request-context.ts";

/** The link context of a request; `search` is the request URL's query string. */
export function linkContextOf(request: RequestContext, search: string): LinkContext {
  return {
    folder: request.folder,
    platformSegment: request.platformSegment,
    trailingSlash: CHANNEL_FLAGS[request.site.channel].trailingSlash,
    locale: request.locale,
    carry: underscoreParams(search),
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

export function Link(props: { link: LinkData; context: LinkContext; className?: string; children: ReactNode; current?: boolean }) {
  return (
    <ShopLink to={resolveLink(props.link, props.context)} className={props.className} aria-current={props.current ? "page" : undefined}>
      {props.children}
    </ShopLink>
  );
}
