/**
 * The translated texts the customer islands need, as flat keys (`accountPage.login`), for one
 * locale: the islands get them as props instead of the whole dictionaries.
 */
import { type TranslationSection, keysInSection } from "../../../shared/i18n/keys.ts";
import type { Locale } from "../../../shared/site/locales.ts";
import { translate } from "../../render/i18n.ts";

/** Every text under the given top-level namespaces, with its placeholders left in place. */
export function customerTexts(locale: Locale, namespaces: TranslationSection[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const namespace of namespaces) {
    for (const key of keysInSection(namespace)) out[key] = translate(key, locale, keepPlaceholders);
  }
  return out;
}

/** Rosetta fills `{{name}}` from params; these params give each placeholder back to itself. */
const keepPlaceholders = new Proxy({} as Record<string, string>, { get: (_, name) => `{{${String(name)}}}` });

/** The texts of the log-in, sign-up and password-reset dialogs, for whoever opens them. */
export function accountDialogTexts(locale: Locale): Record<string, string> {
  return customerTexts(locale, ["form", "accountPage"]);
}
