import { describe, expect, it } from "vitest";
import {
  MAX_COOKIE_BYTES,
  cookieNameSchema,
  cookieValueSchema,
  isSafeCookie,
  isSafeCookieName,
  isSafeCookieValue,
} from "./cookie.ts";

describe("cookie names use safe characters: an RFC 6265 token (section 5)", () => {
  it.each(["split_user_key", "kl-session", "__Host-session", "a", "!#$%&'*+-.^_`|~"])("accepts %j", (name) => {
    expect(isSafeCookieName(name)).toBe(true);
    expect(cookieNameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["equals sign", "a=b"],
    ["semicolon", "a;b"],
    ["comma", "a,b"],
    ["space", "a b"],
    ["tab", "a\tb"],
    ["newline", "a\nb"],
    ["double quote", 'a"b'],
    ["slash", "a/b"],
    ["brackets", "a[b]"],
    ["braces", "a{b}"],
    ["colon", "a:b"],
    ["at sign", "a@b"],
    ["question mark", "a?b"],
    ["backslash", "a\\b"],
    ["parentheses", "a(b)"],
    ["angle brackets", "a<b>"],
    ["DEL", "a\x7fb"],
    ["non-ASCII", "größe"],
  ])("rejects a name with %s", (_, name) => {
    expect(isSafeCookieName(name)).toBe(false);
    expect(cookieNameSchema.safeParse(name).success).toBe(false);
  });
});

describe("cookie values use safe characters: RFC 6265 cookie-octets (section 5)", () => {
  it.each([
    ["a UUID", "3f2b8c1e-9a4d-4e2f-8b1c-7d6e5f4a3b2c"],
    ["empty", ""],
    ["quoted", '"abc"'],
    ["quoted empty", '""'],
    ["base64url with padding", "eyJhIjoxfQ=="],
    ["URL-encoded", "a%3Bb%2Cc"],
    ["brackets and slashes", "/[x]{y}?z=1&w"],
  ])("accepts %s", (_, value) => {
    expect(isSafeCookieValue(value)).toBe(true);
    expect(cookieValueSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ["semicolon (attribute injection)", "abc; Domain=evil.example"],
    ["comma", "a,b"],
    ["space", "a b"],
    ["backslash", "a\\b"],
    ["double quote inside", 'a"b'],
    ["unbalanced quote", '"abc'],
    ["carriage return and line feed (header injection)", "a\r\nSet-Cookie: x=y"],
    ["NUL", "a\u0000b"],
    ["DEL", "a\x7fb"],
    ["non-ASCII", "grüße"],
  ])("rejects a value with %s", (_, value) => {
    expect(isSafeCookieValue(value)).toBe(false);
    expect(cookieValueSchema.safeParse(value).success).toBe(false);
  });

  it("refuses a cookie longer than browsers are bound to keep", () => {
    const name = "k";
    expect(isSafeCookie(name, "v".repeat(MAX_COOKIE_BYTES - name.length))).toBe(true);
    expect(isSafeCookie(name, "v".repeat(MAX_COOKIE_BYTES - name.length + 1))).toBe(false);
    expect(cookieValueSchema.safeParse("v".repeat(MAX_COOKIE_BYTES + 1)).success).toBe(false);
  });

  it("needs both a safe name and a safe value", () => {
    expect(isSafeCookie("visitor", "abc")).toBe(true);
    expect(isSafeCookie("visitor key", "abc")).toBe(false);
    expect(isSafeCookie("visitor", "a;b")).toBe(false);
  });
});
