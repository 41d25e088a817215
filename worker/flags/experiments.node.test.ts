import { describe, expect, it } from "vitest";
import { FLAGS } from "../../shared/flags/treatments.ts";
import { isExperimentActive, isTaggedFlagOn } from "./experiments.ts";

describe("redesign experiments are toggled by a story tag plus a treatment", () => {
  const person = { treatments: { kl_redesign_965: "on", kl_redesign_967: "off" } as const };
  it("is active only with the tag and the treatment on", () => {
    expect(isExperimentActive(person, 965, ["redesign-965"])).toBe(true);
    expect(isExperimentActive(person, 965, ["redesign-967"])).toBe(false);
    expect(isExperimentActive(person, 967, ["redesign-967"])).toBe(false);
    expect(isExperimentActive(person, 1031, ["redesign-1031"])).toBe(false);
  });
  it("is never active for a crawler, which has no treatments", () => {
    expect(isExperimentActive({ treatments: {} }, 965, ["redesign-965"])).toBe(false);
  });
  it("the calculator's portrait swap needs its tag and its flag", () => {
    const on = { treatments: { [FLAGS.calculatorPortraitSwap]: "on" as const } };
    expect(isTaggedFlagOn(on, FLAGS.calculatorPortraitSwap, "portrait-swap", ["portrait-swap"])).toBe(true);
    expect(isTaggedFlagOn(on, FLAGS.calculatorPortraitSwap, "portrait-swap", undefined)).toBe(false);
  });
});
