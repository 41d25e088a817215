import { describe, expect, it } from "vitest";
import { remainingParts, showsCountdown, splitAtPlaceholder, startCountdown, stepCountdown } from "./countdown.ts";

const END = "2030-01-02T00:00:00Z";
const end = Date.parse(END);

describe("countdown (sections 3 and 4)", () => {
  it("shows only when the text holds the placeholder and an end date exists", () => {
    expect(showsCountdown("Sale ends in {countdown}", END)).toBe(true);
    expect(showsCountdown("Sale ends soon", END)).toBe(false);
    expect(showsCountdown("Sale ends in {countdown}", undefined)).toBe(false);
    expect(showsCountdown("Sale ends in {countdown}", "not a date")).toBe(false);
  });

  it("splits the text around the placeholder", () => {
    expect(splitAtPlaceholder("Only <b>{countdown}</b> left")).toEqual(["Only <b></b>", "<b></b> left"]);
    expect(splitAtPlaceholder('<b>Only <a href="/sale">{countdown}</a> left:</b> 20% off<br>')).toEqual([
      '<b>Only <a href="/sale"></a></b>',
      '<b><a href="/sale"></a> left:</b> 20% off<br>',
    ]);
    expect(splitAtPlaceholder("<strong>20% off</strong><br/> ends in {countdown}")).toEqual([
      "<strong>20% off</strong><br/> ends in ",
      "",
    ]);
  });

  it("shows days, hours, minutes and seconds", () => {
    const now = end - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000;
    expect(remainingParts(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it("reports an end date in the past and starts ended", () => {
    expect(startCountdown(END, end + 1000)).toMatchObject({ status: "ended", pastDate: true });
    expect(startCountdown(END, end - 1000)).toMatchObject({ status: "running", pastDate: false });
  });

  it("ends at zero", () => {
    let state = startCountdown(END, end - 2000);
    state = { ...state, ...stepCountdown(state, END, { type: "tick", now: end - 1000 }) };
    expect(state.status).toBe("running");
    expect(state.parts.seconds).toBe(1);
    const ended = stepCountdown(state, END, { type: "tick", now: end });
    expect(ended).toEqual({ status: "ended", parts: { days: 0, hours: 0, minutes: 0, seconds: 0 } });
    expect(stepCountdown(ended, END, { type: "visible", now: end - 5000 }).status).toBe("ended");
  });

  it("pauses while the tab is hidden and resyncs from the clock when visible", () => {
    const start = startCountdown(END, end - 600_000);
    const hidden = stepCountdown(start, END, { type: "hidden" });
    expect(hidden.status).toBe("aborted");
    expect(stepCountdown(hidden, END, { type: "tick", now: end - 500_000 })).toBe(hidden);
    const visible = stepCountdown(hidden, END, { type: "visible", now: end - 60_000 });
    expect(visible).toEqual({ status: "running", parts: { days: 0, hours: 0, minutes: 1, seconds: 0 } });
  });
});
