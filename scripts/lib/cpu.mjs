// CPU time of a server under test, read from /proc: the figure a loaded, shared machine moves least.
import { readdirSync, readFileSync } from 'node:fs';

/** Nanoseconds on CPU of every thread of a process (its main thread and workers alike). */
export function threadsCpuNs(pid) {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {}
  }
  return total;
}
