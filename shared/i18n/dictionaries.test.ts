import { describe, expect, it } from "vitest";
import { TRANSLATION_SETS, type TranslationSet, translationChain } from "../site/locales.ts";
import { DICTIONARIES } from "./dictionaries.ts";
import type { Dictionary } from "./translator.ts";

/** `{ header: { cart: "x" } }` -> `{ "header.cart": "x" }`. */
function flatten(dictionary: Dictionary, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix + key;
    if (value !== null && typeof value === "object") {
      for (const [inner, text] of flatten(value, `${path}.`)) out.set(inner, text);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
}

/** A base set is its own whole chain (de-DE, en-GB, es-ES, fr-FR, it-IT, nl-NL); the rest are regional. */
const BASE_SETS = TRANSLATION_SETS.filter((set) => translationChain(set).length === 1);
const REGIONAL_SETS = TRANSLATION_SETS.filter((set) => translationChain(set).length > 1);
const flat = Object.fromEntries(TRANSLATION_SETS.map((set) => [set, flatten(DICTIONARIES[set])])) as Record<
  TranslationSet,
  Map<string, unknown>
>;
const allBaseKeys = [...new Set(BASE_SETS.flatMap((set) => [...flat[set].keys()]))].sort();

describe("the ten dictionaries in locales/ (section 3, 'Translation sets')", () => {
  it("are the six base sets and the four regional sets", () => {
    expect(BASE_SETS).toEqual(["de-DE", "en-GB", "es-ES", "fr-FR", "it-IT", "nl-NL"]);
    expect(REGIONAL_SETS).toEqual(["de-CH", "de-LI", "en-US", "fr-BE"]);
  });

  it.each(BASE_SETS)("%s has every key any base set has", (set) => {
    const missing = allBaseKeys.filter((key) => !flat[set].has(key));
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATION_SETS)("%s holds only non-empty texts", (set) => {
    const bad = [...flat[set]].filter(([, text]) => typeof text !== "string" || text.trim() === "").map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it.each(TRANSLATION_SETS)("%s uses the same placeholders as de-DE for each key", (set) => {
    const differing = [...flat[set]]
      .filter(
        ([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(flat["de-DE"].get(key))),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it.each(REGIONAL_SETS)("%s holds only keys of its base set", (set) => {
    const base = translationChain(set)[1];
    const unknown = [...flat[set].keys()].filter((key) => !flat[base].has(key));
    expect(unknown).toEqual([]);
  });

  it.each(REGIONAL_SETS)("%s holds only differences from its base set", (set) => {
    const base = translationChain(set)[1];
    const same = [...flat[set]].filter(([key, text]) => flat[base].get(key) === text).map(([key]) => key);
    expect(same).toEqual([]);
  });
});
