// The delivery promise through the backend's own fetch, in workerd (so date-holidays runs there),
// on D1 (migration 0111; docs/decisions/197).
import { describe, expect, it } from "vitest";
import type { DeliveryPromise } from "../../shared/delivery/delivery-date.ts";
import { SHOPS, call, json } from "../catalogue/test-client.ts";

type Answer = { country: string; promises: Record<string, DeliveryPromise> };
const promises = (query: string, shop: { code: string; locale: string } = SHOPS.eur) =>
  json<Answer>(`/web-api/delivery-promise?${query}`, shop);

describe("/web-api/delivery-promise", () => {
  it("answers each product with its date: the options' production days differ", async () => {
    const answer = await promises("products[]=wallart/poster&products[]=wallart/acrylglas&products[]=card");
    expect(answer.country).toBe("DE");
    const { "wallart/poster": poster, "wallart/acrylglas": acrylic, card } = answer.promises;
    for (const p of [poster, acrylic, card]) {
      expect(p.arrival).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.cutoff).toBe("14:00");
      expect(p.arrival > p.orderBy).toBe(true);
    }
    expect(acrylic.arrival > poster.arrival).toBe(true);
    expect(card.arrival).toBe(poster.arrival);
  });

  it("an option without its own production days takes its kind's", async () => {
    const answer = await promises("products[]=wallart&products[]=wallart/klebefolie");
    expect(answer.promises["wallart/klebefolie"]).toEqual(answer.promises.wallart);
  });

  it("the destination's carrier days count: the United States later than Germany", async () => {
    const de = await promises("products[]=calendar");
    const us = await promises("products[]=calendar", SHOPS.usd);
    expect(us.country).toBe("US");
    expect(us.promises.calendar.arrival > de.promises.calendar.arrival).toBe(true);
  });

  it("a malformed or missing product key is a 400 with the reason", async () => {
    const bad = await call("/web-api/delivery-promise?products[]=rocket");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: { text: "not a product key: rocket" } });
    expect((await call("/web-api/delivery-promise")).status).toBe(400);
    expect((await call("/web-api/delivery-promise?products[]=card", null)).status).toBe(400);
  });
});

describe("the cart's delivery promise", () => {
  it("an empty cart promises nothing", async () => {
    const cart = await json<{ delivery: DeliveryPromise | null }>("/customer/cart");
    expect(cart.delivery).toBeNull();
  });
});
