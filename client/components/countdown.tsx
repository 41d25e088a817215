/**
 * The countdown (specification section 3, "Countdown and smart banner"; section 4, "Countdown"):
 * days, hours, minutes and seconds; paused while the tab is hidden and resynced when visible;
 * ended at zero. A past end date is logged as `countdown-date-in-past` (section 8). The first
 * render uses the server's time (`renderedAt`), so server HTML and hydration agree; the clock
 * takes over after hydration (STYLE habit 8).
 */
import { useEffect, useState } from "react";
import {
  COUNTDOWN_PAST_CODE,
  type CountdownState,
  pad,
  startCountdown,
  stepCountdown,
} from "../../shared/chrome/countdown.ts";

export type CountdownLabels = {
  region: string;
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  daysShort: string;
  hoursShort: string;
  minutesShort: string;
  secondsShort: string;
};

const TICK_MS = 1000;

export function Countdown({
  endDate,
  renderedAt,
  labels,
}: {
  endDate: string;
  renderedAt: number;
  labels: CountdownLabels;
}) {
  const [state, setState] = useState<CountdownState>(() => startCountdown(endDate, renderedAt));

  useEffect(() => {
    const start = startCountdown(endDate, Date.now());
    if (start.pastDate) console.error(JSON.stringify({ level: "error", code: COUNTDOWN_PAST_CODE, endDate }));
    setState(start);
    if (start.status === "ended") return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const run = () => {
      clearInterval(timer);
      timer = setInterval(() => setState((s) => stepCountdown(s, endDate, { type: "tick", now: Date.now() })), TICK_MS);
    };
    const onVisibility = () => {
      if (document.hidden) {
        clearInterval(timer);
        setState((s) => stepCountdown(s, endDate, { type: "hidden" }));
      } else {
        setState((s) => stepCountdown(s, endDate, { type: "visible", now: Date.now() }));
        run();
      }
    };
    run();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [endDate]);

  const { days, hours, minutes, seconds } = state.parts;
  const spoken = `${days} ${labels.days}, ${hours} ${labels.hours}, ${minutes} ${labels.minutes}`;
  return (
    <span className="countdown" data-status={state.status} role="timer" aria-label={spoken}>
      <span className="countdown__unit">
        {days}
        <abbr title={labels.days}>{labels.daysShort}</abbr>
      </span>
      <span className="countdown__unit">
        {pad(hours)}
        <abbr title={labels.hours}>{labels.hoursShort}</abbr>
      </span>
      <span className="countdown__unit">
        {pad(minutes)}
        <abbr title={labels.minutes}>{labels.minutesShort}</abbr>
      </span>
      <span className="countdown__unit" aria-hidden="true">
        {pad(seconds)}
        <abbr title={labels.seconds}>{labels.secondsShort}</abbr>
      </span>
    </span>
  );
}
