/**
 * The worker's first middleware: the configuration is parsed before anything reads it, so a bad
 * environment gives one clear log line (`config-invalid`, every bad variable named) and a 500
 * without detail, instead of failures deep inside some handler.
 */
import type { ErrorHandler, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { GLOBAL_ERROR_CODE } from "../middleware/errors.ts";
import { describeError, logEvent } from "../log.ts";
import { configOf } from "./config.ts";
import { ConfigError } from "../../shared/config/config-error.ts";

export const CONFIG_INVALID = "config-invalid";

export function requireConfig(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    configOf(c.env);
    await next();
  };
}

/** The edge app's last resort: a bad configuration is named in the log; anything else is a global error. */
export const handleWorkerError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ConfigError) logEvent("error", CONFIG_INVALID, { problems: error.problems });
  else logEvent("error", GLOBAL_ERROR_CODE, { path: c.req.path, ...describeError(error) });
  return c.text("Internal Server Error", 500, { "cache-control": "no-store" });
};
