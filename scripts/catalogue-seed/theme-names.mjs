// The card designs' names in the six languages (de, en, es, fr, it, nl, as LANGUAGE_ORDER): the
// design (the motif's name) and the theme's full name, design and occasion. German keeps the seed's
// own form ("Mondschein Geburt"); the others set the occasion after a dash ("Clair de lune – Naissance").
import { LABELS, LANGUAGE_ORDER } from "./labels.mjs";

/** The design names of the seed (data.mjs MOTIFS), translated where the name is a word. */
export const DESIGN_NAMES = {
  Aurora: ["Aurora", "Aurora", "Aurora", "Aurore", "Aurora", "Aurora"],
  Bloom: ["Bloom", "Bloom", "Flor", "Floraison", "Fioritura", "Bloei"],
  Linea: ["Linea", "Line", "Línea", "Ligne", "Linea", "Lijn"],
  Nordic: ["Nordic", "Nordic", "Nórdico", "Nordique", "Nordico", "Noords"],
  Serena: ["Serena", "Serena", "Serena", "Sérénité", "Serena", "Serena"],
  Eukalyptus: ["Eukalyptus", "Eucalyptus", "Eucalipto", "Eucalyptus", "Eucalipto", "Eucalyptus"],
  Confetti: ["Confetti", "Confetti", "Confeti", "Confettis", "Coriandoli", "Confetti"],
  Mondschein: ["Mondschein", "Moonlight", "Luz de luna", "Clair de lune", "Chiaro di luna", "Maneschijn"],
  Pastell: ["Pastell", "Pastel", "Pastel", "Pastel", "Pastello", "Pastel"],
  Aquarell: ["Aquarell", "Watercolour", "Acuarela", "Aquarelle", "Acquerello", "Aquarel"],
};

/** Rows of `theme_names (theme_id, language, name, design)` for every theme in every language. */
export function themeNameRows(themes) {
  return themes.flatMap((theme) => {
    const [motif] = theme.name.split(" ");
    const designs = DESIGN_NAMES[motif];
    const occasions = LABELS[`occasion.${theme.category}`];
    if (!designs || !occasions) throw new Error(`no names for theme ${theme.id} (${theme.name})`);
    return LANGUAGE_ORDER.map((language, i) => [
      theme.id,
      language,
      language === "de" ? theme.name : `${designs[i]} – ${occasions[i]}`,
      designs[i],
    ]);
  });
}
