import { describe, expect, it } from "vitest";
import { MESSENGER_START, clickAction, launcherShown, messengerReducer } from "./messenger.ts";

describe("messenger launcher (section 4)", () => {
  it("loads the provider script on the first click and does nothing on a click while loading", () => {
    expect(clickAction(MESSENGER_START)).toBe("load");
    const loading = messengerReducer(MESSENGER_START, { type: "click" });
    expect(loading.loading).toBe(true);
    expect(clickAction(loading)).toBe("none");
    expect(messengerReducer(loading, { type: "click" })).toBe(loading);
  });

  it("marks loaded and open when ready, clears loading afterwards, and opens on a click when loaded", () => {
    let state = messengerReducer(MESSENGER_START, { type: "click" });
    state = messengerReducer(state, { type: "ready" });
    expect(state).toMatchObject({ loaded: true, open: true, loading: true });
    expect(launcherShown(state)).toBe(false);
    state = messengerReducer(state, { type: "loading-done" });
    state = messengerReducer(state, { type: "closed" });
    expect(state).toMatchObject({ loaded: true, open: false, loading: false });
    expect(launcherShown(state)).toBe(true);
    expect(clickAction(state)).toBe("open");
    expect(messengerReducer(state, { type: "click" }).open).toBe(true);
  });

  it("resets loaded and loading when the injection fails", () => {
    const loading = messengerReducer(MESSENGER_START, { type: "click" });
    expect(messengerReducer(loading, { type: "script-failed" })).toMatchObject({ loaded: false, loading: false });
  });

  it("shows the launcher only while visible and not open", () => {
    expect(launcherShown(MESSENGER_START)).toBe(true);
    expect(launcherShown({ ...MESSENGER_START, visible: false })).toBe(false);
  });
});
