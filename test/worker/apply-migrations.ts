// The renderer's tests reach the embedded backend as an auxiliary worker; its D1 database is
// bound here too, under TEST_BACKEND_DB, so the migrations can be applied before the tests.
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.TEST_BACKEND_DB, env.TEST_MIGRATIONS);
