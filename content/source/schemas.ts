/**
 * Component schemas in the shape Storyblok's Management API takes (`components` of a space), derived
 * from the generated stories so schema and content cannot drift apart (docs/content.md says how to
 * create them in a real space).
 */
import type { Blok } from "./story.ts";

type Schema = Record<string, Record<string, unknown>>;
interface Component {
  name: string;
  display_name: string;
  is_root: boolean;
  is_nestable: boolean;
  schema: Schema;
}

/** Fields that hold related stories by uuid (section 3 "Relations resolved on fetch"). */
export const RELATION_FIELDS = [
  "UspWrapper.usps",
  "PocWrapper.pocs",
  "PublicContainer.container",
  "Frame.frameTypes",
  "Accessory.accessoryTypes",
  "ContactForm.person",
  "Page.productSnippet",
];

const ROOTS = new Set([
  "Page",
  "GlobalConfig",
  "UspTeaser",
  "Container",
  "Person",
  "ProductSnippet",
  "FrameType",
  "AccessoryType",
]);

function isBlok(value: unknown): value is Blok {
  return typeof value === "object" && value !== null && "component" in value && "_uid" in value;
}

function fieldType(component: string, name: string, value: unknown, nested: Set<string>): Record<string, unknown> {
  if (RELATION_FIELDS.includes(`${component}.${name}`)) {
    return Array.isArray(value)
      ? { type: "options", source: "internal_stories" }
      : { type: "option", source: "internal_stories" };
  }
  if (typeof value === "boolean") return { type: "boolean" };
  if (typeof value === "number") return { type: "number" };
  if (typeof value === "string") return { type: value.length > 80 ? "textarea" : "text" };
  if (Array.isArray(value)) {
    if (value.some(isBlok))
      return { type: "bloks", restrict_components: true, component_whitelist: [...nested].sort() };
    if (value.some((v) => typeof v === "object" && v && (v as Blok).fieldtype === "asset"))
      return { type: "multiasset", filetypes: ["images"] };
    return { type: "options", source: "self" };
  }
  if (typeof value === "object" && value !== null) {
    const v = value as Record<string, unknown>;
    if (v.fieldtype === "multilink") return { type: "multilink" };
    if (v.fieldtype === "asset") return { type: "asset", filetypes: ["images"] };
    if (v.type === "doc") return { type: "richtext" };
    return { type: "custom", field_type: "key-value" };
  }
  return { type: "text" };
}

/** Walks every blok of every story and records its fields. */
export function deriveComponents(contents: Blok[]): Component[] {
  const seen = new Map<string, Map<string, { sample: unknown; nested: Set<string> }>>();
  const walk = (blok: Blok) => {
    const fields = seen.get(blok.component) ?? new Map();
    seen.set(blok.component, fields);
    for (const [name, value] of Object.entries(blok)) {
      if (name === "_uid" || name === "component") continue;
      const entry = fields.get(name) ?? { sample: value, nested: new Set<string>() };
      if (Array.isArray(value)) {
        for (const v of value) {
          if (isBlok(v)) {
            entry.nested.add(v.component);
            walk(v);
          }
        }
        if ((!Array.isArray(entry.sample) || entry.sample.length === 0) && value.length > 0) entry.sample = value;
      }
      fields.set(name, entry);
    }
  };
  contents.forEach(walk);
  return [...seen.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, fields]) => {
      const schema: Schema = {};
      let pos = 0;
      for (const [field, { sample, nested }] of fields)
        schema[field] = { ...fieldType(name, field, sample, nested), pos: pos++ };
      return {
        name,
        display_name: name.replace(/([a-z])([A-Z])/g, "$1 $2"),
        is_root: ROOTS.has(name),
        is_nestable: !ROOTS.has(name) || name === "UspTeaser",
        schema,
      };
    });
}
