/**
 * Links and images of content blocks (section 2 "Route handling"): internal links keep the locale
 * folder and platform segment, carry the underscore query parameters and open in the same tab;
 * configurator links get the locale as a query parameter when they have none; external links may
 * open in a new tab.
 */
import type { CSSProperties, ReactNode } from "react";
import { withCarriedQuery } from "../../content/preview.ts";
import type { LinkValue } from "../../content/types.ts";
import { pathFor } from "../links.ts";
import type { BlockContext } from "./block-context.tsx";

export const CONFIGURATOR_PREFIX = "/configurator-";

export function hrefOf(link: LinkValue, ctx: BlockContext): string {
  if (!link.internal) return link.url;
  let href = link.url;
  if (href.startsWith(CONFIGURATOR_PREFIX)) {
    const [path, query = ""] = href.split("?");
    const params = new URLSearchParams(query);
    if (!params.has("locale")) params.set("locale", ctx.request.locale);
    href = `${path}?${params.toString()}`;
  }
  const [path, rest = ""] = href.split(/(?=[?#])/);
  return withCarriedQuery(pathFor(ctx.request, path) + rest, ctx.preview.carry);
}

export function ContentLink({ link, ctx, className, children, label, style }: { link: LinkValue; ctx: BlockContext; className?: string; children: ReactNode; label?: string; style?: CSSProperties }) {
  const external = !link.internal && /^https?:/.test(link.url);
  return (
    <a href={hrefOf(link, ctx)} className={className} aria-label={label} style={style} {...(external && link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

/** Content pictures are responsive (section 9 "Images"): `content-image.tsx`. */
export { ContentImage } from "./content-image.tsx";
