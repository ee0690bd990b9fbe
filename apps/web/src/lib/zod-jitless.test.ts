import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('zod reads the jitless setting put on globalThis before it loads', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
