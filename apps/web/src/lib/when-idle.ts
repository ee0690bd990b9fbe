/**
 * Runs work nobody is waiting for (sealing an offline copy, the activity ping, the background version
 * check) when the browser is idle after the screen has drawn, at most `timeoutMs` later, instead of
 * inside the task that renders or commits the page: on a phone each of those was a few more
 * milliseconds of a long start-up task.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 0);
}
