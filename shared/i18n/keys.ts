/**
 * The translation keys: every text of the German set (`locales/de-DE.json`), as dotted paths
 * (`header.cart`). The German set is the complete one (section 3); the other base sets must hold
 * the same keys (dictionaries.test.ts), so a key typed here exists in every language, and a
 * missing or misspelt key in a `t()` call fails the type check (decision 123).
 */
import type deDE from "../../locales/de-DE.json";
import { DICTIONARIES } from "./dictionaries.ts";
import type { Dictionary } from "./translator.ts";

/** `{ header: { cart: "..." } }` -> `"header.cart"`. */
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];

export type TranslationKey = Paths<typeof deDE>;

/** The first part of a key: the dictionary's top-level sections (`header`, `form`...). */
export type TranslationSection = keyof typeof deDE & string;

/** The keys under `prefix` (`"designer."` -> `"title" | "back" ...`), for keys completed at run time. */
export type KeysUnder<Prefix extends string> = TranslationKey extends infer K
  ? K extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never;

let known: Set<string> | undefined;

/** Every key of the German set, flattened once. */
function keysOf(dictionary: Dictionary, prefix = ""): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}

/**
 * Whether a key built at run time (from a story's field, a product kind, a dictionary walk) is a
 * key of the dictionaries: the checked way from a string to a `TranslationKey`.
 */
export function isTranslationKey(key: string): key is TranslationKey {
  known ??= new Set(keysOf(DICTIONARIES["de-DE"]));
  return known.has(key);
}

/** The keys under a section, in the German set's order (`form` -> `form.email`, ...). */
export function keysInSection(section: TranslationSection): TranslationKey[] {
  const value = DICTIONARIES["de-DE"][section];
  return typeof value === "string" ? [] : keysOf(value, `${section}.`).filter(isTranslationKey);
}
