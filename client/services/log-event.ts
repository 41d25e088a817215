/**
 * Browser-side logging with the specification's codes (section 8): one JSON line per event on the
 * console, where the logging script (section 4) picks it up once it is there.
 */
export type Level = "error" | "warn" | "info";

export function logEvent(level: Level, code: string, detail: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, code, ...detail });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.info(line);
}
