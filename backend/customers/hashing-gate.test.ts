import { describe, expect, it } from "vitest";
import { HashingBusy, HashingGate } from "./hashing-gate.ts";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe("the hashing gate: one turn at a time, a wait bounded by time", () => {
  it("gives every waiter its turn, however many there are, as long as the turns come within the bound", async () => {
    const gate = new HashingGate(10_000);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        gate.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await sleep(1);
          running -= 1;
          order.push(n);
          return n;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect(most).toBe(1);
    // In the order they came.
    expect(order).toEqual(results);
    expect(gate.waiting).toBe(0);
  });

  it("refuses a hash whose turn has not come within the bound, not before", async () => {
    const gate = new HashingGate(300);
    const held = gate.run(() => sleep(1200));
    const started = Date.now();
    await expect(gate.run(() => "never")).rejects.toBeInstanceOf(HashingBusy);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(300);
    expect(waited).toBeLessThan(1200);
    await held;
    // The refused waiter left the queue: the next one has its turn.
    expect(gate.waiting).toBe(0);
    gate.maxWaitMs = 5000;
    expect(await gate.run(() => "next")).toBe("next");
  });

  it("passes a failing hash's error on and frees the turn", async () => {
    const gate = new HashingGate(1000);
    await expect(
      gate.run(() => {
        throw new RangeError("bad parameters");
      }),
    ).rejects.toBeInstanceOf(RangeError);
    expect(await gate.run(() => 1)).toBe(1);
  });
});
