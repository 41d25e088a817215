// `npm run burst`: a campaign morning on loopback. The production build (production-server.mjs)
// gets 40 parallel log-ins of 40 customers and 20 parallel sign-ups, each visitor from its own
// loopback address (127.0.x.y, so the per-address limits see 60 different visitors), while two
// readers keep asking for the home page and a content page. Prints each group's statuses and
// slowest answer, the readers' p50 and p99, the load average before and after, and the goal line:
// every log-in and sign-up succeeds (none refused as busy) within 20 s, and the pages' p99 stays
// within 1.5 s. Bounded in time; stops everything it started.
//
//   BURST_PORT (default 8796)  BURST_LOGINS (40)  BURST_SIGNUPS (20)  BURST_HTML_CACHE=off renders every page
import { loadavg } from "node:os";
import { ensureNode22, startProductionShop } from "./production-server.mjs";
import { visitorSession } from "./loopback-visitor.mjs";

ensureNode22();

const PORT = Number(process.env.BURST_PORT ?? 8796);
const LOGINS = Number(process.env.BURST_LOGINS ?? 40);
const SIGNUPS = Number(process.env.BURST_SIGNUPS ?? 20);
const HTML_CACHE = process.env.BURST_HTML_CACHE !== "off";
const PASSWORD = "Kampagnen-Morgen-2026";
const ACCOUNT_GOAL_MS = 20_000;
const PAGE_P99_GOAL_MS = 1500;
/** The whole run may not take longer than this, whatever hangs. */
const DEADLINE_MS = 8 * 60_000;
const READ_PAGES = [
  { host: "kartenliebe.de.localhost", path: "/" },
  { host: "kartenliebe.de.localhost", path: "/fotokalender" },
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
/** How many answers had each status. */
function counts(results) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const r of results) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

/** Visitor n of a group: its own loopback address. */
const address = (group, n) => `127.0.${group}.${n + 1}`;
const email = (kind, n, run) => `burst-${kind}-${n}-${run}@example.org`;

async function signUp(origin, from, mail) {
  const visitor = visitorSession(origin, from);
  return visitor.post("/bff/customer/signup", { email: mail, password: PASSWORD, firstName: "Eva", lastName: "Eile" });
}

async function logIn(origin, from, mail) {
  const visitor = visitorSession(origin, from);
  return visitor.post("/bff/customer/login", { email: mail, password: PASSWORD });
}

/** Reads the pages one after the other until `over()`; each answer's time in ms. */
async function reader(origin, page, over) {
  const times = [];
  const visitor = visitorSession(origin, "127.0.9.1", page.host);
  while (!over()) {
    const answer = await visitor.get(page.path);
    if (answer.status !== 200) throw new Error(`${page.host}${page.path} answered ${answer.status}`);
    times.push(answer.ms);
  }
  return times;
}

async function main() {
  const run = Date.now().toString(36);
  console.error(`load average before: ${load()}`);
  const shop = await startProductionShop({ port: PORT, htmlCache: HTML_CACHE, log: (line) => console.error(line) });
  try {
    const { origin } = shop;
    // The customers who log in, signed up a few at a time (this is preparation, not the burst).
    for (let i = 0; i < LOGINS; i += 4) {
      const batch = Array.from({ length: Math.min(4, LOGINS - i) }, (_, k) =>
        signUp(origin, address(2, i + k), email("login", i + k, run)),
      );
      for (const answer of await Promise.all(batch))
        if (answer.status !== 201) throw new Error(`preparing a customer: ${answer.status} ${answer.text}`);
    }
    for (const page of READ_PAGES)
      for (let i = 0; i < 3; i++) await visitorSession(origin, "127.0.9.1", page.host).get(page.path);
    const idle = [];
    for (const page of READ_PAGES)
      for (let i = 0; i < 10; i++) idle.push((await visitorSession(origin, "127.0.9.1", page.host).get(page.path)).ms);

    console.error(`load average at the burst: ${load()}`);
    let over = false;
    const readers = READ_PAGES.map((page) => reader(origin, page, () => over));
    const started = performance.now();
    const logins = Array.from({ length: LOGINS }, (_, n) => logIn(origin, address(3, n), email("login", n, run)));
    const signups = Array.from({ length: SIGNUPS }, (_, n) => signUp(origin, address(4, n), email("new", n, run)));
    const [loginResults, signupResults] = await Promise.all([Promise.all(logins), Promise.all(signups)]);
    const burstMs = performance.now() - started;
    over = true;
    const pageTimes = (await Promise.all(readers)).flat();

    const slowest = (results) => Math.round(Math.max(...results.map((r) => r.ms)));
    const report = {
      htmlCache: HTML_CACHE ? "on" : "off",
      burstSeconds: Number((burstMs / 1000).toFixed(1)),
      logins: {
        statuses: counts(loginResults),
        slowestMs: slowest(loginResults),
        p50Ms: Math.round(
          percentile(
            loginResults.map((r) => r.ms),
            50,
          ),
        ),
      },
      signups: {
        statuses: counts(signupResults),
        slowestMs: slowest(signupResults),
        p50Ms: Math.round(
          percentile(
            signupResults.map((r) => r.ms),
            50,
          ),
        ),
      },
      pages: {
        idleP50Ms: Math.round(percentile(idle, 50)),
        samples: pageTimes.length,
        p50Ms: Math.round(percentile(pageTimes, 50)),
        p99Ms: Math.round(percentile(pageTimes, 99)),
        maxMs: Math.round(Math.max(...pageTimes)),
      },
      loadAverageAfter: load(),
    };
    console.log(JSON.stringify(report, null, 2));
    const accountsOk =
      loginResults.every((r) => r.status === 200 && r.ms <= ACCOUNT_GOAL_MS) &&
      signupResults.every((r) => r.status === 201 && r.ms <= ACCOUNT_GOAL_MS);
    const pagesOk = report.pages.p99Ms <= PAGE_P99_GOAL_MS;
    console.log(
      `goal (every log-in and sign-up within ${ACCOUNT_GOAL_MS / 1000} s, none refused; pages p99 within ${PAGE_P99_GOAL_MS} ms): ${accountsOk && pagesOk ? "PASS" : "FAIL"}`,
    );
    process.exitCode = accountsOk && pagesOk ? 0 : 1;
  } finally {
    await shop.stop();
  }
}

const deadline = setTimeout(() => {
  console.error(`the burst did not end within ${DEADLINE_MS / 60_000} minutes`);
  process.exit(2);
}, DEADLINE_MS);
deadline.unref();
await main();
