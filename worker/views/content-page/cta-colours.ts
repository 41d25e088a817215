/**
 * Call-to-action colours (section 2 "Teaser wrapper on content pages"): from the page's teaser when it
 * is a plain teaser; from the first 'off' variant when the teaser is an A/B content block holding a
 * teaser; otherwise a red background with white text.
 */
import type { Block } from "../../content/types.ts";
import { blocks, text } from "../../content/fields.ts";

export interface CtaColours {
  backgroundColor: string;
  color: string;
}

export const DEFAULT_CTA_COLOURS: CtaColours = { backgroundColor: "#c8102e", color: "#ffffff" };

const HEX = /^#[0-9a-f]{3,8}$/i;

function fromTeaser(teaser: Block): CtaColours | undefined {
  const bg = text(teaser, "ctaBackgroundColor");
  const fg = text(teaser, "ctaTextColor");
  return HEX.test(bg) && HEX.test(fg) ? { backgroundColor: bg, color: fg } : undefined;
}

export function ctaColours(teaser: Block | undefined): CtaColours {
  if (teaser?.component === "Teaser") return fromTeaser(teaser) ?? DEFAULT_CTA_COLOURS;
  if (teaser?.component === "ABContentBlock") {
    const off = blocks(teaser, "variants").find((v) => text(v, "treatment") === "off");
    const held = off ? blocks(off, "blocks").find((b) => b.component === "Teaser") : undefined;
    return (held && fromTeaser(held)) ?? DEFAULT_CTA_COLOURS;
  }
  return DEFAULT_CTA_COLOURS;
}
