/**
 * Flag evaluation at the edge with the Split SDK (`@splitsoftware/splitio-browserjs`, decision 050):
 * localhost mode with the repository's features file when no SDK key is configured; otherwise
 * consumer mode over the cached definitions snapshot, so evaluation needs no network. One SDK
 * factory per page, destroyed when the treatments are known: flags are cleared at the start of
 * each page (section 4).
 */
import { SplitFactory, PluggableStorage } from "@splitsoftware/splitio-browserjs";
import { type Treatment, toTreatment } from "../../shared/flags/treatments.ts";
import { logEvent } from "../middleware/log.ts";
import type { FlagDefinitions } from "./definitions.ts";
import localhostFeatures from "./features.json";
import { snapshotWrapper } from "./snapshot-storage.ts";

export type FlagSource =
  | { mode: "localhost"; features: Record<string, string> }
  | { mode: "split"; sdkKey: string; definitions: FlagDefinitions | null };

/** The features file, checked: only on and off are treatments a developer can set (section 3). */
export function localhostSource(features: unknown = localhostFeatures): FlagSource {
  const checked: Record<string, string> = {};
  if (features && typeof features === "object") {
    for (const [flag, treatment] of Object.entries(features)) {
      if (treatment === "on" || treatment === "off") checked[flag] = treatment;
      else logEvent("warn", "split-no-treatment", { flag, message: "features file: treatment must be on or off; ignored" });
    }
  }
  return { mode: "localhost", features: checked };
}

function control(flags: readonly string[]): Record<string, Treatment> {
  return Object.fromEntries(flags.map((flag) => [flag, "control" as const]));
}

function factoryFor(source: FlagSource, key: string) {
  if (source.mode === "localhost") {
    return SplitFactory({ core: { authorizationKey: "localhost", key }, features: source.features });
  }
  return SplitFactory({
    mode: "consumer",
    core: { authorizationKey: source.sdkKey, key },
    storage: PluggableStorage({ wrapper: snapshotWrapper(source.definitions!) }),
  });
}

/** Treatments of the flags for this key; control for a flag the definitions do not know. */
export async function evaluateFlags(source: FlagSource, key: string, flags: readonly string[]): Promise<Record<string, Treatment>> {
  if (source.mode === "split" && !source.definitions) return control(flags);
  const factory = factoryFor(source, key);
  try {
    const client = factory.client();
    await client.whenReady();
    const answers: Record<string, string> = await client.getTreatments([...flags]);
    return Object.fromEntries(flags.map((flag) => [flag, toTreatment(answers[flag])]));
  } catch (error) {
    logEvent("error", "split-no-treatment", { message: error instanceof Error ? error.message : String(error) });
    return control(flags);
  } finally {
    await factory.destroy();
  }
}
