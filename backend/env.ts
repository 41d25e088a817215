/**
 * The backend worker's bindings.
 */
export interface BackendEnv {
  DB: D1Database;
  ENVIRONMENT?: string;
}

export type BackendAppEnv = { Bindings: BackendEnv };
