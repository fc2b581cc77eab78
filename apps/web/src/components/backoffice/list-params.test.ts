import { describe, expect, it } from 'vitest';
import { listKeys, pageWindowOf, sortOf, withFilter, withPage, withSortToggled } from './list-params.js';

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

  it('keeps the cursor and sort of lists sharing a page apart (an account tab pages alone)', () => {
    const classes = listKeys('classes');
    const notes = listKeys('notes');
    const paged = withPage(params('tab=classes&notes.after=n4'), 'next', 'c9', classes);
    expect(paged.toString()).toBe('tab=classes&notes.after=n4&classes.after=c9');
    expect(pageWindowOf(paged, 10, classes)).toEqual({ first: 10, after: 'c9' });
    expect(pageWindowOf(paged, 10, notes)).toEqual({ first: 10, after: 'n4' });
    expect(pageWindowOf(paged, 10)).toEqual({ first: 10 });
    const back = withPage(paged, 'previous', 'c5', classes);
    expect(pageWindowOf(back, 10, classes)).toEqual({ last: 10, before: 'c5' });
    expect(back.get('notes.after')).toBe('n4');
    const sorted = withSortToggled(back, 'date', classes);
    expect(sortOf(sorted, classes)).toEqual({ field: 'date', descending: false });
    expect(sorted.has('classes.before')).toBe(false);
    expect(sortOf(sorted)).toBeNull();
  });
});
