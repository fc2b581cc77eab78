import { describe, expect, it } from 'vitest';
import { payloadTimes } from './auth-tokens.js';

describe('payloadTimes', () => {
  it('reads exp and origIat from the JSON payload', () => {
    expect(payloadTimes({ email: 'mia@example.test', exp: 1_800_000_300, origIat: 1_800_000_000 })).toEqual({
      exp: 1_800_000_300,
      origIat: 1_800_000_000,
    });
  });

  it('gives 0 (an expired token) for a payload without usable times', () => {
    expect(payloadTimes(null)).toEqual({ exp: 0, origIat: 0 });
    expect(payloadTimes('eyJ')).toEqual({ exp: 0, origIat: 0 });
    expect(payloadTimes({ exp: '1800000300' })).toEqual({ exp: 0, origIat: 0 });
  });
});
