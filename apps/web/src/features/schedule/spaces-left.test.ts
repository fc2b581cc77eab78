import { describe, expect, it } from 'vitest';
import { spacesLeftText } from './spaces-left.js';

describe('spacesLeftText', () => {
  it('counts the spaces of a class open for booking, in the singular for one', () => {
    expect(spacesLeftText('OK', 12)).toBe('12 spaces left');
    expect(spacesLeftText('OK', 1)).toBe('1 space left');
  });

  it('also tells how full a class is before its booking opens', () => {
    expect(spacesLeftText('NOT_YET_OPEN', 20)).toBe('20 spaces left');
  });

  it('says nothing for a class whose button already gives its status', () => {
    for (const status of ['FULL', 'CANCELLED', 'HOLIDAY', 'FINISHED', 'ONGOING'] as const) expect(spacesLeftText(status, 3)).toBeNull();
  });
});
