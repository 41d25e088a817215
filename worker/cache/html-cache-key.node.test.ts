import { describe, expect, it } from "vitest";
import type { RequestContext } from "../site/request-context.ts";
import { baseKeyOf } from "./html-cache-key.ts";

const request = {
  origin: "http://kartenliebe.de.localhost",
  path: "/products",
  platform: "web",
  isCrawler: false,
} as RequestContext;
const keyOf = (query: string, max?: number) =>
  baseKeyOf(
    request,
    new URL(`http://kartenliebe.de.localhost/products?${query}`),
    "cv1.0",
    ["page", "sort", "style"],
    max,
  ).href;

describe("the base key of a page that reads its query", () => {
  it("holds only the parameters the route reads, sorted, without empty ones or carried parameters", () => {
    const key = keyOf("sort=created&page=2");
    expect(keyOf("page=2&sort=created")).toBe(key);
    expect(keyOf("utm_source=x&page=2&_x=1&style=&sort=created&_y=2")).toBe(key);
    expect(keyOf("page=3&sort=created")).not.toBe(key);
  });

  it("cuts each value as the route cuts it", () => {
    const long = "x".repeat(64);
    expect(keyOf(`style=${long}a`, 64)).toBe(keyOf(`style=${long}b`, 64));
    expect(keyOf(`style=${long}a`, 80)).not.toBe(keyOf(`style=${long}b`, 80));
  });
});
