/**
 * One Split SDK factory per isolate (decisions 050 and 051): building a factory (settings,
 * validation, storage) cost about a millisecond of every page. The isolate keeps one factory per
 * flag source (the features file, or one definitions snapshot with its SDK key) and asks it for a
 * client per visitor key (`factory.client(key)`, Split's own API for several keys).
 *
 * The SDK keeps every key's client until the factory is destroyed, so a factory is retired after
 * `FACTORY_KEYS` evaluations, or when the snapshot it reads is replaced; a retired factory is
 * destroyed once no evaluation uses it any more. Nothing here does I/O: in consumer mode the storage
 * is the read-only snapshot wrapper, in localhost mode the features object. The edge records no
 * impressions (decision 050), so the factory does not deduplicate them either (impressions mode
 * NONE: hashing each impression into an LRU was a tenth of a page's flag evaluation).
 */
import { PluggableStorage, SplitFactory } from "@splitsoftware/splitio-browserjs";
import type { FlagDefinitions } from "./definitions.ts";
import { snapshotWrapper } from "./snapshot-storage.ts";
import { describeError, logEvent } from "../log.ts";

export type SplitSource =
  | { mode: "localhost"; features: Record<string, string> }
  | { mode: "split"; sdkKey: string; definitions: FlagDefinitions };

/** Evaluations one factory serves before it is replaced (bounds the clients the SDK keeps). */
export const FACTORY_KEYS = 256;

/** The main client's key; pages evaluate with shared clients of the visitor's key. */
const FACTORY_KEY = "edge";

/** What pages use of a factory, in localhost (synchronous) and consumer (asynchronous) mode alike. */
export interface SplitClient {
  whenReady(): Promise<unknown>;
  getTreatments(flags: string[]): Record<string, string> | Promise<Record<string, string>>;
}
interface Factory {
  client(key: string): SplitClient;
  destroy(): Promise<void>;
}

interface Held {
  factory: Factory;
  /** What the factory was built from: a new snapshot or features object means a new factory. */
  source: object;
  sdkKey: string;
  served: number;
  inUse: number;
  retired: boolean;
}

let current: Held | undefined;
/** Factories built in this isolate (for tests: one per source, not one per page). */
let built = 0;

function build(source: SplitSource): Factory {
  built++;
  if (source.mode === "localhost") {
    return SplitFactory({
      core: { authorizationKey: "localhost", key: FACTORY_KEY },
      features: source.features,
      sync: { impressionsMode: "NONE" },
    });
  }
  return SplitFactory({
    mode: "consumer",
    core: { authorizationKey: source.sdkKey, key: FACTORY_KEY },
    sync: { impressionsMode: "NONE" },
    storage: PluggableStorage({ wrapper: snapshotWrapper(source.definitions) }),
  });
}

function destroyLater(held: Held): void {
  if (held.inUse === 0)
    void held.factory
      .destroy()
      .catch((error: unknown) => logEvent("warn", "split-factory-destroy-failed", describeError(error)));
}

function retire(held: Held): void {
  held.retired = true;
  destroyLater(held);
}

function held(source: SplitSource): Held {
  const identity = source.mode === "localhost" ? source.features : source.definitions;
  const sdkKey = source.mode === "localhost" ? "localhost" : source.sdkKey;
  if (current && (current.source !== identity || current.sdkKey !== sdkKey || current.served >= FACTORY_KEYS)) {
    retire(current);
    current = undefined;
  }
  current ??= { factory: build(source), source: identity, sdkKey, served: 0, inUse: 0, retired: false };
  return current;
}

/** Runs `use` with this isolate's client for `key`; the factory outlives the page. */
export async function withSplitClient<T>(
  source: SplitSource,
  key: string,
  use: (client: SplitClient) => Promise<T>,
): Promise<T> {
  const entry = held(source);
  entry.served++;
  entry.inUse++;
  try {
    return await use(entry.factory.client(key));
  } finally {
    entry.inUse--;
    if (entry.retired) destroyLater(entry);
  }
}

/** How many factories this isolate has built so far (tests). @internal */
export function splitFactoriesBuilt(): number {
  return built;
}
