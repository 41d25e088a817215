import { describe, expect, it } from "vitest";
import { FILTER_LIMITS, filterProblems, isValidFlagSet, isValidKey, validateEvent } from "./events.ts";

describe("event type", () => {
  it("accepts an alphanumeric start with up to 80 characters", () => {
    expect(validateEvent("add_to_cart").ok).toBe(true);
    expect(validateEvent("9checkout:step.2-a").ok).toBe(true);
    expect(validateEvent("a".repeat(80)).ok).toBe(true);
  });
  it("drops a type with a non-alphanumeric start, a bad character, more than 80 characters or no string", () => {
    for (const type of ["_add", "-add", "add to cart", "add/cart", "a".repeat(81), "", 42, null]) {
      expect(validateEvent(type).ok, String(type)).toBe(false);
    }
  });
});

describe("event value", () => {
  it("accepts a finite number or no value", () => {
    expect(validateEvent("buy", 12.5)).toMatchObject({ ok: true, event: { value: 12.5, trafficType: "user" } });
    expect(validateEvent("buy")).toMatchObject({ ok: true, event: { value: null } });
  });
  it("drops an infinite, NaN or non-number value", () => {
    for (const value of [Infinity, -Infinity, NaN, "12", true])
      expect(validateEvent("buy", value).ok, String(value)).toBe(false);
  });
});

describe("event properties", () => {
  it("accepts a plain object", () => {
    expect(validateEvent("buy", 1, { sku: "a", n: 2, gift: true, note: null })).toMatchObject({
      ok: true,
      event: { properties: { sku: "a", n: 2, gift: true, note: null } },
    });
  });
  it("drops properties that are not a plain object", () => {
    for (const properties of [[1, 2], "a", 5, new Date(), new Map()])
      expect(validateEvent("buy", 1, properties).ok).toBe(false);
  });
  it("sets values of other types to null with a warning", () => {
    const check = validateEvent("buy", 1, { list: [1], fn: {}, inf: Infinity });
    expect(check).toMatchObject({ ok: true, event: { properties: { list: null, fn: null, inf: null } } });
    expect(check.warnings).toHaveLength(3);
  });
  it("drops properties above 32768 bytes", () => {
    // 1024 base + key (2 bytes) + value (2 bytes per character)
    expect(validateEvent("buy", 1, { k: "x".repeat(15_870) }).ok).toBe(true);
    expect(validateEvent("buy", 1, { k: "x".repeat(15_872) }).ok).toBe(false);
  });
  it("warns above 300 entries but keeps the event", () => {
    const many = Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`p${i}`, i]));
    const check = validateEvent("buy", 1, many);
    expect(check.ok).toBe(true);
    expect(check.warnings).toContain("more than 300 properties");
    const limit = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`p${i}`, i]));
    expect(validateEvent("buy", 1, limit).warnings).toEqual([]);
  });
});

describe("keys", () => {
  it("are non-empty strings of at most 250 characters", () => {
    expect(isValidKey("k".repeat(250))).toBe(true);
    expect(isValidKey("k".repeat(251))).toBe(false);
    expect(isValidKey("")).toBe(false);
    expect(isValidKey(7)).toBe(false);
  });
});

describe("flag set names", () => {
  it("are lower case, start alphanumeric and have at most 50 characters", () => {
    expect(isValidFlagSet("checkout_v2")).toBe(true);
    expect(isValidFlagSet("a".repeat(50))).toBe(true);
    for (const name of ["Checkout", "_checkout", "check-out", "a".repeat(51), ""])
      expect(isValidFlagSet(name), name).toBe(false);
  });
});

describe("filter limits", () => {
  const many = (n: number, prefix = "f") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
  it("allow 50 sets, 400 names and 50 prefixes", () => {
    expect(filterProblems({ bySet: many(FILTER_LIMITS.bySet, "s"), byName: many(400), byPrefix: many(50) })).toEqual(
      [],
    );
  });
  it("refuse more, and refuse a bad set name", () => {
    expect(filterProblems({ bySet: many(51, "s") })).toHaveLength(1);
    expect(filterProblems({ byName: many(401) })).toHaveLength(1);
    expect(filterProblems({ byPrefix: many(51) })).toHaveLength(1);
    expect(filterProblems({ bySet: ["Bad"] })).toHaveLength(1);
  });
});
