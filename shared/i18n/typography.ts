/**
 * "Label: value" as the locale writes it: French puts a no-break space before the colon ("Occasion :
 * Rentrée"), the other languages none. The content build does the same for the stories' texts
 * (`content/source/build.ts`); this is for labels the code joins to a value.
 */
export function labelled(label: string, value: string, locale: string): string {
  return `${label}${locale.startsWith("fr") ? "\u00a0:" : ":"} ${value}`;
}
