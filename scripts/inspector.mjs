// Sessions on workerd's V8 inspector, one per worker of the runtime (`/json/list` names them:
// core:user:shop, core:user:shop-backend, ...), for the profile and soak scripts.
//
// workerd serves one session per worker at a time: a second session on a worker gets no answer, and
// the first goes silent as well until the second closes. So a script that holds a session on a worker
// leaves that worker out of `inspectorSessions` (`except`) rather than opening a second and closing it.

/** How long a command may go unanswered before `send` gives up: a silent inspector fails the script instead of hanging it. */
const ANSWER_TIMEOUT_MS = 120_000;

/** The workers of an inspector's `/json/list` to open sessions on: all but those named in `except`. */
export function targetsToInspect(list, except = []) {
  return list.filter((entry) => !except.includes(entry.id));
}

/** A session on every worker the inspector on `port` lists but those in `except`, each with its `id`. */
export async function inspectorSessions(port, { except = [] } = {}) {
  const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  return Promise.all(targetsToInspect(list, except).map((entry) => session(entry.id, entry.webSocketDebuggerUrl)));
}

/** A session on one worker; throws when the inspector does not list it. */
export async function inspectorSession(port, workerId) {
  const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const target = list.find((entry) => entry.id === workerId);
  if (!target) throw new Error(`no inspector target ${workerId}: ${list.map((entry) => entry.id).join(", ")}`);
  return session(target.id, target.webSocketDebuggerUrl);
}

async function session(id, url) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 1;
  const pending = new Map();
  const listeners = new Set();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    if (message.method && message.id === undefined) for (const listener of listeners) listener(message);
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    clearTimeout(waiter.timer);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  };
  socket.onclose = () => {
    for (const waiter of pending.values()) {
      clearTimeout(waiter.timer);
      waiter.reject(new Error(`inspector session on ${id} closed before answering ${waiter.method}`));
    }
    pending.clear();
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const messageId = next++;
      const timer = setTimeout(() => {
        pending.delete(messageId);
        reject(
          new Error(
            `inspector: ${id} did not answer ${method} in ${ANSWER_TIMEOUT_MS / 1000} s (a second session on it?)`,
          ),
        );
      }, ANSWER_TIMEOUT_MS);
      pending.set(messageId, { resolve, reject, timer, method });
      socket.send(JSON.stringify({ id: messageId, method, params }));
    });
  /** Calls `listener` with each event the inspector sends (a heap snapshot comes as chunk events); returns the way to stop. */
  const onEvent = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { id, send, onEvent, close: () => socket.close() };
}
