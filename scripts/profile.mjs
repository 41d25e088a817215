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
//   PROFILE_CACHE=1 keeps the edge HTML cache on: repeat requests are hits (checked: `x-html-cache: hit`;
//   without it, a page that answers hit stops the run)
//   PROFILE_TOP (default 25)  PROFILE_SAVE=dir writes each .cpuprofile there (Chrome DevTools opens it)
//   PROFILE_OFF=1 measures CPU and bytes only  PROFILE_WORKER (default core:user:shop; core:user:shop-backend ...)
//
// The shop worker's own CPU per request (per uncached request, or per hit with PROFILE_CACHE=1), and
// for the targets in BUDGETS the uncached figure against the budget, as a ratio with pass or fail.
// Both are taken from the least of the rounds' workerd CPU (the median's beside it). workerd runs every worker
// (shop, backend, KV, D1, entry, assets) in one process, so its CPU is apportioned: all workers are
// profiled during the same requests, and the shop gets its share of the isolates' JavaScript and GC
// samples (the rest of the runtime's work, such as SQLite and streams, is spread by the same share,
// so the figure errs high; a sample after a wait counts up to five sampling intervals, which weighs
// the small workers entered briefly on each request, assets, KV and entry, above their running time,
// so in that the figure errs low; the figure by the shop's share of the sample counts is printed
// beside it). "(program)" samples are not counted: time the thread spent in another
// worker while the shop's isolate was entered lands there (a /products page with a heavy backend
// call showed 40+ ms of it). The profiler samples wall time, which a loaded machine inflates several
// times, so the shop's sampled ms are printed only beside the estimate, with the load average. On a
// loaded machine the share itself is noisy (17 % and 44 % in two runs of one build, docs/bench.md).
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { ensureNode22, getWithHost, startProductionShop, workerdCpuSeconds } from "./production-server.mjs";
import { BENCH_TARGETS } from "./bench-targets.mjs";
import { inspectorSession, inspectorSessions } from "./inspector.mjs";
import { apportion, summarise } from "./profile-figures.mjs";

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

const inspect = (workerId) => inspectorSession(INSPECTOR_PORT, workerId);

/** Sessions on every other worker of the runtime (a second session on `workerId` would silence the first). */
const otherWorkers = (workerId) => inspectorSessions(INSPECTOR_PORT, { except: [workerId] });

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
  let inspector;
  let others = [];
  try {
    inspector = await inspect(WORKER);
    // Every other worker of the runtime (backend, KV, D1, entry, assets) is profiled alongside, so the
    // shop's share of the isolates' JavaScript and GC can apportion the workerd CPU (the shop worker line).
    others = await otherWorkers(WORKER);
    for (const session of [inspector, ...others]) {
      await session.send("Profiler.enable");
      await session.send("Profiler.setSamplingInterval", { interval: SAMPLING_MICROS });
    }
    for (const target of targets) {
      const get = () => getWithHost(shop.origin, target.path, target.host);
      for (let i = 0; i < 10; i++) await get();
      const page = await get();
      if (page.status !== target.status) throw new Error(`${target.name} answered ${page.status}`);
      // The figures are labelled by the cache setting: a hit where a render is meant, or the reverse,
      // would print the wrong one.
      const cacheStatus = page.headers["x-html-cache"];
      if (CACHE ? cacheStatus !== "hit" : cacheStatus !== undefined && cacheStatus !== "miss")
        throw new Error(
          `${target.name}: a repeat request answered x-html-cache ${cacheStatus ?? "(none)"} with PROFILE_CACHE=${CACHE ? 1 : 0}`,
        );
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
      const otherSummaries = [];
      for (const session of others)
        otherSummaries.push({
          id: session.id,
          ...summarise((await session.send("Profiler.stop")).profile, SAMPLING_MICROS),
        });
      const shopSummary = summarise(profile, SAMPLING_MICROS);
      const { total, program, functions } = shopSummary;
      console.log(
        `\nprofiler on, sampled ${(total / 1000 / REQUESTS).toFixed(1)} ms/request in ${WORKER}; top self time:\n`,
      );
      for (const [name, micros] of functions.slice(0, TOP))
        console.log(`${(micros / 1000 / REQUESTS).toFixed(2).padStart(7)} ms  ${name}`);
      if (SAVE)
        writeFileSync(
          path.join(SAVE, `${target.name.replace(/[^a-z0-9]+/gi, "-")}.cpuprofile`),
          JSON.stringify(profile),
        );
      if (WORKER !== "core:user:shop") continue;
      const { share, ownMs, shareBySamples, allJs, others: parts } = apportion(cpus[0], shopSummary, otherSummaries);
      const sampled = (total - program) / 1000 / REQUESTS;
      console.log(
        `\nshop worker ${target.name}: ${ownMs.toFixed(1)} ms CPU ${CACHE ? "per hit" : "per uncached request"} (least of the rounds; ${(median * share).toFixed(1)} at the median;` +
          ` ${(cpus[0] * shareBySamples).toFixed(1)} by the shop's ${(shareBySamples * 100).toFixed(0)} % of the samples)` +
          ` = workerd CPU ${cpus[0].toFixed(1)} ms x the shop's ${(share * 100).toFixed(0)} % of the isolates' JavaScript and GC` +
          ` (the rest: ${parts
            .slice(0, 4)
            .map((part) => `${part.id} ${((part.js / allJs) * 100).toFixed(0)} %`)
            .join(", ")}${parts.length > 4 ? ", ..." : ""});` +
          ` sampled in the shop ${sampled.toFixed(1)} ms wall, (program) ${(program / 1000 / REQUESTS).toFixed(1)} ms not counted; load average ${loadavg()[0].toFixed(1)}`,
      );
      const budget = BUDGETS[target.name];
      if (budget && !CACHE) {
        const ratio = ownMs / budget;
        console.log(
          `budget ${target.name}: shop worker ${ownMs.toFixed(1)} ms CPU/request of ${budget} ms, ratio ${ratio.toFixed(2)} ${ratio <= 1 ? "PASS" : "FAIL"}`,
        );
      }
    }
  } finally {
    inspector?.close();
    for (const session of others) session.close();
    await shop.stop();
  }
}

await main();
