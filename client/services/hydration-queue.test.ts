import { describe, expect, it } from "vitest";
import { createHydrationQueue } from "./hydration-queue.ts";

/** A hydration that settles when the test says so, logging when it starts and ends. */
function controlled(log: string[]) {
  const pending = new Map<string, () => void>();
  const hydrate = (name: string) =>
    new Promise<void>((resolve) => {
      log.push(`start ${name}`);
      pending.set(name, () => {
        log.push(`end ${name}`);
        resolve();
      });
    });
  return { hydrate, finish: (name: string) => pending.get(name)?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("hydration queue", () => {
  it("hydrates one island at a time, in the order they became due, each after the one before committed", async () => {
    const log: string[] = [];
    const { hydrate, finish } = controlled(log);
    const yields: number[] = [];
    const due = createHydrationQueue(hydrate, async () => {
      yields.push(log.length);
    });
    due("header");
    due("navigation");
    await settle();
    expect(log).toEqual(["start header"]);
    due("footer");
    finish("header");
    await settle();
    expect(log).toEqual(["start header", "end header", "start navigation"]);
    finish("navigation");
    await settle();
    finish("footer");
    await settle();
    expect(log).toEqual([
      "start header",
      "end header",
      "start navigation",
      "end navigation",
      "start footer",
      "end footer",
    ]);
    // The main thread is given back before each island, the first one too.
    expect(yields).toEqual([0, 2, 4]);
  });

  it("goes on after an island that failed, and starts again for an island that becomes due later", async () => {
    const seen: string[] = [];
    const due = createHydrationQueue(
      async (name: string) => {
        seen.push(name);
        if (name === "broken") throw new Error("island failed");
      },
      async () => {},
    );
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      due("broken");
      due("header");
      await settle();
      await settle();
      expect(seen).toEqual(["broken", "header"]);
      due("footer");
      await settle();
      expect(seen).toEqual(["broken", "header", "footer"]);
      expect(uncaught).toEqual([new Error("island failed")]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});
