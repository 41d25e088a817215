/**
 * Calls to a script that is not there yet (section 4): logging and RUM calls are queued until
 * their script is ready, then replayed; the session-recording tool is polled every 2 s for up to
 * 60 s (section 9, "Timing") and its queued calls are replayed once it exists.
 */
import { SESSION_RECORDING_POLL_LIMIT_MS, SESSION_RECORDING_POLL_MS } from "../../shared/config/timing.ts";

type Call = { method: string; args: unknown[] };
type Target = Record<string, unknown>;

export interface CallQueue {
  call(method: string, ...args: unknown[]): void;
  /** Replays the queue into the target and sends later calls straight to it. */
  ready(target: Target): void;
  /** Drops the queue: nothing is sent. */
  clear(): void;
}

export function createCallQueue(): CallQueue {
  let queue: Call[] = [];
  let target: Target | null = null;
  const send = ({ method, args }: Call) => {
    const fn = target?.[method];
    if (typeof fn === "function") fn.apply(target, args);
  };
  return {
    call(method, ...args) {
      if (target) send({ method, args });
      else queue.push({ method, args });
    },
    ready(next) {
      target = next;
      const pending = queue;
      queue = [];
      pending.forEach(send);
    },
    clear() {
      queue = [];
    },
  };
}

/** Adds a script from a local path; `onReady` runs after it loaded. */
export function loadScript(
  src: string,
  attributes: Record<string, string> = {},
  onReady?: () => void,
): HTMLScriptElement {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  if (onReady) script.addEventListener("load", onReady, { once: true });
  script.addEventListener(
    "error",
    () => console.warn(JSON.stringify({ level: "warn", code: "script-load-error", src })),
    { once: true },
  );
  document.head.appendChild(script);
  return script;
}

/**
 * Looks for something every 2 s for up to 60 s (the session-recording tool, section 4); calls
 * `found` once it exists. Returns a function that stops looking.
 */
export function pollFor<T>(lookup: () => T | null, found: (value: T) => void): () => void {
  const started = Date.now();
  const look = (): boolean => {
    const value = lookup();
    if (value !== null) found(value);
    return value !== null;
  };
  if (look()) return () => undefined;
  const timer = setInterval(() => {
    if (look() || Date.now() - started >= SESSION_RECORDING_POLL_LIMIT_MS) clearInterval(timer);
  }, SESSION_RECORDING_POLL_MS);
  return () => clearInterval(timer);
}
