// `node scripts/profile.mjs [name filter[,filter...]]`: where a page's CPU goes. Starts the shop in production
// mode (unminified, so function names stay readable) with workerd's V8 inspector open, and per
// bench target: warms up, requests it PROFILE_REQUESTS times one after the other, PROFILE_ROUNDS
// times, and prints the workerd CPU per request and the page's bytes (HTML, island props, page
// data, inline stylesheet); then profiles one worker (the shop by default) during as many more
// requests and prints the functions with the most self time. Sequential requests on an otherwise
// idle shop are steadier than wrk's figures on a shared machine.
//
//   PROFILE_PORT (default 8797)  PROFILE_INSPECTOR_PORT (default 9797)  PROFILE_REQUESTS (default 40)
//   PROFILE_ROUNDS (default 5): the CPU figure is the least of the rounds, the one others' load disturbed least
//   PROFILE_CACHE=1 keeps the edge HTML cache on: repeat requests are hits
//   PROFILE_TOP (default 25)  PROFILE_SAVE=dir writes each .cpuprofile there (Chrome DevTools opens it)
//   PROFILE_OFF=1 measures CPU and bytes only  PROFILE_WORKER (default core:user:shop; core:user:shop-backend ...)
//
// Render budget: for the targets in BUDGETS it prints the shop worker's own CPU
// per uncached request against the budget, as a ratio with pass or fail. workerd runs every worker
// (shop, backend, KV, D1, entry, assets) in one process, so its CPU is apportioned: all workers are
// profiled during the same requests, and the shop gets its share of the isolates' JavaScript and GC
// samples (the rest of the runtime's work, such as SQLite and streams, is spread by the same share,
// so the figure errs high). "(program)" samples are not counted: time the thread spent in another
// worker while the shop's isolate was entered lands there (a /products page with a heavy backend
// call showed 40+ ms of it). The profiler samples wall time, which a loaded machine inflates several
// times, so the shop's sampled ms are printed only beside the estimate, with the load average. On a
// loaded machine the share itself is noisy (17 % and 44 % in two runs of one build, docs/bench.md).
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { ensureNode22, getWithHost, startProductionShop, workerdCpuSeconds } from "./production-server.mjs";
import { BENCH_TARGETS } from "./bench-targets.mjs";

ensureNode22();

const PORT = Number(process.env.PROFILE_PORT ?? 8797);
const INSPECTOR_PORT = Number(process.env.PROFILE_INSPECTOR_PORT ?? 9797);
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 40);
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 5);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const SAVE = process.env.PROFILE_SAVE;
const OFF = process.env.PROFILE_OFF === "1";
const WORKER = process.env.PROFILE_WORKER ?? "core:user:shop";
const SAMPLING_MICROS = 200;
/** PROFILE_CACHE=1: the edge HTML cache on, so repeat requests are hits (what a cached answer costs). */
const CACHE = process.env.PROFILE_CACHE === "1";
/** The shop worker's own ms per uncached request, by bench target name. */
export const BUDGETS = { "home kartenliebe.de": 3, "/products": 6 };

/** An inspector session on one worker of the runtime (`/json/list` names them: core:user:shop, core:user:shop-backend, ...). */
async function inspect(workerId) {
  const list = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json();
  const target = list.find((entry) => entry.id === workerId);
  if (!target) throw new Error(`no inspector target ${workerId}: ${list.map((entry) => entry.id).join(", ")}`);
  return session(target.id, target.webSocketDebuggerUrl);
}

/** Sessions on every other worker of the runtime. */
async function otherWorkers(workerId) {
  const list = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json();
  return Promise.all(
    list.filter((entry) => entry.id !== workerId).map((entry) => session(entry.id, entry.webSocketDebuggerUrl)),
  );
}

async function session(id, url) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 1;
  const pending = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
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
  return { id, send, close: () => socket.close() };
}

/** Bytes of a page's parts: island props (per island), the inline stylesheet, JSON script elements. */
export function pageParts(html) {
  const parts = { html: Buffer.byteLength(html) };
  for (const match of html.matchAll(
    /<shop-island data-island="([^"]+)"[^>]*?(?:data-props="([^"]*)"|><script type="application\/json" data-island-props>([\s\S]*?)<\/script>)/g,
  )) {
    parts[`props ${match[1]}`] = (parts[`props ${match[1]}`] ?? 0) + Buffer.byteLength(match[2] ?? match[3]);
  }
  for (const match of html.matchAll(
    /<script[^>]*\bid="([^"]+)"[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    parts[`script #${match[1]}`] = (parts[`script #${match[1]}`] ?? 0) + Buffer.byteLength(match[2]);
  }
  const style = /<style>([\s\S]*?)<\/style>/.exec(html);
  if (style) parts["inline stylesheet"] = Buffer.byteLength(style[1]);
  return parts;
}

function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const intervals = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    // A delta much longer than the sampling interval spans time the isolate was not running (waiting
    // for the next request or another worker): only one interval of it belongs to the sample.
    self.set(id, (self.get(id) ?? 0) + Math.min(intervals[i] ?? 0, SAMPLING_MICROS * 5));
  }
  const functions = new Map();
  let total = 0;
  let program = 0;
  for (const [id, micros] of self) {
    const frame = byId.get(id).callFrame;
    if (frame.functionName === "(idle)") continue;
    total += micros;
    if (frame.functionName === "(program)") program += micros;
    const key = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}:${frame.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  return { total, program, functions: [...functions].sort((a, b) => b[1] - a[1]) };
}

async function main() {
  // several filters separated by commas: `node scripts/profile.mjs "home kartenliebe.de,/products"`
  const filters = process.argv[2]?.split(",").filter(Boolean) ?? [];
  const targets = BENCH_TARGETS.filter(
    (target) => filters.length === 0 || filters.some((filter) => target.name.includes(filter)),
  );
  const shop = await startProductionShop({
    port: PORT,
    inspectorPort: INSPECTOR_PORT,
    minify: false,
    htmlCache: CACHE,
    log: (line) => console.error(line),
  });
  const inspector = await inspect(WORKER);
  // Every other worker of the runtime (backend, KV, D1, entry, assets) is profiled alongside, so the
  // shop's share of the isolates' JavaScript and GC can apportion the workerd CPU (the budget line).
  const others = await otherWorkers(WORKER);
  try {
    for (const session of [inspector, ...others]) {
      await session.send("Profiler.enable");
      await session.send("Profiler.setSamplingInterval", { interval: SAMPLING_MICROS });
    }
    for (const target of targets) {
      const get = () => getWithHost(shop.origin, target.path, target.host);
      for (let i = 0; i < 10; i++) await get();
      const page = await get();
      if (page.status !== target.status) throw new Error(`${target.name} answered ${page.status}`);
      const rounds = [];
      for (let round = 0; round < ROUNDS; round++) {
        const cpuBefore = workerdCpuSeconds();
        const started = performance.now();
        for (let i = 0; i < REQUESTS; i++) await get();
        rounds.push({
          cpu: ((workerdCpuSeconds() - cpuBefore) * 1000) / REQUESTS,
          wall: (performance.now() - started) / REQUESTS,
        });
      }
      const cpus = rounds.map((r) => r.cpu).sort((a, b) => a - b);
      const median = cpus[Math.floor(cpus.length / 2)];
      console.log(`\n## ${target.name} (${ROUNDS} rounds of ${REQUESTS} requests one after the other)\n`);
      console.log(
        `workerd CPU ${cpus[0].toFixed(1)} ms/request (least of the rounds; median ${median.toFixed(1)}), wall ${Math.min(...rounds.map((r) => r.wall)).toFixed(1)} ms/request (profiler off)`,
      );
      console.log(
        Object.entries(pageParts(page.body.toString("utf8")))
          .map(([part, bytes]) => `${part}: ${bytes} B`)
          .join("\n"),
      );
      if (OFF) continue;
      for (const session of [inspector, ...others]) await session.send("Profiler.start");
      for (let i = 0; i < REQUESTS; i++) await get();
      const { profile } = await inspector.send("Profiler.stop");
      let othersJs = 0;
      for (const session of others) {
        const other = summarise((await session.send("Profiler.stop")).profile);
        othersJs += other.total - other.program;
      }
      const { total, program, functions } = summarise(profile);
      console.log(
        `\nprofiler on, sampled ${(total / 1000 / REQUESTS).toFixed(1)} ms/request in ${WORKER}; top self time:\n`,
      );
      for (const [name, micros] of functions.slice(0, TOP))
        console.log(`${(micros / 1000 / REQUESTS).toFixed(2).padStart(7)} ms  ${name}`);
      const budget = BUDGETS[target.name];
      if (budget && !CACHE && WORKER === "core:user:shop") {
        const sampled = (total - program) / 1000 / REQUESTS;
        const share = (total - program) / (total - program + othersJs);
        const own = cpus[0] * share;
        const ratio = own / budget;
        console.log(
          `\nbudget ${target.name}: shop worker ${own.toFixed(1)} ms CPU/request of ${budget} ms, ratio ${ratio.toFixed(2)} ${ratio <= 1 ? "PASS" : "FAIL"}` +
            ` (workerd CPU ${cpus[0].toFixed(1)} ms x the shop's ${(share * 100).toFixed(0)} % of the isolates' JavaScript and GC;` +
            ` sampled in the shop ${sampled.toFixed(1)} ms wall, (program) ${(program / 1000 / REQUESTS).toFixed(1)} ms not counted; load average ${loadavg()[0].toFixed(1)})`,
        );
      }
      if (SAVE)
        writeFileSync(
          path.join(SAVE, `${target.name.replace(/[^a-z0-9]+/gi, "-")}.cpuprofile`),
          JSON.stringify(profile),
        );
    }
  } finally {
    inspector.close();
    for (const session of others) session.close();
    await shop.stop();
  }
}

await main();
