/**
 * The backend worker's bindings: its D1 database and the variables its configuration schema reads
 * (backend/config.ts, the one reader of them).
 */
import type { BackendVars } from "./config.ts";

export interface BackendEnv extends BackendVars {
  DB: D1Database;
}

export type BackendAppEnv = { Bindings: BackendEnv };
