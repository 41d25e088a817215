/**
 * Rich text, rendered safely. Which element each Storyblok node and mark becomes, and how its
 * attributes map (text alignment, colours, table spans, emoji), comes from `@storyblok/richtext` (the
 * tables its own HTML renderer and the React SDK use); this file walks the document into React
 * elements, so React escapes every text. Our rules on top: link targets go through `mapLink` and our
 * link resolution, image sources must be safe addresses, attributes are allow-listed, headings start
 * at h2 (the page title is the h1), and a node or mark type the library does not know renders its
 * content instead of being dropped. A broken document (a node that is not an object, a text that is
 * not a string, too deep) renders nothing and is logged as `richtext-render-error` (section 8).
 */
import {
  getStaticChildren,
  processAttrs,
  resolveTag,
  splitTableRows,
  type StoryblokRichTextElement,
  type StoryblokRichTextMark,
  type StoryblokRichTextNode,
} from "@storyblok/richtext";
import { Fragment, type ReactNode, createElement } from "react";
import type { RichTextValue } from "../../content/types.ts";
import { logEvent } from "../../log.ts";
import type { BlockContext } from "../content-page/block-context.tsx";
import { Blocks } from "../content-page/block-context.tsx";
import { hrefOf } from "../links.tsx";
import { mapBlock } from "../../content/map-story.ts";
import { mapLink } from "../../content/map-story.ts";

export const RICHTEXT_ERROR_CODE = "richtext-render-error";
const MAX_DEPTH = 20;

class RichTextError extends Error {}

type Node = { type: string; text?: unknown; attrs?: Record<string, unknown>; marks?: unknown; content?: unknown };

/** The attributes the library may put on an element; anything else an editor stored is dropped. */
const ALLOWED_ATTRS = new Set(["className", "id", "style", "colSpan", "rowSpan", "start", "data-emoji", "data-name"]);
/** A CSS value from the editor (a colour, an alignment, a width): no `url(`, no second declaration. */
const SAFE_STYLE_VALUE = /^(?!.*url\()[\w#%.,\s()-]{1,64}$/i;
const SAFE_IMAGE_SRC = /^(https:\/\/|\/(?!\/))/i;
/** React's names for the attributes the library gives HTML names. */
const REACT_ATTR_NAMES = { class: "className" };

function asNode(value: unknown): Node {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new RichTextError("node is not an object");
  const node = value as Partial<Node>;
  if (typeof node.type !== "string") throw new RichTextError("node without a type");
  if (node.attrs !== undefined && (typeof node.attrs !== "object" || node.attrs === null))
    throw new RichTextError("attrs is not an object");
  return node as Node;
}

/** The library's attributes for a node or mark, allow-listed, with only plain style values. */
function attributesOf(type: string, attrs: Record<string, unknown> | undefined): Record<string, unknown> {
  const processed = processAttrs(type as StoryblokRichTextElement, attrs, REACT_ATTR_NAMES);
  const safe: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(processed)) {
    if (!ALLOWED_ATTRS.has(name)) continue;
    if (name === "style") {
      const style = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(([, v]) => SAFE_STYLE_VALUE.test(String(v))),
      );
      if (Object.keys(style).length > 0) safe.style = style;
    } else if (typeof value === "string" || typeof value === "number") {
      safe[name] = value;
    }
  }
  return safe;
}

function children(node: Node, ctx: BlockContext, depth: number): ReactNode[] {
  if (node.content === undefined) return [];
  if (!Array.isArray(node.content)) throw new RichTextError("content is not a list");
  return node.content.map((child, i) => renderNode(asNode(child), ctx, depth + 1, i));
}

function withMark(inner: ReactNode, mark: Node, ctx: BlockContext): ReactNode {
  if (mark.type === "link") {
    const attrs = mark.attrs ?? {};
    const anchor = typeof attrs.anchor === "string" && attrs.anchor ? `#${attrs.anchor}` : "";
    const href =
      attrs.linktype === "email" && typeof attrs.href === "string"
        ? `mailto:${attrs.href.replace(/^mailto:/, "")}`
        : attrs.href;
    const link = mapLink({
      linktype: attrs.linktype === "story" ? "story" : "url",
      url: href,
      cached_url: href,
      target: attrs.target,
    });
    if (!link.url) return inner;
    return (
      <a href={hrefOf(link, ctx) + anchor} {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {inner}
      </a>
    );
  }
  const tag = resolveTag(mark as StoryblokRichTextMark);
  return tag ? createElement(tag, attributesOf(mark.type, mark.attrs), inner) : inner;
}

function renderText(node: Node, ctx: BlockContext, key: number): ReactNode {
  if (typeof node.text !== "string") throw new RichTextError("text node without text");
  if (node.marks !== undefined && !Array.isArray(node.marks)) throw new RichTextError("marks is not a list");
  const marks = ((node.marks as unknown[] | undefined) ?? []).map(asNode);
  const marked = marks.reduce<ReactNode>((inner, mark) => withMark(inner, mark, ctx), node.text);
  return <Fragment key={key}>{marked}</Fragment>;
}

function renderImage(node: Node, key: number): ReactNode {
  const { src, alt, title } = node.attrs ?? {};
  if (typeof src !== "string" || !SAFE_IMAGE_SRC.test(src.trim())) return null;
  return (
    <img
      key={key}
      src={src.trim()}
      alt={typeof alt === "string" ? alt : ""}
      title={typeof title === "string" && title ? title : undefined}
      loading="lazy"
      decoding="async"
    />
  );
}

function renderTable(node: Node, ctx: BlockContext, depth: number, key: number): ReactNode {
  if (node.content !== undefined && !Array.isArray(node.content)) throw new RichTextError("content is not a list");
  const { headerRows, bodyRows } = splitTableRows(
    ((node.content as unknown[] | undefined) ?? []).map(asNode) as StoryblokRichTextNode[],
  );
  const rows = (list: StoryblokRichTextNode[]) => list.map((row, i) => renderNode(row as Node, ctx, depth + 1, i));
  return (
    <table key={key} {...attributesOf("table", node.attrs)}>
      {headerRows.length > 0 && <thead>{rows(headerRows)}</thead>}
      {bodyRows.length > 0 && <tbody>{rows(bodyRows)}</tbody>}
    </table>
  );
}

function renderNode(node: Node, ctx: BlockContext, depth: number, key: number): ReactNode {
  if (depth > MAX_DEPTH) throw new RichTextError("document too deep");
  switch (node.type) {
    case "doc":
      return <>{children(node, ctx, depth)}</>;
    case "text":
      return renderText(node, ctx, key);
    case "heading": {
      const level = Math.min(6, Math.max(2, Number(node.attrs?.level) || 2));
      return createElement(`h${level}`, { key, ...attributesOf("heading", node.attrs) }, ...children(node, ctx, depth));
    }
    case "image":
      return renderImage(node, key);
    case "table":
      return renderTable(node, ctx, depth, key);
    case "emoji": {
      const emoji = node.attrs?.emoji;
      return (
        <span key={key} {...attributesOf("emoji", node.attrs)}>
          {typeof emoji === "string" ? emoji : null}
        </span>
      );
    }
    case "blok": {
      const list = Array.isArray(node.attrs?.body) ? node.attrs.body : [];
      return <Blocks key={key} blocks={list.flatMap((b) => mapBlock(b) ?? [])} ctx={ctx} />;
    }
  }
  const inner = children(node, ctx, depth);
  const tag = resolveTag(node as StoryblokRichTextNode);
  // A node type the library does not know (a newer editor feature): its content, not nothing.
  if (!tag) return <Fragment key={key}>{inner}</Fragment>;
  const attrs = { key, ...attributesOf(node.type, node.attrs) };
  if (tag === "hr" || tag === "br") return createElement(tag, attrs);
  // Code blocks: `pre > code` as the library's render map nests them.
  const nested = getStaticChildren(node as StoryblokRichTextNode);
  if (nested)
    return createElement(tag, attrs, ...nested.map((spec, i) => createElement(spec.tag, { key: i }, ...inner)));
  return createElement(tag, attrs, ...inner);
}

/** The document as React elements, or nothing (logged) when it is broken. */
export function RichText({
  value,
  ctx,
  className,
}: {
  value: RichTextValue | undefined;
  ctx: BlockContext;
  className?: string;
}): ReactNode {
  if (!value) return null;
  try {
    return <div className={className ?? "rich-text"}>{renderNode(asNode(value.doc), ctx, 0, 0)}</div>;
  } catch (error) {
    logEvent("warn", RICHTEXT_ERROR_CODE, {
      path: ctx.request.path,
      message: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}
