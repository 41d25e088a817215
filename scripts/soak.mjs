// `npm run soak`: memory under a long mixed load, on loopback against the production build
// (production-server.mjs). Four visitors at a time, for SOAK_MINUTES, ask for every page type of
// both channels (some with a new carried parameter, some as a crawler), the 404 page and a static
// file, log in, and put a framed print in the cart and read it back. Every 30 s it records each of
// the shop's isolates' memory (the inspector's Runtime.getHeapUsage: the V8 heap in use, the heap
// V8 holds, and its ArrayBuffers) and the resident memory of the workerd process; every two
// minutes, and at the start and the end, also what each isolate keeps alive: the same figures right
// after a full collection (`liveSet`). It prints them as a table for docs/bench.md with the verdict:
// what each isolate keeps alive stays below 100 MB with no upward trend after the warm-up; the
// figures as sampled (garbage V8 has not collected yet included) are printed beside it. Stops by
// itself; stops everything it started.
//
// The heap V8 holds is mostly the young generation's room, which V8 sizes for a browser tab when
// nothing limits it (workerd here sets no heap limit): `MINIFLARE_WORKERD_V8_FLAGS=--max-semi-space-size=4
// npm run soak` caps it for a comparison (docs/bench.md, "Memory under a long load").
//
//   SOAK_MINUTES (default 20)  SOAK_PORT (default 8795)  SOAK_INSPECTOR_PORT (default 9795)
import { loadavg } from "node:os";
import { inspectorSessions } from "./inspector.mjs";
import { visitorSession } from "./loopback-visitor.mjs";
import { PAGE_TYPES } from "./page-types.mjs";
import { ensureNode22, startProductionShop, workerdRssBytes } from "./production-server.mjs";

ensureNode22();

const MINUTES = Number(process.env.SOAK_MINUTES ?? 20);
const PORT = Number(process.env.SOAK_PORT ?? 8795);
const INSPECTOR_PORT = Number(process.env.SOAK_INSPECTOR_PORT ?? 9795);
const SAMPLE_MS = 30_000;
/** Every this many samples (and at the start and the end), what each isolate keeps alive is measured too (`liveSet`). */
const LIVE_EVERY = 4;
const VISITORS = 4;
const CUSTOMERS = 8;
const PASSWORD = "Dauerlauf-Messung-2026";
const ISOLATE_LIMIT_MB = 100;
/** A footprint that grows less than this after the warm-up is flat (20 minutes: under 2 MB). */
const TREND_LIMIT_MB_PER_MINUTE = 0.1;
/** Samples before this are the warm-up: caches filling, code compiled. */
const WARM_UP_MS = 2 * 60_000;
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const MB = 1024 * 1024;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const pageHost = (type) => `${type.host}.localhost`;

/** One visitor's next request, by weight: mostly pages, some log-ins, carts, 404s and static files. */
async function oneAction(origin, from, customers, counter) {
  const roll = Math.random();
  const type = pick(PAGE_TYPES);
  const visitor = visitorSession(origin, from, pageHost(type));
  if (roll < 0.45) return visitor.get(type.path);
  if (roll < 0.55) return visitor.get(`${type.path}${type.path.includes("?") ? "&" : "?"}_soak=${counter}`);
  if (roll < 0.65) return visitor.get(type.path, { "user-agent": CRAWLER });
  if (roll < 0.7) return visitor.get(`/keine-seite-${counter % 50}`);
  if (roll < 0.75) return visitor.get("/favicon.svg");
  if (roll < 0.87) {
    const customer = visitorSession(origin, from);
    const login = await customer.post("/bff/customer/login", { email: pick(customers), password: PASSWORD });
    return login.status === 200 ? customer.get("/bff/customer") : login;
  }
  const shopper = visitorSession(origin, from, "wallart.ch.localhost");
  const added = await shopper.postForm("/bff/designer/photo-frame/cart", {
    "option.materialType": "poster",
    "option.formatType": "600x400",
    returnTo: "/fr/products/framed-prints/",
  });
  return added.status === 303 ? shopper.get("/bff/cart") : added;
}

/**
 * Memory of each of the shop's isolates in MB: the V8 heap in use, and the isolate's whole
 * footprint (the heap V8 holds plus ArrayBuffer backing stores: the HTML cache's pages, the password
 * hash's WebAssembly memory). workerd's inspector answers Runtime.getHeapUsage but not a forced
 * collection, so the heap in use includes garbage not yet collected.
 */
async function heaps(sessions) {
  const out = {};
  for (const session of sessions) {
    const usage = await session.send("Runtime.getHeapUsage");
    out[session.id.replace(/^core:user:/, "")] = {
      usedMb: usage.usedSize / MB,
      heapMb: usage.totalSize / MB,
      backingMb: (usage.backingStorageSize ?? 0) / MB,
      isolateMb: (usage.totalSize + (usage.backingStorageSize ?? 0)) / MB,
    };
  }
  return out;
}

/** An isolate's figures in MB: heap in use, heap held, ArrayBuffer backing stores, the footprint (held + ArrayBuffers). */
const cells = (h) => [h.usedMb, h.heapMb, h.backingMb, h.isolateMb].map((mb) => mb.toFixed(1));

/**
 * What an isolate keeps alive, in MB: its heap in use and ArrayBuffers right after a full collection.
 * workerd's inspector does not answer `HeapProfiler.collectGarbage`, but a heap snapshot collects
 * first: one is taken (its chunks counted, not kept), then the usage read. The isolate pauses for it.
 */
async function liveSet(session) {
  let snapshotBytes = 0;
  const stop = session.onEvent((message) => {
    if (message.method === "HeapProfiler.addHeapSnapshotChunk") snapshotBytes += message.params.chunk.length;
  });
  try {
    await session.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  } finally {
    stop();
  }
  const usage = await session.send("Runtime.getHeapUsage");
  const backingMb = (usage.backingStorageSize ?? 0) / MB;
  return { usedMb: usage.usedSize / MB, backingMb, liveMb: usage.usedSize / MB + backingMb, snapshotBytes };
}

/** Least-squares slope of points (minutes, MB): MB per minute. */
function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const num = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

async function main() {
  console.error(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const shop = await startProductionShop({ port: PORT, inspectorPort: INSPECTOR_PORT, log: (l) => console.error(l) });
  const sessions = [];
  try {
    const { origin } = shop;
    const run = Date.now().toString(36);
    const customers = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const email = `soak-${i}-${run}@example.org`;
      const res = await visitorSession(origin, `127.0.5.${i + 1}`).post("/bff/customer/signup", {
        email,
        password: PASSWORD,
        firstName: "Dana",
        lastName: "Dauer",
      });
      if (res.status !== 201) throw new Error(`preparing a customer: ${res.status} ${res.text}`);
      customers.push(email);
    }
    for (const session of await inspectorSessions(INSPECTOR_PORT)) {
      if (session.id.startsWith("core:user:")) sessions.push(session);
      else session.close();
    }
    const started = Date.now();
    const end = started + MINUTES * 60_000;
    const tally = { requests: 0, errors: 0, statuses: {} };
    let counter = 0;
    const loops = Array.from({ length: VISITORS }, async (_, v) => {
      while (Date.now() < end) {
        counter += 1;
        try {
          const res = await oneAction(origin, `127.0.6.${v + 1}`, customers, counter);
          tally.requests += 1;
          tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
          if (res.status >= 500) tally.errors += 1;
        } catch {
          tally.errors += 1;
        }
      }
    });
    const rows = [];
    let busy = false;
    const sample = async (withLive) => {
      if (busy) return;
      busy = true;
      const minute = (Date.now() - started) / 60_000;
      const row = {
        minute,
        requests: tally.requests,
        rssMb: workerdRssBytes() / MB,
        load: loadavg()[0],
        heaps: await heaps(sessions),
      };
      if (withLive) {
        row.live = {};
        for (const session of sessions) row.live[session.id.replace(/^core:user:/, "")] = await liveSet(session);
      }
      rows.push(row);
      busy = false;
      const isolates = Object.entries(row.heaps)
        .map(
          ([name, h]) =>
            `${name} ${cells(h).join(" / ")}${row.live ? ` (live ${row.live[name].liveMb.toFixed(1)})` : ""} MB`,
        )
        .join(", ");
      console.error(
        `${minute.toFixed(1)} min: ${row.requests} requests, RSS ${row.rssMb.toFixed(0)} MB, ${isolates}, load ${row.load.toFixed(1)}`,
      );
    };
    await sample(true);
    let samples = 0;
    const timer = setInterval(() => {
      samples += 1;
      void sample(samples % LIVE_EVERY === 0);
    }, SAMPLE_MS);
    await Promise.all(loops);
    clearInterval(timer);
    while (busy) await new Promise((resolve) => setTimeout(resolve, 200));
    await sample(true);

    const names = Object.keys(rows[0].heaps);
    console.log(
      `| minute | requests | load | workerd RSS MB | ${names.map((n) => `${n}: heap used / heap held / ArrayBuffers / isolate MB (live: used + ArrayBuffers after a full collection)`).join(" | ")} |`,
    );
    console.log(`|---:|---:|---:|---:|${names.map(() => "---:").join("|")}|`);
    for (const row of rows)
      console.log(
        `| ${row.minute.toFixed(1)} | ${row.requests} | ${row.load.toFixed(1)} | ${row.rssMb.toFixed(0)} | ${names
          .map(
            (n) =>
              `${cells(row.heaps[n]).join(" / ")}${row.live ? ` (live ${row.live[n].usedMb.toFixed(1)} + ${row.live[n].backingMb.toFixed(1)} = ${row.live[n].liveMb.toFixed(1)})` : ""}`,
          )
          .join(" | ")} |`,
      );
    const afterWarmUp = rows.filter((r) => r.minute * 60_000 >= WARM_UP_MS);
    const liveAfterWarmUp = afterWarmUp.filter((r) => r.live);
    const verdicts = names.map((name) => {
      const live = rows.filter((r) => r.live).map((r) => r.live[name].liveMb);
      return {
        name,
        liveMostMb: Number(Math.max(...live).toFixed(1)),
        liveTrendMbPerMinute: Number(
          slope(liveAfterWarmUp.map((r) => ({ x: r.minute, y: r.live[name].liveMb }))).toFixed(3),
        ),
        inUseMostMb: Number(Math.max(...rows.map((r) => r.heaps[name].usedMb + r.heaps[name].backingMb)).toFixed(1)),
        sampledMostMb: Number(Math.max(...rows.map((r) => r.heaps[name].isolateMb)).toFixed(1)),
        sampledTrendMbPerMinute: Number(
          slope(afterWarmUp.map((r) => ({ x: r.minute, y: r.heaps[name].isolateMb }))).toFixed(3),
        ),
      };
    });
    console.log(JSON.stringify({ minutes: MINUTES, ...tally, isolates: verdicts, loadAverageAfter: loadavg() }));
    const below = (mb, trend) => mb < ISOLATE_LIMIT_MB && trend < TREND_LIMIT_MB_PER_MINUTE;
    const ok = tally.errors === 0 && verdicts.every((v) => below(v.liveMostMb, v.liveTrendMbPerMinute));
    const sampledOk = verdicts.every((v) => below(v.sampledMostMb, v.sampledTrendMbPerMinute));
    const short = liveAfterWarmUp.length < 3 ? " (too short a run to judge a trend)" : "";
    console.log(
      `goal (no errors; what every isolate keeps alive below ${ISOLATE_LIMIT_MB} MB, with no upward trend after ${WARM_UP_MS / 60_000} min, under ${TREND_LIMIT_MB_PER_MINUTE} MB a minute): ${ok ? "PASS" : "FAIL"}${short}`,
    );
    console.log(
      `as sampled, garbage not yet collected included (the isolate's heap held plus ArrayBuffers): ${sampledOk ? "below" : "NOT below"} ${ISOLATE_LIMIT_MB} MB and flat; ${verdicts.map((v) => `${v.name} most ${v.sampledMostMb} MB, ${v.sampledTrendMbPerMinute} MB/min`).join("; ")}`,
    );
    console.log(
      `in use as sampled, garbage not yet collected included (heap used plus ArrayBuffers): ${verdicts.every((v) => v.inUseMostMb < ISOLATE_LIMIT_MB) ? "below" : "NOT below"} ${ISOLATE_LIMIT_MB} MB; ${verdicts.map((v) => `${v.name} most ${v.inUseMostMb} MB`).join("; ")}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const session of sessions) session.close();
    await shop.stop();
  }
}

const deadline = setTimeout(
  () => {
    console.error("the soak did not end in time");
    process.exit(2);
  },
  (MINUTES + 5) * 60_000,
);
deadline.unref();
await main();
