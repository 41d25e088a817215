/**
 * A catalogue route's query checked with its schema from `shared/backend-contract/queries.ts`
 * through hono's zod-validator; read it with `c.req.valid("query")`. A failure is the catalogue's
 * 400 with the issues in one sentence (`issuesText`), as `queryOf` gives it. For queries without
 * lists: a parameter given twice is a list, so it fails a single-value field (queries with lists,
 * `name[]`, keep `queryOf`).
 */
import { zValidator } from "@hono/zod-validator";
import type { z } from "zod";
import { badRequest, issuesText } from "./shop.ts";

export function validQuery<S extends z.ZodType>(schema: S) {
  return zValidator("query", schema, (result, c) => {
    if (!result.success) return badRequest(c, issuesText(result.error));
  });
}
