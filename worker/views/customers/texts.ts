/**
 * The translated texts the customer islands need, as flat keys (`accountPage.login`), for one
 * locale: the islands get them as props instead of the whole dictionaries.
 */
import { DICTIONARIES } from "../../../shared/i18n/dictionaries.ts";
import type { Dictionary } from "../../../shared/i18n/translator.ts";
import type { Locale } from "../../../shared/site/locales.ts";
import { translate } from "../../render/i18n.ts";

function keysOf(dictionary: Dictionary, prefix: string): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Every text under the given top-level namespaces, with its placeholders left in place. */
export function customerTexts(locale: Locale, namespaces: string[]): Record<string, string> {
  const base = DICTIONARIES["de-DE"];
  const out: Record<string, string> = {};
  for (const namespace of namespaces) {
    const section = base[namespace];
    if (!section || typeof section === "string") continue;
    for (const key of keysOf(section, `${namespace}.`)) out[key] = translate(key, locale, keepPlaceholders);
  }
  return out;
}

/** Rosetta fills `{{name}}` from params; these params give each placeholder back to itself. */
const keepPlaceholders = new Proxy({} as Record<string, string>, { get: (_, name) => `{{${String(name)}}}` });

/** The texts of the log-in, sign-up and password-reset dialogs, for whoever opens them. */
export function accountDialogTexts(locale: Locale): Record<string, string> {
  return customerTexts(locale, ["form", "accountPage"]);
}
