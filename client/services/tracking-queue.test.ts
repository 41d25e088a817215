import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCallQueue, pollFor } from "./tracking-queue.ts";

describe("logging calls are queued until the script is ready, then replayed", () => {
  it("replays queued calls in order and sends later calls straight through", () => {
    const queue = createCallQueue();
    queue.call("log", "a");
    queue.call("log", "b");
    const seen: unknown[] = [];
    queue.ready({ log: (value: unknown) => seen.push(value) });
    expect(seen).toEqual(["a", "b"]);
    queue.call("log", "c");
    expect(seen).toEqual(["a", "b", "c"]);
  });
  it("drops queued calls when cleared (declining)", () => {
    const queue = createCallQueue();
    queue.call("identify", 7);
    queue.clear();
    const seen: unknown[] = [];
    queue.ready({ identify: (value: unknown) => seen.push(value) });
    expect(seen).toEqual([]);
  });
});

describe("the session-recording tool is polled every 2 s for up to 60 s", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("finds the tool when it appears within 60 s", () => {
    let tool: object | null = null;
    const lookup = vi.fn(() => tool);
    const found = vi.fn();
    pollFor(lookup, found);
    vi.advanceTimersByTime(1_999);
    expect(lookup).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(lookup).toHaveBeenCalledTimes(2);
    tool = {};
    vi.advanceTimersByTime(2_000);
    expect(found).toHaveBeenCalledWith(tool);
    vi.advanceTimersByTime(10_000);
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it("gives up after 60 s", () => {
    const lookup = vi.fn(() => null);
    pollFor(lookup, vi.fn());
    vi.advanceTimersByTime(120_000);
    expect(lookup).toHaveBeenCalledTimes(1 + 60_000 / 2_000);
  });
});
