/**
 * The stand-in's words and the readable form of received designer parameters (section 3,
 * "Designer parameters"): parameter names as labels, catalogue keys as their labels, formats in
 * the locale's unit. Languages in the order de, en, es, fr, it, nl.
 */
import { catalogueFormatLabel } from "../../shared/catalogue/named-formats.ts";
import { type Language, type Locale, languageOf, unitOf } from "../../shared/site/locales.ts";
import type { Labels } from "../catalogue/store.ts";

const ORDER: Language[] = ["de", "en", "es", "fr", "it", "nl"];

const WORDS = {
  title: [
    "Designer (lokaler Platzhalter)",
    "Designer (local stand-in)",
    "Diseñador (sustituto local)",
    "Designer (remplaçant local)",
    "Designer (sostituto locale)",
    "Designer (lokale vervanger)",
  ],
  received: [
    "Gewählte Optionen",
    "Chosen options",
    "Opciones elegidas",
    "Options choisies",
    "Opzioni scelte",
    "Gekozen opties",
  ],
  addToCart: [
    "In den Warenkorb",
    "Add to cart",
    "Añadir a la cesta",
    "Ajouter au panier",
    "Aggiungi al carrello",
    "In winkelwagen",
  ],
  back: [
    "Zurück zum Shop",
    "Back to the shop",
    "Volver a la tienda",
    "Retour à la boutique",
    "Torna al negozio",
    "Terug naar de winkel",
  ],
  none: [
    "Keine Optionen erhalten",
    "No options received",
    "No se recibieron opciones",
    "Aucune option reçue",
    "Nessuna opzione ricevuta",
    "Geen opties ontvangen",
  ],
  choose: [
    "Noch zu wählen",
    "Still to choose",
    "Falta elegir",
    "Reste à choisir",
    "Ancora da scegliere",
    "Nog te kiezen",
  ],
  next: ["Weiter", "Continue", "Continuar", "Continuer", "Continua", "Verder"],
} as const;

const PARAMS: Record<string, readonly string[]> = {
  materialType: ["Material", "Material", "Material", "Matériau", "Materiale", "Materiaal"],
  frameType: ["Rahmen", "Frame", "Marco", "Cadre", "Cornice", "Lijst"],
  frameVariant: ["Rahmenfarbe", "Frame colour", "Color del marco", "Couleur du cadre", "Colore cornice", "Lijstkleur"],
  formatType: ["Format", "Size", "Formato", "Format", "Formato", "Formaat"],
  format: ["Format", "Size", "Formato", "Format", "Formato", "Formaat"],
  designId: ["Design", "Design", "Diseño", "Design", "Design", "Ontwerp"],
  themeId: ["Motiv", "Design", "Motivo", "Motif", "Motivo", "Motief"],
  quantity: ["Menge", "Quantity", "Cantidad", "Quantité", "Quantità", "Aantal"],
  calendarType: [
    "Kalenderart",
    "Calendar type",
    "Tipo de calendario",
    "Type de calendrier",
    "Tipo di calendario",
    "Soort kalender",
  ],
  startMonth: ["Startmonat", "Start month", "Mes de inicio", "Mois de début", "Mese di inizio", "Startmaand"],
  startYear: ["Startjahr", "Start year", "Año de inicio", "Année de début", "Anno di inizio", "Startjaar"],
  printing: ["Druckart", "Printing", "Impresión", "Impression", "Stampa", "Druk"],
  cover: ["Einband", "Cover", "Tapa", "Couverture", "Copertina", "Kaft"],
  type: ["Art", "Type", "Tipo", "Type", "Tipo", "Soort"],
  width: ["Breite (mm)", "Width (mm)", "Ancho (mm)", "Largeur (mm)", "Larghezza (mm)", "Breedte (mm)"],
  height: ["Höhe (mm)", "Height (mm)", "Alto (mm)", "Hauteur (mm)", "Altezza (mm)", "Hoogte (mm)"],
  locale: ["Sprache", "Language", "Idioma", "Langue", "Lingua", "Taal"],
  amount: ["Anzahl", "Number of copies", "Cantidad", "Nombre d'exemplaires", "Numero di copie", "Aantal"],
  categoryId: ["Kategorie", "Category", "Categoría", "Catégorie", "Categoria", "Categorie"],
};

/** Catalogue label kind of each parameter whose values are catalogue keys. */
const VALUE_KINDS: Record<string, string> = {
  materialType: "material",
  frameType: "frameType",
  frameVariant: "frameColour",
  calendarType: "calendarType",
  printing: "photobookType",
  cover: "cover",
  binding: "binding",
  paper: "paper",
  mounting: "mounting",
  refinement: "refinement",
  refinementType: "refinement",
  type: "photoboxType",
  categoryId: "photobookCategory",
};

export function words(locale: Locale): Record<keyof typeof WORDS, string> {
  const i = ORDER.indexOf(languageOf(locale));
  return Object.fromEntries(Object.entries(WORDS).map(([k, v]) => [k, v[i]])) as Record<keyof typeof WORDS, string>;
}

export function readableOptions(
  params: Array<[string, string]>,
  locale: Locale,
  t: Labels,
): Array<{ label: string; value: string }> {
  const i = ORDER.indexOf(languageOf(locale));
  return params.map(([name, value]) => {
    const label = PARAMS[name]?.[i] ?? name;
    if (name === "formatType" || name === "format")
      return { label, value: catalogueFormatLabel(value, unitOf(locale), locale) };
    if (name === "frameVariant") {
      const shaped = /^(eckig|rund)-(.+)$/.exec(value);
      if (shaped) return { label, value: `${t(`frameColour.${shaped[2]}`)} (${t(`frameShape.${shaped[1]}`)})` };
    }
    const kind = VALUE_KINDS[name];
    return { label, value: kind ? t(`${kind}.${value}`) : value };
  });
}
