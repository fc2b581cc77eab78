import { describe, expect, it } from 'vitest';
import { pageWindowOf, sortOf, withFilter, withPage, withSortToggled } from './list-params.js';

const params = (query: string) => new URLSearchParams(query);

describe('back-office list state in the URL', () => {
  it('reads the page window: the first page, the page after a cursor, the page before one', () => {
    expect(pageWindowOf(params(''), 10)).toEqual({ first: 10 });
    expect(pageWindowOf(params('after=c2'), 10)).toEqual({ first: 10, after: 'c2' });
    expect(pageWindowOf(params('before=c1'), 10)).toEqual({ last: 10, before: 'c1' });
  });

  it('pages forward and back with one cursor at a time, keeping the filters', () => {
    const forward = withPage(params('status=PAID&before=c1'), 'next', 'c9');
    expect(forward.toString()).toBe('status=PAID&after=c9');
    expect(withPage(forward, 'previous', 'c5').toString()).toBe('status=PAID&before=c5');
  });

  it('starts at page one when a filter changes, and drops a cleared filter', () => {
    expect(withFilter(params('after=c9'), 'status', 'PAID').toString()).toBe('status=PAID');
    expect(withFilter(params('status=PAID&after=c9'), 'status', null).toString()).toBe('');
  });

  it('toggles the sort between ascending and descending, back on page one', () => {
    const ascending = withSortToggled(params('after=c9'), 'createdAt');
    expect(sortOf(ascending)).toEqual({ field: 'createdAt', descending: false });
    expect(ascending.has('after')).toBe(false);
    expect(sortOf(withSortToggled(ascending, 'createdAt'))).toEqual({ field: 'createdAt', descending: true });
    expect(sortOf(withSortToggled(params('sort=-createdAt'), 'total'))).toEqual({ field: 'total', descending: false });
    expect(sortOf(params(''))).toBeNull();
  });
});
