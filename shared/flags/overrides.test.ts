import { describe, expect, it } from "vitest";
import { applyOverrides, readOverrides } from "./overrides.ts";

const flags = ["kl_a", "kl_b"];
/** A query as the rules read it: the first value of each name, null when absent. */
function query(text: string) {
  const pairs = text
    .split("&")
    .filter(Boolean)
    .map((pair) => pair.split("=") as [string, string?]);
  return {
    get: (name: string) =>
      pairs.find(([key]) => key === name)?.[1] ?? (pairs.some(([key]) => key === name) ? "" : null),
  };
}
const read = (text: string) => readOverrides(query(text), flags);

describe("flag overrides", () => {
  it("a query parameter named after a flag takes effect only when its value is on or off", () => {
    expect(read("kl_a=on&kl_b=off").forced).toEqual({ kl_a: "on", kl_b: "off" });
    expect(read("kl_a=control&kl_b=ON&kl_c=on").forced).toEqual({});
    expect(read("kl_a=1&kl_b=").forced).toEqual({});
  });
  it("a feature parameter plus a treatment parameter forces the treatment, only on or off", () => {
    expect(read("feature=kl_b&treatment=on").forced).toEqual({ kl_b: "on" });
    expect(read("feature=kl_b&treatment=yes").forced).toEqual({});
    expect(read("feature=kl_b").forced).toEqual({});
    expect(read("feature=unknown&treatment=on").forced).toEqual({});
  });
  it("the disabled parameter is set by presence, 1 or true; other values are ignored", () => {
    expect(read("disabled").disabled).toBe(true);
    expect(read("disabled=1").disabled).toBe(true);
    expect(read("disabled=true").disabled).toBe(true);
    expect(read("disabled=maybe").disabled).toBe(false);
    expect(read("").disabled).toBe(false);
  });
  it("forced treatments replace evaluated ones", () => {
    expect(applyOverrides({ kl_a: "off", kl_b: "control" }, read("kl_a=on"))).toEqual({ kl_a: "on", kl_b: "control" });
  });
});
