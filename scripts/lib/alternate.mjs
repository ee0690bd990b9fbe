// Throughput of an endpoint against a baseline server on a shared, noisy machine. The two are
// loaded in alternating short rounds (ABBA order) and the ratio is taken within each round, so when
// the machine slows down for a while both sides of that round's ratio slow down together; the
// median round is reported. One long run of each, one after the other, swung by ±40% here.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';

// The servers under test run on one CPU and this process (autocannon) on another, when the machine
// has two or more and taskset is there (BENCH_PIN=0 turns it off). Left to the scheduler, the load
// generator and the server sometimes shared a CPU for part of a round, which swung single rounds by
// half; both sides of every ratio are pinned alike.
const canPin =
  process.env.BENCH_PIN !== '0' &&
  availableParallelism() >= 2 &&
  spawnSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' }).status === 0;

/** `[command, args]` for spawning a server under test: on CPU 1 when pinning is on. */
export function serverCommand(command, args) {
  return canPin ? ['taskset', ['-c', '1', command, ...args]] : [command, args];
}

export const pinned = canPin;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string }} target */
export function load(target, { seconds, connections = 10 }) {
  return new Promise((resolve, reject) =>
    autocannon({ connections, duration: seconds, ...target }, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

/**
 * @param {{ baseline: object, target: object, rounds?: number, seconds?: number, connections?: number }} options
 * @returns {Promise<{ ratio: number, ratioMin: number, ratioMax: number, rps: number, baselineRps: number, p99: number, bad: number }>}
 */
export async function alternate({ baseline, target, rounds = 5, seconds = 2, connections = 10 }) {
  // Warm-up, discarded: the JIT compiles both servers' hot paths (and autocannon's).
  await load(baseline, { seconds: 1, connections });
  await load(target, { seconds: 1, connections });
  const rows = [];
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? [baseline, target] : [target, baseline];
    const [first, second] = [
      await load(order[0], { seconds, connections }),
      await load(order[1], { seconds, connections }),
    ];
    const [b, t] = i % 2 === 0 ? [first, second] : [second, first];
    rows.push({
      ratio: t.requests.average / b.requests.average,
      rps: t.requests.average,
      baselineRps: b.requests.average,
      p99: t.latency.p99,
      bad: t.non2xx + t.errors + b.non2xx + b.errors,
    });
  }
  const ratios = rows.map((r) => r.ratio);
  return {
    ratio: median(ratios),
    ratioMin: Math.min(...ratios),
    ratioMax: Math.max(...ratios),
    rps: median(rows.map((r) => r.rps)),
    baselineRps: median(rows.map((r) => r.baselineRps)),
    // The worst round, not the median: the p99 goal should hold in every round.
    p99: Math.max(...rows.map((r) => r.p99)),
    bad: rows.reduce((n, r) => n + r.bad, 0),
  };
}

export const pct = (x) => `${(100 * x).toFixed(0)}%`;
