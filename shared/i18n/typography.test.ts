import { describe, expect, it } from "vitest";
import { labelled } from "./typography.ts";

describe("a label joined to its value", () => {
  it("takes a no-break space before the colon in French only", () => {
    expect(labelled("Occasion", "Rentrée scolaire", "fr-FR")).toBe("Occasion\u00a0: Rentrée scolaire");
    expect(labelled("Occasion", "Rentrée scolaire", "fr-CH")).toBe("Occasion\u00a0: Rentrée scolaire");
    expect(labelled("Anlass", "Einschulung", "de-DE")).toBe("Anlass: Einschulung");
    expect(labelled("Occasion", "Back to school", "en-GB")).toBe("Occasion: Back to school");
  });
});
