/**
 * Relative time (specification section 9, "Experiments and text"): under 60 seconds it reads
 * 'just now' (the caller's localised label); beyond that the locale's own wording.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["week", 604_800],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

export const JUST_NOW_SECONDS = 60;

export function relativeTime(date: Date, now: Date, locale: string, justNow: string): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (Math.abs(seconds) < JUST_NOW_SECONDS) return justNow;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? UNITS[UNITS.length - 1];
  return format.format(-Math.trunc(seconds / size), unit);
}
