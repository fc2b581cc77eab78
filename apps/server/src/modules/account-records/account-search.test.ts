import { describe, expect, it } from 'vitest';
import { accountSearchTerms } from './account-search.js';

describe('accountSearchTerms', () => {
  it('is null for an empty box', () => {
    expect(accountSearchTerms('   ')).toBeNull();
    expect(accountSearchTerms(undefined)).toBeNull();
  });

  it('matches a lower-case prefix with single spaces, and the key number upper case', () => {
    expect(accountSearchTerms('  Jane   Do ')).toEqual({ prefixPattern: 'jane do%', keyNumber: 'JANE DO' });
  });

  it("escapes LIKE's wildcards so they match themselves", () => {
    expect(accountSearchTerms('50%_a\\b')?.prefixPattern).toBe('50\\%\\_a\\\\b%');
  });
});
