import { describe, expect, it } from 'vitest';
import {
  type Ad,
  adDay,
  adLayout,
  adsShownTo,
  adTarget,
  breakpointOf,
  parseAdMetadata,
  sortAds,
} from './ads.schemas.js';

const ad = (ads_type: Ad['ads_type'], title: string = ads_type, ads_metadata = '{}') => ({
  ads_type,
  title,
  ads_metadata,
});

describe('ads rules', () => {
  it('sorts by type on load, dialog first, keeping the order within a type', () => {
    const sorted = sortAds([
      ad('text_list', 'tl'),
      ad('list', 'l1'),
      ad('carousel', 'c1'),
      ad('dialog', 'd'),
      ad('list', 'l2'),
      ad('text_carousel', 'tc'),
      ad('carousel', 'c2'),
    ]);
    expect(sorted.map((a) => a.title)).toEqual(['d', 'c1', 'c2', 'tc', 'l1', 'l2', 'tl']);
  });

  it('uses the spec sizes: ads carousel 100 (+40 above 500 px), image 100 carousel / 80 list, 12 columns', () => {
    expect(adLayout(ad('carousel'), 360)).toEqual({ height: 100, imageWidth: 100, columns: 12 });
    expect(adLayout(ad('carousel'), 501)).toEqual({ height: 140, imageWidth: 100, columns: 12 });
    expect(adLayout(ad('carousel'), 500).height).toBe(100);
    expect(adLayout(ad('list'), 360).imageWidth).toBe(80);
    expect(adLayout(ad('text_list'), 360).imageWidth).toBe(80);
    expect(adLayout(ad('carousel', 'x', '{"image_width":120,"columns":6,"height":160}'), 800)).toEqual({
      height: 200,
      imageWidth: 120,
      columns: 6,
    });
  });

  it('falls back to the defaults for bad metadata', () => {
    expect(parseAdMetadata('{not json')).toEqual({});
    expect(parseAdMetadata('{"columns":40}')).toEqual({});
    expect(parseAdMetadata(null)).toEqual({});
  });

  it('navigates to an in-app path or an https address, nowhere else', () => {
    expect(adTarget({ url: '/checkouts', external_url: null })).toEqual({ kind: 'internal', path: '/checkouts' });
    expect(adTarget({ url: null, external_url: 'https://vetor.app' })).toEqual({
      kind: 'external',
      url: 'https://vetor.app',
    });
    expect(adTarget({ url: '//evil.example', external_url: 'javascript:alert(1)' })).toBeNull();
  });

  it('never shows ads to PRO users unless the deployment says so', () => {
    expect(adsShownTo(false, false)).toBe(true);
    expect(adsShownTo(true, false)).toBe(false);
    expect(adsShownTo(true, true)).toBe(true);
  });

  it('counts days in Brasília time and maps widths to breakpoints', () => {
    expect(adDay(new Date('2026-03-10T02:59:00Z'))).toBe('2026-03-09');
    expect(adDay(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
    expect([359, 600, 1000, 1400].map(breakpointOf)).toEqual(['xs', 'sm', 'md', 'lg']);
  });
});
