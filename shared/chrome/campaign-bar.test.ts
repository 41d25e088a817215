import { describe, expect, it } from "vitest";
import { campaignBarOf } from "./campaign-bar.ts";

describe("campaign data bar (section 7)", () => {
  it("reads the response's bar field", () => {
    const bar = {
      id: "easter",
      text: "Ostern: {countdown}",
      color: "#fff",
      backgroundColor: "#000",
      countdownEndDate: "2030-04-01T00:00:00Z",
    };
    expect(campaignBarOf({ bar, other: 1 })).toEqual(bar);
  });

  it("has no bar when the field is missing, null or malformed", () => {
    expect(campaignBarOf({})).toBeUndefined();
    expect(campaignBarOf({ bar: null })).toBeUndefined();
    expect(campaignBarOf({ bar: { id: "x" } })).toBeUndefined();
    expect(campaignBarOf({ bar: { id: "x", text: "t", countdownEndDate: "soon" } })).toBeUndefined();
    expect(campaignBarOf("nonsense")).toBeUndefined();
  });
});
