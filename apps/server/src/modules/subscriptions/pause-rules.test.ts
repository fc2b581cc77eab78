import { describe, expect, it } from 'vitest';
import { checkPause, type ExistingPause } from './pause-rules.js';

const settings = { minPauseDays: 7, maxPausesPerYear: 2, noticeDays: null };
const subscription = { dateStart: '2026-01-01', dateEnd: null };
const fieldOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { details?: { fields?: Record<string, string> } }).details?.fields ?? null;
  }
};
const pause = (id: number, dateStart: string, dateEnd: string, clubClosureId: number | null = null): ExistingPause => ({ id, dateStart, dateEnd, clubClosureId });

describe('the rules of a pause', () => {
  it('takes at least the minimum days, counting both ends', () => {
    expect(fieldOf(() => checkPause({ dateStart: '2026-05-01', dateEnd: '2026-05-06' }, subscription, [], settings, '2026-03-02'))).toEqual({ dateEnd: 'A pause lasts at least 7 days.' });
    expect(fieldOf(() => checkPause({ dateStart: '2026-05-01', dateEnd: '2026-05-07' }, subscription, [], settings, '2026-03-02'))).toBeNull();
  });

  it('counts the pauses by the year they start in, not closures', () => {
    const two = [pause(1, '2026-02-01', '2026-02-10'), pause(2, '2025-12-28', '2026-01-05'), pause(3, '2026-04-01', '2026-04-10')];
    expect(fieldOf(() => checkPause({ dateStart: '2026-08-01', dateEnd: '2026-08-10' }, subscription, two, settings, '2026-03-02'))).toEqual({ dateStart: 'At most 2 pauses can start in 2026.' });
    const withClosure = [pause(1, '2026-02-01', '2026-02-10'), pause(3, '2026-04-01', '2026-04-10', 9)];
    expect(fieldOf(() => checkPause({ dateStart: '2026-08-01', dateEnd: '2026-08-10' }, subscription, withClosure, settings, '2026-03-02'))).toBeNull();
  });

  it("keeps a member's pause the notice days ahead and inside the subscription", () => {
    const member = { ...settings, noticeDays: 14 };
    expect(fieldOf(() => checkPause({ dateStart: '2026-03-15', dateEnd: '2026-03-30' }, subscription, [], member, '2026-03-02'))).toEqual({ dateStart: 'A pause starts at least 14 days from today.' });
    expect(fieldOf(() => checkPause({ dateStart: '2026-03-16', dateEnd: '2026-03-30' }, subscription, [], member, '2026-03-02'))).toBeNull();
    expect(fieldOf(() => checkPause({ dateStart: '2026-03-16', dateEnd: '2026-04-30' }, { dateStart: '2026-01-01', dateEnd: '2026-04-10' }, [], member, '2026-03-02'))).toEqual({
      dateEnd: 'A pause cannot run past the end of the subscription.',
    });
  });
});
