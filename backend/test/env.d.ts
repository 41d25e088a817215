import type { D1Migration } from "cloudflare:test";
import type { BackendEnv } from "../env.ts";

declare global {
  namespace Cloudflare {
    interface Env extends BackendEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import("../index.ts");
    }
  }
}
