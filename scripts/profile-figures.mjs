// The arithmetic of scripts/profile.mjs, apart from the runtime it measures: what a V8 CPU profile
// says per function, and the shop worker's share of workerd's CPU.

/**
 * Self time per function of a V8 CPU profile, in microseconds, "(idle)" left out; `total` and
 * `program` ("(program)": the thread outside this isolate's JavaScript) are sums over the samples,
 * `jsSamples` the number of samples neither idle nor "(program)".
 * A delta much longer than the sampling interval spans time the isolate was not running (waiting for
 * the next request or another worker): only five intervals of it are counted for the sample.
 * @param {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} profile
 * @param {number} samplingMicros the interval the profiler was asked for
 */
export function summarise(profile, samplingMicros) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const intervals = profile.timeDeltas;
  let jsSamples = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + Math.min(intervals[i] ?? 0, samplingMicros * 5));
    const name = byId.get(id).callFrame.functionName;
    if (name !== "(idle)" && name !== "(program)") jsSamples += 1;
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
  return { total, program, jsSamples, functions: [...functions].sort((a, b) => b[1] - a[1]) };
}

/**
 * The shop worker's part of workerd's CPU per request: workerd's CPU times the shop's share of all
 * isolates' JavaScript and GC samples ("(program)" left out everywhere: time spent in another
 * worker lands there). The rest of the runtime's work (SQLite, streams, HTTP) is spread by the same
 * share, so the figure errs high.
 * `shareBySamples` counts samples instead of their time: the small workers entered briefly on each
 * request get about one sample per entry after a wait, which the time counts as up to five sampling
 * intervals, while the shop's samples count their real spacing, which grows with the machine's load.
 * The two shares bound what the samples can say; the budget is judged by the first.
 * @param {number} workerdMs workerd's CPU per request, profiler off
 * @param {{ total: number, program: number, jsSamples: number }} shop the shop's summary
 * @param {{ id: string, total: number, program: number, jsSamples: number }[]} others every other worker's summary
 * @returns {{ share: number, ownMs: number, shareBySamples: number, allJs: number, others: { id: string, js: number }[] }} others by JavaScript, most first
 */
export function apportion(workerdMs, shop, others) {
  const shopJs = shop.total - shop.program;
  const rest = others
    .map(({ id, total, program }) => ({ id, js: total - program }))
    .filter((other) => other.js > 0)
    .sort((a, b) => b.js - a.js);
  const allJs = shopJs + rest.reduce((sum, other) => sum + other.js, 0);
  const share = allJs > 0 ? shopJs / allJs : 0;
  const allSamples = shop.jsSamples + others.reduce((sum, other) => sum + other.jsSamples, 0);
  const shareBySamples = allSamples > 0 ? shop.jsSamples / allSamples : 0;
  return { share, ownMs: workerdMs * share, shareBySamples, allJs, others: rest };
}
