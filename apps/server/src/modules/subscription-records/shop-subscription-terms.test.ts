import { describe, expect, it } from 'vitest';
import { classesDisplay, minimumDurationDisplay, noticePeriodDisplay } from './shop-subscription-terms.js';

const product = { unlimited: false, classes: 2, subscriptionUnit: 'WEEK' as const, minimumDurationMonths: 0, noticePeriod: 0, noticeUnit: 'DAYS' as const };

describe('the terms a shop shows of a subscription', () => {
  it('names the classes a unit, or unlimited', () => {
    expect(classesDisplay(product)).toBe('2 classes a week');
    expect(classesDisplay({ ...product, classes: 1, subscriptionUnit: 'MONTH' })).toBe('1 class a month');
    expect(classesDisplay({ ...product, unlimited: true, classes: 0 })).toBe('Unlimited classes');
  });

  it('names the minimum duration and the notice period, or None', () => {
    expect(minimumDurationDisplay(product)).toBe('None');
    expect(minimumDurationDisplay({ ...product, minimumDurationMonths: 12 })).toBe('12 months');
    expect(minimumDurationDisplay({ ...product, minimumDurationMonths: 1 })).toBe('1 month');
    expect(noticePeriodDisplay(product)).toBe('None');
    expect(noticePeriodDisplay({ ...product, noticePeriod: 1, noticeUnit: 'MONTHS' })).toBe('1 month');
    expect(noticePeriodDisplay({ ...product, noticePeriod: 14 })).toBe('14 days');
  });
});
