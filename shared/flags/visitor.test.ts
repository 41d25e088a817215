import { describe, expect, it } from "vitest";
import { canonicalFlagName, flagNameFor } from "./channel-names.ts";
import { PAGE_FLAGS } from "./treatments.ts";
import { isVisitorKey, shouldLogFlag } from "./visitor.ts";

describe("visitor key", () => {
  it("is a version 4 UUID; anything else is replaced", () => {
    expect(isVisitorKey("3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b")).toBe(true);
    for (const bad of [
      "",
      "abc",
      "3F2B8C1E-9A4D-4E6F-8B2A-1C3D5E7F9A0B",
      "3f2b8c1e-9a4d-1e6f-8b2a-1c3d5e7f9a0b",
      "x".repeat(300),
      undefined,
    ]) {
      expect(isVisitorKey(bad), String(bad)).toBe(false);
    }
  });
});

describe("flag logging", () => {
  it("happens only for flags whose name starts with the channel's prefix", () => {
    expect(shouldLogFlag("kartenliebe", "kl_redesign_965")).toBe(true);
    expect(shouldLogFlag("kartenliebe", "wa_redesign_965")).toBe(false);
    expect(shouldLogFlag("wallart", "wa_redesign_965")).toBe(true);
    expect(shouldLogFlag("wallart", "kl_redesign_965")).toBe(false);
  });
  it("every page flag has a name of its own on wall art, which that channel logs", () => {
    for (const flag of PAGE_FLAGS) {
      const wallart = flagNameFor("wallart", flag);
      expect(wallart).not.toBe(flag);
      expect(shouldLogFlag("wallart", wallart), wallart).toBe(true);
      expect(shouldLogFlag("kartenliebe", flag), flag).toBe(true);
      expect(canonicalFlagName("wallart", wallart)).toBe(flag);
    }
  });
});
