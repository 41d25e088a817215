/**
 * The one path a caught failure takes in the browser: a log line under its code (section 8), so
 * nothing fails in silence; what the visitor sees is up to the caller.
 */
import { type Level, logEvent } from "./log-event.ts";

export function reportFailure(
  code: string,
  error: unknown,
  detail: Record<string, unknown> = {},
  level: Level = "warn",
): void {
  logEvent(level, code, { ...detail, message: error instanceof Error ? error.message : String(error) });
}
