// How long the BFF proxy waits for the backend, per path: the calls that hash a
// password wait longer than the backend's hashing gate lets a hash queue (10 s), so a sign-up the
// backend completes is never cut off and shown to the visitor as an error.
import { describe, expect, it } from "vitest";
import { PASSWORD_CALL_TIMEOUT_MS, PROXY_CALL_TIMEOUT_MS } from "../../worker/bff/deadline.ts";
import { proxiedPath } from "../../worker/routes/bff-proxy-paths.ts";

const HASHING_GATE_MAX_WAIT_MS = 10_000;

describe("the proxy's deadline per path", () => {
  for (const path of [
    "/customer/login",
    "/customer/signup",
    "/customer/password",
    "/customer/password-reset/confirm",
  ]) {
    it(`${path} hashes a password: it waits longer than a hash may queue`, () => {
      const timeout = proxiedPath(path, false)?.timeoutMs ?? PROXY_CALL_TIMEOUT_MS;
      expect(timeout).toBe(PASSWORD_CALL_TIMEOUT_MS);
      expect(timeout).toBeGreaterThan(HASHING_GATE_MAX_WAIT_MS + 5_000);
    });
  }
  for (const path of ["/customer", "/customer/profile", "/customer/password-reset", "/cart", "/web-api/voucher"]) {
    it(`${path} does not hash: the ordinary deadline`, () => {
      const entry = proxiedPath(path, false);
      expect(entry).toBeDefined();
      expect(entry!.timeoutMs ?? PROXY_CALL_TIMEOUT_MS).toBe(PROXY_CALL_TIMEOUT_MS);
    });
  }
});
