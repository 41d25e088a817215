import { describe, expect, it } from "vitest";
import { DEFAULT_BASE_PATHS, basePathsFor, isBasePath, parseBasePaths } from "./base-paths.ts";

describe("designer base paths (section 2)", () => {
  it("are configured per channel and product type", () => {
    const config = parseBasePaths(JSON.stringify({ wallart: { photoFrame: "https://designer.test/frame/" } }));
    expect(basePathsFor(config, "wallart").photoFrame).toBe("https://designer.test/frame/");
    expect(basePathsFor(config, "wallart").card).toBe(DEFAULT_BASE_PATHS.card);
    expect(basePathsFor(config, "kartenliebe")).toEqual(DEFAULT_BASE_PATHS);
  });

  it("each end with a slash; others are refused and the default kept", () => {
    expect(isBasePath("/designer/frame")).toBe(false);
    expect(isBasePath("//evil.test/")).toBe(false);
    const config = parseBasePaths(
      JSON.stringify({ wallart: { photoFrame: "https://designer.test/frame", nope: "/x/" } }),
    );
    expect(basePathsFor(config, "wallart").photoFrame).toBe(DEFAULT_BASE_PATHS.photoFrame);
    expect(config.refused).toEqual(["wallart.photoFrame", "wallart.nope"]);
  });

  it("ignores a configuration that is not JSON", () => {
    const config = parseBasePaths("{oops");
    expect(basePathsFor(config, "wallart")).toEqual(DEFAULT_BASE_PATHS);
    expect(config.refused).toHaveLength(1);
  });
});
