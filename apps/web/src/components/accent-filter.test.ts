import { describe, expect, it } from 'vitest';
import { accentInsensitiveFilter } from './accent-filter';

describe('accentInsensitiveFilter', () => {
  const options = [
    {
      group: 'Digestório',
      items: [
        { value: '1', label: 'Vômito' },
        { value: '2', label: 'Diarreia' },
      ],
    },
    { value: '3', label: 'Poliúria' },
  ];
  it('ignores accents and case, inside groups too, and drops empty groups', () => {
    expect(accentInsensitiveFilter({ options, search: 'VOMITO', limit: 10 })).toEqual([
      { group: 'Digestório', items: [{ value: '1', label: 'Vômito' }] },
    ]);
    expect(accentInsensitiveFilter({ options, search: ' POLIURIA ', limit: 10 })).toEqual([
      { value: '3', label: 'Poliúria' },
    ]);
  });
  it('an empty search keeps everything', () => {
    expect(accentInsensitiveFilter({ options, search: '  ', limit: 10 })).toBe(options);
  });
});
