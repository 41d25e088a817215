/**
 * Rich text, rendered safely (issue 3, part 5): React escapes every text, only known node and mark
 * types are rendered, link targets are checked, and a broken document renders nothing and is logged
 * as `richtext-render-error` (section 8).
 */
import { type ReactNode, createElement } from "react";
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

type Node = { type?: unknown; text?: unknown; attrs?: Record<string, unknown>; marks?: unknown; content?: unknown };

const BLOCK_TAGS: Record<string, string> = {
  paragraph: "p", bullet_list: "ul", ordered_list: "ol", list_item: "li", blockquote: "blockquote", code_block: "pre",
};

function asNode(value: unknown): Node {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new RichTextError("node is not an object");
  return value as Node;
}

function children(node: Node, ctx: BlockContext, depth: number): ReactNode[] {
  if (node.content === undefined) return [];
  if (!Array.isArray(node.content)) throw new RichTextError("content is not a list");
  return node.content.map((child, i) => renderNode(asNode(child), ctx, depth + 1, i));
}

function withMarks(text: string, marks: unknown, ctx: BlockContext, key: number): ReactNode {
  if (marks !== undefined && !Array.isArray(marks)) throw new RichTextError("marks is not a list");
  return ((marks as Node[] | undefined) ?? []).reduce<ReactNode>((inner, mark) => {
    const m = asNode(mark);
    switch (m.type) {
      case "bold": return <strong>{inner}</strong>;
      case "italic": return <em>{inner}</em>;
      case "underline": return <u>{inner}</u>;
      case "strike": return <s>{inner}</s>;
      case "code": return <code>{inner}</code>;
      case "link": {
        const attrs = m.attrs ?? {};
        const link = mapLink({ linktype: attrs.linktype === "story" ? "story" : "url", url: attrs.href, cached_url: attrs.href, target: attrs.target });
        return link.url ? <a href={hrefOf(link, ctx)} {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>{inner}</a> : inner;
      }
      default: return inner;
    }
  }, <span key={key}>{text}</span>);
}

function renderNode(node: Node, ctx: BlockContext, depth: number, key: number): ReactNode {
  if (depth > MAX_DEPTH) throw new RichTextError("document too deep");
  switch (node.type) {
    case "doc": return <>{children(node, ctx, depth)}</>;
    case "text":
      if (typeof node.text !== "string") throw new RichTextError("text node without text");
      return withMarks(node.text, node.marks, ctx, key);
    case "heading": {
      const level = Math.min(6, Math.max(2, Number(node.attrs?.level) || 2));
      return createElement(`h${level}`, { key }, ...children(node, ctx, depth));
    }
    case "hard_break": return <br key={key} />;
    case "horizontal_rule": return <hr key={key} />;
    case "blok": {
      const list = Array.isArray(node.attrs?.body) ? node.attrs.body : [];
      return <Blocks key={key} blocks={list.flatMap((b) => mapBlock(b) ?? [])} ctx={ctx} />;
    }
    default: {
      const tag = typeof node.type === "string" ? BLOCK_TAGS[node.type] : undefined;
      if (!tag) throw new RichTextError(`unknown node type ${String(node.type).slice(0, 40)}`);
      return createElement(tag, { key }, ...children(node, ctx, depth));
    }
  }
}

/** The document as React elements, or nothing (logged) when it is broken. */
export function RichText({ value, ctx, className }: { value: RichTextValue | undefined; ctx: BlockContext; className?: string }): ReactNode {
  if (!value) return null;
  try {
    return <div className={className ?? "rich-text"}>{renderNode(asNode(value.doc), ctx, 0, 0)}</div>;
  } catch (error) {
    logEvent("warn", RICHTEXT_ERROR_CODE, { path: ctx.request.path, message: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
