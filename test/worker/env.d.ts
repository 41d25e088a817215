import type { D1Migration } from "cloudflare:test";
import type { ConfigVars } from "../../worker/config/schema.ts";
import type { Env as ShopEnv } from "../../worker/env.ts";

declare global {
  namespace Cloudflare {
    interface Env extends ShopEnv, ConfigVars {
      TEST_MIGRATIONS: D1Migration[];
      TEST_BACKEND_DB: D1Database;
    }
    interface GlobalProps {
      mainModule: typeof import("../../worker/index.ts");
    }
  }
}
