/**
 * The ten translation sets of the specification (section 3), from `locales/`.
 */
import deCH from "../../locales/de-CH.json" with { type: "json" };
import deDE from "../../locales/de-DE.json" with { type: "json" };
import deLI from "../../locales/de-LI.json" with { type: "json" };
import enGB from "../../locales/en-GB.json" with { type: "json" };
import enUS from "../../locales/en-US.json" with { type: "json" };
import esES from "../../locales/es-ES.json" with { type: "json" };
import frBE from "../../locales/fr-BE.json" with { type: "json" };
import frFR from "../../locales/fr-FR.json" with { type: "json" };
import itIT from "../../locales/it-IT.json" with { type: "json" };
import nlNL from "../../locales/nl-NL.json" with { type: "json" };
import type { TranslationSet } from "../site/locales.ts";
import type { Dictionary } from "./translator.ts";

export const DICTIONARIES: Record<TranslationSet, Dictionary> = {
  "de-CH": deCH,
  "de-DE": deDE,
  "de-LI": deLI,
  "en-GB": enGB,
  "en-US": enUS,
  "es-ES": esES,
  "fr-BE": frBE,
  "fr-FR": frFR,
  "it-IT": itIT,
  "nl-NL": nlNL,
};
