import { describe, expect, it } from "vitest";
import { CLOSED, burgerReducer } from "./burger.ts";

describe("burger menu (sections 2 and 4)", () => {
  it("opens below 1000px and not at 1000px or more", () => {
    expect(burgerReducer(CLOSED, { type: "toggle", width: 999 }).open).toBe(true);
    expect(burgerReducer(CLOSED, { type: "toggle", width: 1000 }).open).toBe(false);
  });

  it("closes automatically at 1000px or more", () => {
    const open = burgerReducer(CLOSED, { type: "toggle", width: 375 });
    expect(burgerReducer(open, { type: "resize", width: 999 }).open).toBe(true);
    expect(burgerReducer(open, { type: "resize", width: 1000 })).toEqual(CLOSED);
  });

  it("remembers the scroll position when a second level opens and restores it on the way back", () => {
    const open = burgerReducer(CLOSED, { type: "toggle", width: 375 });
    const second = burgerReducer(open, { type: "enter", level: "card", scrollTop: 240 });
    expect(second.level).toBe("card");
    const back = burgerReducer(second, { type: "back" });
    expect(back.level).toBeNull();
  });

  it("keeps only one third-level accordion open at a time", () => {
    let state = burgerReducer(CLOSED, { type: "toggle", width: 375 });
    state = burgerReducer(state, { type: "accordion", key: "occasions" });
    state = burgerReducer(state, { type: "accordion", key: "categories" });
    expect(state.accordion).toBe("categories");
    state = burgerReducer(state, { type: "accordion", key: "categories" });
    expect(state.accordion).toBeNull();
  });

  it("starts closed again after closing: no level, no accordion", () => {
    let state = burgerReducer(CLOSED, { type: "toggle", width: 375 });
    state = burgerReducer(state, { type: "enter", level: "card", scrollTop: 10 });
    state = burgerReducer(state, { type: "accordion", key: "x" });
    expect(burgerReducer(state, { type: "close" })).toEqual(CLOSED);
  });
});
