import { describe, expect, it } from "vitest";
import deDE from "../../locales/de-DE.json" with { type: "json" };
import enGB from "../../locales/en-GB.json" with { type: "json" };
import frFR from "../../locales/fr-FR.json" with { type: "json" };
import type { DeliveryPromise } from "./delivery-date.ts";
import { type DeliveryTexts, promiseParts } from "./promise-text.ts";

const texts = (set: typeof deDE, kind: keyof typeof deDE.delivery.arrives): DeliveryTexts => ({
  ...set.delivery,
  arrives: set.delivery.arrives[kind],
});
const promise = (today: string, orderBy: string, arrival: string): DeliveryPromise => ({
  today,
  orderBy,
  cutoff: "14:00",
  arrival,
});
const sentence = (p: { before: string; date: string; after: string }) => p.before + p.date + p.after;

describe("the delivery promise in words", () => {
  it("German: ordered today before the cut-off, the calendar arrives on a weekday date", () => {
    const parts = promiseParts(promise("2026-11-30", "2026-11-30", "2026-12-03"), "de-DE", texts(deDE, "calendar"));
    expect(sentence(parts)).toBe("Bestellst du heute bis 14:00 Uhr, kommt dein Kalender am Do., 3. Dez.");
    expect(parts).toMatchObject({ date: "Do., 3. Dez.", datetime: "2026-12-03" });
  });

  it("says tomorrow for the order day and the arrival by the specification's check", () => {
    const parts = promiseParts(promise("2026-12-31", "2027-01-01", "2027-01-01"), "de-DE", texts(deDE, "card"));
    expect(sentence(parts)).toBe("Bestellst du morgen bis 14:00 Uhr, kommen deine Karten morgen, Fr., 1. Jan.");
  });

  it("names the order day when it is further away (a weekend)", () => {
    const parts = promiseParts(promise("2026-11-28", "2026-11-30", "2026-12-02"), "de-DE", texts(deDE, "wallart"));
    expect(sentence(parts)).toBe("Bestellst du bis Mo., 30. Nov., 14:00 Uhr, kommt dein Wandbild am Mi., 2. Dez.");
  });

  it("French writes the hour with 'h' and no-break spaces", () => {
    const parts = promiseParts(promise("2026-11-30", "2026-11-30", "2026-12-03"), "fr-FR", texts(frFR, "card"));
    expect(sentence(parts)).toBe("Commandez aujourd’hui avant 14\u00a0h, vos cartes arrivent le jeu. 3 déc.");
  });

  it("in the United Kingdom and the United States the cut-off names the shop's time zone", () => {
    const gb = promiseParts(promise("2026-11-30", "2026-11-30", "2026-12-04"), "en-GB", texts(enGB, "order"));
    expect(sentence(gb)).toBe("Order today by 14:00 CET and your order arrives on Fri 4 Dec.");
    const summer = promiseParts(promise("2026-07-01", "2026-07-01", "2026-07-06"), "en-US", texts(enGB, "order"));
    expect(summer.before).toMatch(/^Order today by 2:00\sPM GMT\+2 and your order arrives on $/);
  });
});
