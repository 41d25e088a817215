import { describe, expect, it } from "vitest";
import { longestMatch, sameHost } from "./footer-links.ts";

describe("footer language and international boxes (section 2)", () => {
  const urls = ["https://www.kartenliebe.ch/", "https://www.kartenliebe.ch/fr/", "https://www.kartenliebe.ch/it/"];

  it("marks the language link whose URL is the longest match of the current URL", () => {
    expect(longestMatch(urls, "https://www.kartenliebe.ch/fr/cartes")).toBe(1);
    expect(longestMatch(urls, "https://www.kartenliebe.ch/karten")).toBe(0);
    expect(longestMatch(urls, "https://www.kartenliebe.ch/frosch")).toBe(0);
    expect(longestMatch(urls, "https://www.kartenliebe.de/")).toBe(-1);
  });

  it("marks the international link of the current host", () => {
    expect(sameHost("https://www.kartenliebe.ch/", "https://www.kartenliebe.ch/fr/x")).toBe(true);
    expect(sameHost("https://www.kartenliebe.at/", "https://www.kartenliebe.ch/")).toBe(false);
    expect(sameHost("not a url", "https://www.kartenliebe.ch/")).toBe(false);
  });
});
