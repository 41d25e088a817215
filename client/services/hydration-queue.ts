/**
 * When and in what order islands hydrate (decision 205). Islands are hydrated one at a time, each
 * after the one before has committed, with a yield to the main thread between them: a page's
 * hydration is several short tasks, so a tap or a frame waits for one island at most, never for all.
 */

/** Gives the main thread back: input and rendering go first, then the caller continues. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long an idle island waits at most for an idle moment: a busy page still hydrates it. */
export const IDLE_TIMEOUT_MS = 2_000;
/** Without `requestIdleCallback` (Safari), an idle island waits this long after the load islands. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/** Calls `callback` once the main thread is idle, or after `IDLE_TIMEOUT_MS` at the latest. */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS);
}

/** Starts hydrating a little before an island scrolls into view, so it is ready when it arrives. */
const VISIBLE_MARGIN = "200px";

/** Calls `callback` once `element` comes near the viewport; at once without IntersectionObserver. */
export function whenVisible(element: Element, callback: () => void): void {
  if (typeof IntersectionObserver !== "function") {
    callback();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element);
}

/**
 * A queue that runs `hydrate` for one item at a time, in the order the items became due, and
 * yields before each. `hydrate` settles once its island committed (or failed).
 */
export function createHydrationQueue<T>(
  hydrate: (item: T) => Promise<void>,
  yieldBetween: () => Promise<void> = yieldToMain,
): (item: T) => void {
  const due: T[] = [];
  let running = false;
  const drain = async () => {
    running = true;
    for (let item = due.shift(); item !== undefined; item = due.shift()) {
      // Also before the first: the task that scheduled it (the main module's evaluation) ends first.
      await yieldBetween();
      // A failure is reported as uncaught, as it would be without the queue, and the next island still hydrates.
      await hydrate(item).catch((error: unknown) =>
        setTimeout(() => {
          throw error;
        }),
      );
    }
    running = false;
  };
  return (item) => {
    due.push(item);
    if (!running) void drain();
  };
}
