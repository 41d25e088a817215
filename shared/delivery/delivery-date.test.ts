import { describe, expect, it } from "vitest";
import { addDays, deliveryPromise, orderingWindow, shopClock, todayOrTomorrow } from "./delivery-date.ts";
import { publicHolidays } from "./holiday-calendar.ts";

/** Production in North Rhine-Westphalia (the shop's site), delivery to a country or one of its regions. */
const to = (country: string, region = "", production = publicHolidays("DE", "NW")) => ({
  productionHoliday: production,
  destinationHoliday: publicHolidays(country, region),
});
/** An instant given as the time on the shop's clock (Berlin): winter +01:00, summer +02:00. */
const at = (local: string, offset = "+01:00") => new Date(`${local}${offset}`);

describe("the delivery date per country (weekends, public holidays, cut-off)", () => {
  it("an order before the cut-off starts production the same day; one at the cut-off the next", () => {
    expect(deliveryPromise(at("2026-11-25T13:59"), 2, 1, to("DE"))).toEqual({
      today: "2026-11-25",
      orderBy: "2026-11-25",
      cutoff: "14:00",
      arrival: "2026-11-27",
    });
    expect(deliveryPromise(at("2026-11-25T14:00"), 2, 1, to("DE"))).toMatchObject({
      orderBy: "2026-11-26",
      arrival: "2026-11-30",
    });
  });

  it("reads the cut-off on the shop's clock in summer time too", () => {
    expect(deliveryPromise(new Date("2026-07-01T11:30:00Z"), 1, 1, to("DE")).orderBy).toBe("2026-07-01");
    expect(deliveryPromise(new Date("2026-07-01T12:30:00Z"), 1, 1, to("DE")).orderBy).toBe("2026-07-02");
  });

  it("a weekend order starts on Monday; the carrier does not deliver on the weekend", () => {
    expect(deliveryPromise(at("2026-11-28T10:00"), 3, 2, to("AT"))).toMatchObject({
      today: "2026-11-28",
      orderBy: "2026-11-30",
      arrival: "2026-12-04",
    });
    expect(deliveryPromise(at("2026-11-27T10:00"), 1, 1, to("DE")).arrival).toBe("2026-11-30");
  });

  it("across the year end: New Year's Day is no delivery day", () => {
    expect(deliveryPromise(at("2026-12-30T10:00"), 2, 1, to("DE"))).toMatchObject({
      orderBy: "2026-12-30",
      arrival: "2027-01-04",
    });
  });

  it("at Easter: Good Friday and Easter Monday stop production", () => {
    expect(deliveryPromise(at("2027-03-25T15:00"), 1, 1, to("DE"))).toMatchObject({
      orderBy: "2027-03-30",
      arrival: "2027-03-31",
    });
  });

  it("24 December is a working day in Germany, 25 and 26 December are not; the United Kingdom adds a substitute day", () => {
    expect(deliveryPromise(at("2026-12-23T09:00"), 1, 1, to("DE")).arrival).toBe("2026-12-24");
    expect(deliveryPromise(at("2026-12-24T09:00"), 1, 1, to("DE")).arrival).toBe("2026-12-28");
    expect(deliveryPromise(at("2026-12-24T09:00"), 1, 1, to("GB", "ENG")).arrival).toBe("2026-12-29");
    expect(deliveryPromise(at("2026-12-24T09:00"), 1, 2, to("CH", "ZH")).arrival).toBe("2026-12-29");
  });

  it("a German state's holiday: Epiphany stops production in Bavaria, not in North Rhine-Westphalia", () => {
    expect(deliveryPromise(at("2027-01-05T15:00"), 1, 1, to("DE")).orderBy).toBe("2027-01-06");
    expect(deliveryPromise(at("2027-01-05T15:00"), 1, 1, to("DE", "", publicHolidays("DE", "BY"))).orderBy).toBe(
      "2027-01-07",
    );
  });

  it("a Swiss canton's holiday: the Monday after the Federal Fast delays delivery in Vaud, not in Zurich", () => {
    expect(deliveryPromise(at("2026-09-17T10:00", "+02:00"), 1, 2, to("CH", "ZH")).arrival).toBe("2026-09-21");
    expect(deliveryPromise(at("2026-09-17T10:00", "+02:00"), 1, 2, to("CH", "VD")).arrival).toBe("2026-09-22");
  });

  it("the destination's own holidays count: Thanksgiving in the United States, not in Germany", () => {
    const now = at("2026-11-23T10:00");
    expect(deliveryPromise(now, 1, 3, to("DE")).arrival).toBe("2026-11-26");
    expect(deliveryPromise(now, 1, 3, to("US")).arrival).toBe("2026-11-27");
    expect(deliveryPromise(now, 3, 6, to("US")).arrival).toBe("2026-12-04");
  });
});

describe("the specification's check whether a date is today or tomorrow (section 9)", () => {
  it("compares on the shop's clock, across a month and a year end", () => {
    expect(todayOrTomorrow("2026-11-25", "2026-11-25")).toBe("today");
    expect(todayOrTomorrow("2026-12-01", "2026-11-30")).toBe("tomorrow");
    expect(todayOrTomorrow("2027-01-01", "2026-12-31")).toBe("tomorrow");
    expect(todayOrTomorrow("2027-01-02", "2026-12-31")).toBeNull();
    expect(addDays("2028-02-28")).toBe("2028-02-29");
  });

  it("a date just after midnight in Berlin is already the next day there", () => {
    expect(shopClock(new Date("2026-12-31T23:30:00Z")).date).toBe("2027-01-01");
  });
});

describe("the ordering window a page with a promise is kept for", () => {
  it("changes at the cut-off and at midnight on the shop's clock, and not between", () => {
    expect(orderingWindow(new Date("2026-11-25T08:00:00+01:00"))).toBe("2026-11-25a");
    expect(orderingWindow(new Date("2026-11-25T13:59:00+01:00"))).toBe("2026-11-25a");
    expect(orderingWindow(new Date("2026-11-25T14:00:00+01:00"))).toBe("2026-11-25b");
    expect(orderingWindow(new Date("2026-11-25T23:59:00+01:00"))).toBe("2026-11-25b");
    expect(orderingWindow(new Date("2026-11-26T00:00:00+01:00"))).toBe("2026-11-26a");
  });
});
