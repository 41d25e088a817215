// Applies the D1 migrations before the backend's tests, as the Workers vitest examples do.
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
