/**
 * POST /csp-report: the browser's reports of Content-Security-Policy violations (`report-uri`,
 * middleware/csp.ts), logged as `csp-violation` with what was blocked where, so the report-only
 * part can be enforced once production stays quiet. At most 8 KB; answers 204 whatever it got.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { describeError, logEvent } from "../log.ts";
import { CSP_REPORT_PATH } from "../middleware/csp.ts";
import { limitBody } from "../middleware/body-limit.ts";

const MAX_REPORT_BYTES = 8 * 1024;

function field(report: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = report[name];
    if (typeof value === "string") return value.slice(0, 300);
  }
  return undefined;
}

export const cspReportRoutes = new Hono<AppEnv>().post(CSP_REPORT_PATH, limitBody(MAX_REPORT_BYTES), async (c) => {
  const text = await c.req.raw.text();
  try {
    const parsed = JSON.parse(text) as
      | { "csp-report"?: Record<string, unknown> }
      | Array<{ body?: Record<string, unknown> }>;
    const reports = Array.isArray(parsed) ? parsed.map((entry) => entry.body ?? {}) : [parsed["csp-report"] ?? {}];
    for (const report of reports.slice(0, 10)) {
      logEvent("warn", "csp-violation", {
        directive: field(report, "effective-directive", "effectiveDirective", "violated-directive"),
        blocked: field(report, "blocked-uri", "blockedURL"),
        page: field(report, "document-uri", "documentURL"),
        disposition: field(report, "disposition"),
      });
    }
  } catch (error) {
    // a malformed report says nothing worth keeping beyond that it came
    logEvent("info", "csp-report-malformed", describeError(error));
  }
  return c.body(null, 204);
});
