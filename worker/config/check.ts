/**
 * The worker's first middleware: the configuration is parsed before anything reads it, so a bad
 * environment gives one clear log line (`config-invalid`, every bad variable named, by the error
 * handler of `worker/middleware/errors.ts`) and a 500 without detail, instead of failures deep
 * inside some handler.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { configOf } from "./config.ts";

export function requireConfig(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    configOf(c.env);
    await next();
  };
}
