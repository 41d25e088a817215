/**
 * Links and images of content blocks (section 2 "Route handling"): internal links keep the locale
 * folder and platform segment, carry the underscore query parameters and open in the same tab;
 * configurator links get the locale as a query parameter when they have none; external links may
 * open in a new tab.
 */
import type { CSSProperties, ReactNode } from "react";
import { withCarriedQuery } from "../../content/preview.ts";
import type { AssetValue, LinkValue } from "../../content/types.ts";
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

/**
 * A content picture. Beside a `caption` (the visible text of the same link or tile), an alt text that
 * only repeats the caption is left empty: a screen reader would read the name twice (WCAG H2).
 */
export function ContentImage({ image, width, height, eager, caption }: { image: AssetValue; width: number; height: number; eager?: boolean; caption?: string }) {
  const alt = caption !== undefined && image.alt.trim().toLowerCase() === caption.trim().toLowerCase() ? "" : image.alt;
  return <img src={image.filename} alt={alt} width={width} height={height} loading={eager ? "eager" : "lazy"} decoding="async" />;
}
