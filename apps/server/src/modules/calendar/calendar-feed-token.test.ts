import { describe, expect, it } from 'vitest';
import { hashSecretToken } from '../auth/index.js';
import { calendarFeedToken, calendarFeedUrl, newCalendarFeedSecret } from './calendar-feed-token.js';

describe('calendar feed tokens', () => {
  it('derive the same token from the same key and seed, so the URL can be shown again', () => {
    const secret = newCalendarFeedSecret('key-1');
    expect(calendarFeedToken('key-1', secret.seed)).toBe(secret.token);
    expect(secret.hash).toBe(hashSecretToken(secret.token));
    expect(secret.token).toMatch(/^[\w-]{43}$/);
  });

  it('need the server key: the stored seed alone, or another key, gives another token', () => {
    const secret = newCalendarFeedSecret('key-1');
    expect(calendarFeedToken('key-2', secret.seed)).not.toBe(secret.token);
    expect(secret.token).not.toContain(secret.seed);
    expect(newCalendarFeedSecret('key-1').token).not.toBe(secret.token);
  });

  it('make the club feed URL', () => {
    expect(calendarFeedUrl('https://kiai.example', 'northside', 'abc')).toBe('https://kiai.example/northside/d/api/calendar/abc.ics');
  });
});
