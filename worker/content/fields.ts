/**
 * Typed reading of block fields: a field of the wrong type reads as empty, so broken content renders
 * less, never crashes.
 */
import { blocksOf } from "./map-story.ts";
import type { AssetValue, Block, FieldValue, LinkValue, RelatedStory, RichTextValue } from "./types.ts";

type Obj = { kind?: string };
const isKind = <T>(v: FieldValue | undefined, kind: string): v is FieldValue & T =>
  typeof v === "object" && v !== null && !Array.isArray(v) && (v as Obj).kind === kind;

export const text = (b: Block, name: string): string => {
  const v = b.fields[name];
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : "";
};
export const blocks = (b: Block, name: string): Block[] => blocksOf(b.fields[name]);
export const link = (b: Block, name: string): LinkValue | undefined => {
  const v = b.fields[name];
  return isKind<LinkValue>(v, "link") && v.url ? v : undefined;
};
export const asset = (b: Block, name: string): AssetValue | undefined => {
  const v = b.fields[name];
  return isKind<AssetValue>(v, "asset") && v.filename ? v : undefined;
};
export const assets = (b: Block, name: string): AssetValue[] => {
  const v = b.fields[name];
  return Array.isArray(v)
    ? v.filter((a): a is AssetValue => isKind<AssetValue>(a, "asset") && Boolean(a.filename))
    : [];
};
export const richText = (b: Block, name: string): RichTextValue | undefined => {
  const v = b.fields[name];
  return isKind<RichTextValue>(v, "richtext") ? v : undefined;
};
export const strings = (b: Block, name: string): string[] => {
  const v = b.fields[name];
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [];
};
/** Related stories (section 3 relations); unresolved uuids are left out. */
export const stories = (b: Block, name: string): RelatedStory[] => {
  const v = b.fields[name];
  const list = Array.isArray(v) ? v : [v];
  return list.filter((s): s is RelatedStory => isKind<RelatedStory>(s, "story"));
};
