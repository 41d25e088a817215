import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2030-05-10T12:00:00Z");
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe("relative time (section 9)", () => {
  it("reads 'just now' under 60 seconds", () => {
    expect(relativeTime(ago(59), now, "en-GB", "just now")).toBe("just now");
    expect(relativeTime(ago(0), now, "de-DE", "gerade eben")).toBe("gerade eben");
  });
  it("uses the locale's wording from 60 seconds on", () => {
    expect(relativeTime(ago(60), now, "en-GB", "just now")).toBe("1 minute ago");
    expect(relativeTime(ago(3 * 86_400), now, "en-GB", "just now")).toBe("3 days ago");
    expect(relativeTime(ago(86_400), now, "de-DE", "gerade eben")).toBe("gestern");
  });
});
