import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';

describe('redactUrl', () => {
  it('masks reset, verification and email-change undo link tokens', () => {
    expect(redactUrl('/northside/password-reset/abc123')).toBe('/northside/password-reset/[redacted]');
    expect(redactUrl('/northside/account/verify/xyz/')).toBe('/northside/account/verify/[redacted]/');
    expect(redactUrl('/northside/account/undo-email-change/q-9')).toBe('/northside/account/undo-email-change/[redacted]');
  });

  it('drops the query string, which may hold a GraphQL document with a password', () => {
    expect(redactUrl('/northside/d/graphql/?query=mutation%20%7B%7D')).toBe('/northside/d/graphql/?[redacted]');
  });

  it('leaves ordinary paths alone', () => {
    expect(redactUrl('/northside/book-your-spot')).toBe('/northside/book-your-spot');
  });
});
