import { describe, expect, it } from "vitest";
import { isTagManagerId } from "./tag-manager.ts";

describe("tag-manager ID", () => {
  it("matches GTM- or G- followed by upper-case letters or digits", () => {
    expect(isTagManagerId("GTM-AB12CD")).toBe(true);
    expect(isTagManagerId("G-1234567")).toBe(true);
    for (const bad of ["GTM-", "gtm-AB12", "GTM-ab12", "UA-1234-1", "GTM-AB 12", "G-AB12\"><script>", 42]) {
      expect(isTagManagerId(bad), String(bad)).toBe(false);
    }
  });
});
