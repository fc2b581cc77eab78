import { describe, expect, it } from 'vitest';
import { membershipStatusOn } from './account-membership.js';

describe('membershipStatusOn', () => {
  const period = { dateStart: '2026-03-10', dateEnd: '2026-04-09' };

  it('is FUTURE before the first day, ACTIVE from the first to the last day, ENDED after it', () => {
    expect(membershipStatusOn(period, '2026-03-09')).toBe('FUTURE');
    expect(membershipStatusOn(period, '2026-03-10')).toBe('ACTIVE');
    expect(membershipStatusOn(period, '2026-04-09')).toBe('ACTIVE');
    expect(membershipStatusOn(period, '2026-04-10')).toBe('ENDED');
  });
});
