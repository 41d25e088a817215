/**
 * Structured logging with the specification's error codes (section 8, "Logged error codes").
 * One JSON line per event, so the logs of workerd and of Workers Logs can be searched by code.
 */
export type Level = "error" | "warn" | "info";

export function logEvent(level: Level, code: string, detail: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, code, ...detail });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** What an error may say about itself in a log line; never sent to the visitor. */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}

/** `text` as JSON, or undefined with the reason logged under `code` (a malformed body is the sender's mistake: info). */
export function jsonOrLogged(text: string, code: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    logEvent("info", code, describeError(error));
    return undefined;
  }
}
