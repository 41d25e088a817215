/**
 * Type-level tests of the translation keys (decision 123): checked by `tsc -p shared`, the type
 * check `npm test` runs first, and never executed. Each `@ts-expect-error` line fails the check
 * as soon as the typing it guards is loosened (its error disappears).
 */
import type { KeysUnder, TranslationKey, TranslationSection } from "./keys.ts";
import type { Translate } from "./translator.ts";

declare const translate: Translate<TranslationKey>;

// A key of the German set, as a dotted path.
const nested = translate("specialPages.checkout.steps.address", "de-DE");

// @ts-expect-error a misspelt key
const misspelt = translate("header.crat", "de-DE");

// @ts-expect-error a section alone is no text
const section = translate("header", "de-DE");

// @ts-expect-error a key one level too deep
const tooDeep = translate("header.cart.count", "de-DE");

// Keys built from a known set of parts are checked part by part.
declare const step: "address" | "shipping";
const built = translate(`specialPages.checkout.steps.${step}`, "de-DE");

// @ts-expect-error a string from outside needs isTranslationKey first
const unchecked = translate(String(step), "de-DE");

const designerKey: KeysUnder<"designer."> = "back";
// @ts-expect-error not a key under designer.
const notUnder: KeysUnder<"designer."> = "header.cart";

const sectionName: TranslationSection = "form";
// @ts-expect-error not a section of the German set
const noSection: TranslationSection = "forms";

void [nested, misspelt, section, tooDeep, built, unchecked, designerKey, notUnder, sectionName, noSection];
