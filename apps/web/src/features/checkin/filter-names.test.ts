import { describe, expect, it } from 'vitest';
import { filterNames } from './filter-names.js';

const names = [{ displayName: 'Zoë Z.' }, { displayName: 'Adam B.' }, { displayName: 'Mia M.' }];

describe('filtering the class list by name', () => {
  it('keeps every name for an empty search', () => {
    expect(filterNames(names, '  ')).toEqual(names);
  });

  it('matches any part, without case or accents, every word', () => {
    expect(filterNames(names, 'zoe')).toEqual([{ displayName: 'Zoë Z.' }]);
    expect(filterNames(names, 'M')).toEqual([{ displayName: 'Adam B.' }, { displayName: 'Mia M.' }]);
    expect(filterNames(names, 'm. mia')).toEqual([{ displayName: 'Mia M.' }]);
    expect(filterNames(names, 'xavier')).toEqual([]);
  });

  it('filters 200 names well within a frame', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ displayName: `Member${i} L.` }));
    const start = performance.now();
    expect(filterNames(many, 'member19')).toHaveLength(11);
    expect(performance.now() - start).toBeLessThan(100);
  });
});
