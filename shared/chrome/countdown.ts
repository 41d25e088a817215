/**
 * The countdown of the action bar (specification section 3, "Countdown and smart banner";
 * section 4, "Action bar" and "Countdown"; section 5; section 8 `countdown-date-in-past`).
 * It shows days, hours, minutes and seconds; it runs, is aborted while the tab is hidden and
 * resyncs from the clock when visible again, and ends at zero.
 */

/** The placeholder an action bar text carries where the countdown goes. */
export const COUNTDOWN_PLACEHOLDER = "{countdown}";

/** Logged when the end date is already in the past (section 8). */
export const COUNTDOWN_PAST_CODE = "countdown-date-in-past";

export type CountdownStatus = "running" | "aborted" | "ended";

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export interface CountdownState {
  status: CountdownStatus;
  parts: CountdownParts;
}

const ZERO: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** The countdown shows only when the text holds the placeholder and an end date exists (section 4). */
export function showsCountdown(text: string, endDate: string | undefined): boolean {
  return text.includes(COUNTDOWN_PLACEHOLDER) && Boolean(endDate) && Number.isFinite(Date.parse(endDate ?? ""));
}

const VOID_ELEMENTS = new Set(["br", "hr", "img", "wbr"]);

/** The start tags still open at the end of `html`, outermost first. */
function openTags(html: string): { name: string; tag: string }[] {
  const open: { name: string; tag: string }[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g)) {
    const name = match[2].toLowerCase();
    if (match[1]) {
      const index = open.findLastIndex((entry) => entry.name === name);
      if (index !== -1) open.splice(index);
    } else if (!match[3] && !VOID_ELEMENTS.has(name)) {
      open.push({ name, tag: match[0] });
    }
  }
  return open;
}

/**
 * The bar's text before and after the placeholder, each part well-formed: elements open at the
 * placeholder (`<b>Only {countdown} left</b>`) are closed before it and reopened after it. An
 * unbalanced part would be parsed differently by the browser from the server HTML than set by
 * the island, and the mismatch re-renders the bar after hydration (a layout shift).
 */
export function splitAtPlaceholder(text: string): [string, string] {
  const at = text.indexOf(COUNTDOWN_PLACEHOLDER);
  if (at === -1) return [text, ""];
  const before = text.slice(0, at);
  const open = openTags(before);
  const close = open
    .map((entry) => `</${entry.name}>`)
    .reverse()
    .join("");
  const reopen = open.map((entry) => entry.tag).join("");
  return [before + close, reopen + text.slice(at + COUNTDOWN_PLACEHOLDER.length)];
}

/** Whole days, hours, minutes and seconds left until `end`; zero once it has passed. */
export function remainingParts(end: number, now: number): CountdownParts {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** The state at start: a past (or unreadable) end date starts ended, and is reported with `pastDate`. */
export function startCountdown(endDate: string, now: number): CountdownState & { pastDate: boolean } {
  const end = Date.parse(endDate);
  if (!Number.isFinite(end) || end <= now) return { status: "ended", parts: ZERO, pastDate: true };
  return { status: "running", parts: remainingParts(end, now), pastDate: false };
}

export type CountdownEvent = { type: "tick"; now: number } | { type: "hidden" } | { type: "visible"; now: number };

/** One step of the countdown: ticks count down, hiding aborts, showing resyncs from the clock. */
export function stepCountdown(state: CountdownState, endDate: string, event: CountdownEvent): CountdownState {
  if (state.status === "ended") return state;
  if (event.type === "hidden") return { ...state, status: "aborted" };
  if (event.type === "tick" && state.status === "aborted") return state;
  const end = Date.parse(endDate);
  const parts = remainingParts(end, event.now);
  const done = end <= event.now;
  return { status: done ? "ended" : "running", parts: done ? ZERO : parts };
}

/** Two digits for hours, minutes and seconds. */
export function pad(value: number): string {
  return String(value).padStart(2, "0");
}
