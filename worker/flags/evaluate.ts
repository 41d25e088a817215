/**
 * Flag evaluation at the edge with the Split SDK (`@splitsoftware/splitio-browserjs`, decision 050):
 * localhost mode with the repository's features file when no SDK key is configured; otherwise
 * consumer mode over the cached definitions snapshot, so evaluation needs no network. One SDK
 * factory per isolate (`split-factory.ts`), a client per visitor key: the treatments are asked
 * afresh at the start of each page (section 4).
 */
import { type Treatment, toTreatment } from "../../shared/flags/treatments.ts";
import { logEvent } from "../log.ts";
import type { FlagDefinitions } from "./definitions.ts";
import localhostFeatures from "./features.json";
import { type SplitSource, withSplitClient } from "./split-factory.ts";

export type FlagSource =
  | { mode: "localhost"; features: Record<string, string> }
  | { mode: "split"; sdkKey: string; definitions: FlagDefinitions | null };

/** The features file, checked: only on and off are treatments a developer can set (section 3). */
export function localhostSource(features: unknown = localhostFeatures): FlagSource {
  const checked: Record<string, string> = {};
  if (features && typeof features === "object") {
    for (const [flag, treatment] of Object.entries(features)) {
      if (treatment === "on" || treatment === "off") checked[flag] = treatment;
      else
        logEvent("warn", "split-no-treatment", {
          flag,
          message: "features file: treatment must be on or off; ignored",
        });
    }
  }
  return { mode: "localhost", features: checked };
}

function control(flags: readonly string[]): Record<string, Treatment> {
  return Object.fromEntries(flags.map((flag) => [flag, "control" as const]));
}

/** Treatments of the flags for this key; control for a flag the definitions do not know. */
export async function evaluateFlags(
  source: FlagSource,
  key: string,
  flags: readonly string[],
): Promise<Record<string, Treatment>> {
  let sdkSource: SplitSource;
  if (source.mode === "localhost") sdkSource = source;
  else if (source.definitions) sdkSource = { ...source, definitions: source.definitions };
  else return control(flags);
  try {
    const answers = await withSplitClient(sdkSource, key, async (client) => {
      await client.whenReady();
      return (await client.getTreatments([...flags])) as Record<string, string>;
    });
    return Object.fromEntries(flags.map((flag) => [flag, toTreatment(answers[flag])]));
  } catch (error) {
    logEvent("error", "split-no-treatment", { message: error instanceof Error ? error.message : String(error) });
    return control(flags);
  }
}
