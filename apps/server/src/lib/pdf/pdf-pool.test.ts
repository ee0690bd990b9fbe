import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_GUIDE_NOW, sampleGuide } from './guide-sample.js';
import { createPdfPool } from './pdf-pool.js';
import { SAMPLE_NOW, samplePdfDocument } from './pdf-sample.js';
import { renderGuidePdf } from './prescription-guide.js';
import { renderPdf } from './render-pdf.js';

// The pool runs the worker from sources here (tsx in the worker thread); the built path is run by
// scripts/bench-load.mjs against `npm start`.

const pool = createPdfPool({ threads: 1 });
afterAll(() => pool.close());

/** Runs `work` while a 1 ms timer ticks; answers the longest the event loop went without a tick. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

describe('PDF pool', { timeout: 120_000 }, () => {
  it('gives the same bytes as rendering in this thread, for documents and guides', async () => {
    const [document, guide] = await Promise.all([
      pool.renderPdf(samplePdfDocument(), { now: SAMPLE_NOW }),
      pool.renderGuidePdf(sampleGuide(), { now: SAMPLE_GUIDE_NOW }),
    ]);
    expect(document.equals(await renderPdf(samplePdfDocument(), { now: SAMPLE_NOW }))).toBe(true);
    expect(guide.equals(await renderGuidePdf(sampleGuide(), { now: SAMPLE_GUIDE_NOW }))).toBe(true);
    expect(guide.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('leaves the event loop free while it renders', async () => {
    // Warm both paths, so neither measure includes loading fonts.
    await Promise.all([
      pool.renderGuidePdf(sampleGuide(), { now: SAMPLE_GUIDE_NOW }),
      renderGuidePdf(sampleGuide(), { now: SAMPLE_GUIDE_NOW }),
    ]);
    const guides = () => Array.from({ length: 3 }, () => sampleGuide());
    // Three interleaved rounds, the shortest stall of each side: on a loaded host the scheduler can
    // pause this thread in any one round (a stall that is the host's, not the render's), rarely in all.
    const inThread: number[] = [];
    const inPool: number[] = [];
    for (let round = 0; round < 3; round++) {
      inThread.push(
        await longestStall(() => Promise.all(guides().map((g) => renderGuidePdf(g, { now: SAMPLE_GUIDE_NOW })))),
      );
      inPool.push(
        await longestStall(() => Promise.all(guides().map((g) => pool.renderGuidePdf(g, { now: SAMPLE_GUIDE_NOW })))),
      );
    }
    // In this thread one guide held the loop for its whole layout; in the pool the loop only waits
    // for the answer (a ratio, so a busy machine slows both sides alike).
    expect(Math.min(...inPool)).toBeLessThan(Math.min(...inThread) / 3);
  });
});
