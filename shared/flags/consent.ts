/**
 * Visitor consent (section 4, "Visitor consent"): granted, declined or unknown. Declining stops
 * sending and clears queued impressions and events; granting restarts sending. The first-party
 * banner stores the choice in a cookie that holds only its value and its expiry (section 4).
 */
import type { Language } from "../site/locales.ts";

export type ConsentState = "granted" | "declined" | "unknown";

export const CONSENT_COOKIE = "shop_consent";
/** A choice is asked again after half a year. */
export const CONSENT_MAX_AGE_S = 182 * 24 * 60 * 60;

/** The footer's `ucSettings` link dispatches this event on `window` to open the settings layer. */
export const OPEN_CONSENT_SETTINGS_EVENT = "shop:open-consent-settings";
/**
 * A choice made outside the client bundle, dispatched on `window` (`detail`: state): by the
 * server-drawn banner's script, which stored it already, or by a provider's integration, which keeps it.
 */
export const CONSENT_CHOSEN_EVENT = "shop:consent";

/** The stored value of the cookie, read strictly: anything else is unknown. */
export function parseConsent(value: string | null | undefined): ConsentState {
  return value === "granted" || value === "declined" ? value : "unknown";
}

export interface ConsentTexts {
  title: string;
  body: string;
  accept: string;
  decline: string;
  settings: string;
  settingsTitle: string;
  statistics: string;
  save: string;
  close: string;
}

/** Texts of the first-party banner and settings layer, per language. */
export const CONSENT_TEXTS: Record<Language, ConsentTexts> = {
  de: {
    title: "Datenschutz-Einstellungen",
    body: "Wir möchten Statistiken und Experimente nutzen, um den Shop zu verbessern. Das geschieht nur mit Ihrer Zustimmung.",
    accept: "Alle akzeptieren",
    decline: "Ablehnen",
    settings: "Einstellungen",
    settingsTitle: "Ihre Datenschutz-Einstellungen",
    statistics: "Statistiken und Experimente",
    save: "Auswahl speichern",
    close: "Schließen",
  },
  en: {
    title: "Privacy settings",
    body: "We would like to use statistics and experiments to improve the shop. We only do so with your consent.",
    accept: "Accept all",
    decline: "Decline",
    settings: "Settings",
    settingsTitle: "Your privacy settings",
    statistics: "Statistics and experiments",
    save: "Save choice",
    close: "Close",
  },
  es: {
    title: "Configuración de privacidad",
    body: "Queremos usar estadísticas y experimentos para mejorar la tienda. Solo lo hacemos con su consentimiento.",
    accept: "Aceptar todo",
    decline: "Rechazar",
    settings: "Configuración",
    settingsTitle: "Su configuración de privacidad",
    statistics: "Estadísticas y experimentos",
    save: "Guardar selección",
    close: "Cerrar",
  },
  fr: {
    title: "Paramètres de confidentialité",
    body: "Nous souhaitons utiliser des statistiques et des expériences pour améliorer la boutique, uniquement avec votre accord.",
    accept: "Tout accepter",
    decline: "Refuser",
    settings: "Paramètres",
    settingsTitle: "Vos paramètres de confidentialité",
    statistics: "Statistiques et expériences",
    save: "Enregistrer",
    close: "Fermer",
  },
  it: {
    title: "Impostazioni privacy",
    body: "Vorremmo usare statistiche ed esperimenti per migliorare il negozio. Lo facciamo solo con il suo consenso.",
    accept: "Accetta tutto",
    decline: "Rifiuta",
    settings: "Impostazioni",
    settingsTitle: "Le sue impostazioni privacy",
    statistics: "Statistiche ed esperimenti",
    save: "Salva scelta",
    close: "Chiudi",
  },
  nl: {
    title: "Privacy-instellingen",
    body: "We willen statistieken en experimenten gebruiken om de shop te verbeteren. Dat doen we alleen met uw toestemming.",
    accept: "Alles accepteren",
    decline: "Weigeren",
    settings: "Instellingen",
    settingsTitle: "Uw privacy-instellingen",
    statistics: "Statistieken en experimenten",
    save: "Keuze opslaan",
    close: "Sluiten",
  },
};
