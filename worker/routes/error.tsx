/**
 * /error (section 2): the error page, where unknown path prefixes are sent.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { renderErrorPage } from "../render/error-page.tsx";

export const errorRoute = new Hono<AppEnv>().get("/error", (c) =>
  renderErrorPage(c, { status: 404, message: `Page not found: ${c.get("request").path}` }),
);
