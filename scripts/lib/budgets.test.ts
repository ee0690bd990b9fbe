import { describe, expect, it } from 'vitest';
import { firstLoadScripts, hostIsBusy, median, staticClosure, verdict } from './budgets.mjs';

describe('web budgets', () => {
  it('counts the module scripts and the modulepreloads of an entry, once each', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js">
      <link rel="modulepreload" crossorigin href="/assets/index-a.js">
      <link rel="stylesheet" href="/assets/index-c.css">`;
    expect(firstLoadScripts(html)).toEqual(['/assets/index-a.js', '/assets/react-b.js']);
  });

  it('follows static imports from the first-load files but not dynamic import()', () => {
    const files: Record<string, string> = {
      '/assets/main.js': 'import"./web.js";',
      '/assets/web.js': 'import{a as b}from"./react.js";const r=()=>import("./home-route.js");',
      '/assets/react.js': 'export const a=1;',
      '/assets/home-route.js': 'import"./react.js";',
    };
    expect(staticClosure(['/assets/main.js'], (f: string) => files[f])).toEqual([
      '/assets/main.js',
      '/assets/web.js',
      '/assets/react.js',
    ]);
  });

  it('takes the median of five runs, so one slow run on a busy host does not fail the budget', () => {
    expect(median([12, 300, 20, 18, 25])).toBe(20);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });

  it('says what exceeded and by how much', () => {
    const v = verdict({ name: 'JS inicial de index.html', value: 153.25, limit: 150, unit: 'KB gzip' });
    expect(v.passed).toBe(false);
    expect(v.line).toBe(
      'FALHA JS inicial de index.html: 153,3 KB gzip (limite 150,0 KB gzip) — passou 3,3 KB gzip do limite',
    );
    expect(verdict({ name: 'x', value: 50, limit: 50, unit: 'ms' }).passed).toBe(true);
  });

  it('on a busy host still says what exceeded, without failing', () => {
    const v = verdict({ name: 'tarefa mais longa', value: 73, limit: 50, unit: 'ms', informative: true });
    expect(v.passed).toBe(true);
    expect(v.line).toBe('info  tarefa mais longa: 73,0 ms (limite 50,0 ms) — passou 23,0 ms do limite');
    const cpu = (busy: number, idle: number) => ({ times: { user: busy, nice: 0, sys: 0, idle, irq: 0 } });
    const before = [cpu(0, 0), cpu(0, 0)];
    expect(hostIsBusy(before, [cpu(100, 900), cpu(200, 800)])).toBe(false);
    expect(hostIsBusy(before, [cpu(900, 100), cpu(500, 500)])).toBe(true);
  });
});
