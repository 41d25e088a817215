// The one tracking function of the browser (client/services/events.ts) keeps
// events while consent is unknown, sends them once granted, drops them once declined, and refuses
// events that break section 5's rules. Sinks stand in for Split and the data layer.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TrackedEvent } from "../../shared/flags/events.ts";
import { SHOP_EVENTS } from "../../shared/flags/shop-events.ts";
import { validateEvent } from "../../shared/flags/events.ts";

type Events = typeof import("./events.ts");
let sent: TrackedEvent[];
const sink = (event: TrackedEvent) => sent.push(event);
/** A fresh page: the module as loaded, consent unknown, nothing waiting. */
let events: Events;

beforeEach(async () => {
  sent = [];
  vi.resetModules();
  events = await import("./events.ts");
});

describe("the shop's event names", () => {
  it("each pass the event type rule, and no two are the same", () => {
    const names = Object.values(SHOP_EVENTS);
    for (const name of names) expect(validateEvent(name).ok, name).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(7);
  });
});

describe("trackEvent", () => {
  it("refuses an event that breaks a rule, whatever the consent", () => {
    const { sendEventsTo, trackEvent } = events;
    sendEventsTo([sink]);
    expect(trackEvent("_bad")).toBe(false);
    expect(trackEvent(SHOP_EVENTS.addToCart, Number.NaN)).toBe(false);
    expect(trackEvent(SHOP_EVENTS.addToCart, 1, { k: "x".repeat(20_000) })).toBe(false);
    expect(sent).toEqual([]);
  });

  it("keeps events while consent is unknown and sends them, in order, once granted", () => {
    const { sendEventsTo, trackEvent } = events;
    expect(trackEvent(SHOP_EVENTS.designerHandoff, 29.9, { product: "canvas" })).toBe(true);
    expect(trackEvent(SHOP_EVENTS.addToCart, 50)).toBe(true);
    expect(sent).toEqual([]);
    sendEventsTo([sink]);
    expect(sent.map((e) => [e.eventType, e.value])).toEqual([
      ["designer_handoff", 29.9],
      ["add_to_cart", 50],
    ]);
  });

  it("keeps at most 500 events while consent is unknown", () => {
    const { sendEventsTo, trackEvent } = events;
    for (let i = 0; i < 500; i++) expect(trackEvent(SHOP_EVENTS.login)).toBe(true);
    expect(trackEvent(SHOP_EVENTS.login)).toBe(false);
    sendEventsTo([sink]);
    expect(sent).toHaveLength(500);
  });

  it("drops what waited on a decline and sends nothing after it", () => {
    const { dropEvents, sendEventsTo, trackEvent } = events;
    trackEvent(SHOP_EVENTS.newsletterSignup);
    dropEvents();
    expect(trackEvent(SHOP_EVENTS.login)).toBe(false);
    expect(sent).toEqual([]);
    // Granting again (the settings layer) sends only what is tracked from then on.
    sendEventsTo([sink]);
    expect(sent).toEqual([]);
    trackEvent(SHOP_EVENTS.voucherPurchase, undefined, { count: 2 });
    expect(sent.map((e) => e.eventType)).toEqual(["voucher_purchase"]);
  });

  it("sends to every sink once granted, with the validated shape", () => {
    const { sendEventsTo, trackEvent } = events;
    sendEventsTo([sink, sink]);
    expect(trackEvent(SHOP_EVENTS.wishlistSave, undefined, { kind: "product", itemId: "a" })).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      eventType: "wishlist_save",
      trafficType: "user",
      value: null,
      properties: { kind: "product", itemId: "a" },
    });
  });

  it("with tracking off, only logs", () => {
    const { onlyLogEvents, sendEventsTo, trackEvent } = events;
    onlyLogEvents();
    expect(trackEvent(SHOP_EVENTS.signUp)).toBe(true);
    sendEventsTo([sink]);
    expect(sent).toEqual([]);
  });
});
