// Sessions on workerd's V8 inspector, one per worker of the runtime (`/json/list` names them:
// core:user:shop, core:user:shop-backend, ...), for the profile and soak scripts.

/** A session on every worker the inspector on `port` lists, each with its `id`. */
export async function inspectorSessions(port) {
  const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  return Promise.all(list.map((entry) => session(entry.id, entry.webSocketDebuggerUrl)));
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
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  /** Calls `listener` with each event the inspector sends (a heap snapshot comes as chunk events); returns the way to stop. */
  const onEvent = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { id, send, onEvent, close: () => socket.close() };
}
