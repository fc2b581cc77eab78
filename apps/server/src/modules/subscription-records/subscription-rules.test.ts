import { describe, expect, it } from 'vitest';
import { billableMonth, monthAmount } from './billable-month.js';
import { creditExpiry, creditUsableOn, monthCredits } from './month-credits.js';
import { earliestMemberEnd, minimumEnd } from './earliest-end.js';
import { monthPrice } from './month-price.js';
import { subscriptionStatusOn, usableOn } from './subscription-status.js';

const open = (dateStart: string, dateEnd: string | null = null) => ({ dateStart, dateEnd });
const days = (sub: { dateStart: string; dateEnd: string | null }, month: string, pauses: { dateStart: string; dateEnd: string }[] = []) =>
  billableMonth(sub, pauses, month).billableDates.length;

describe('a subscription month (test plan M1, M2)', () => {
  it('prorates the first and the last month by calendar days', () => {
    const march = billableMonth(open('2026-03-17'), [], '2026-03');
    expect([march.billableDates.length, march.daysInMonth]).toEqual([15, 31]);
    expect(monthAmount('60.00', march)).toBe('29.03');
    expect(monthCredits({ subscriptionUnit: 'MONTH', classes: 8, unlimited: false }, 15, 31, 0).amount).toBe(4);
    expect([days(open('2028-02-15'), '2028-02'), billableMonth(open('2028-02-15'), [], '2028-02').daysInMonth]).toEqual([15, 29]);
    expect([days(open('2027-02-15'), '2027-02'), billableMonth(open('2027-02-15'), [], '2027-02').daysInMonth]).toEqual([14, 28]);
    expect(days(open('2026-01-01', '2026-04-10'), '2026-04')).toBe(10);
    expect(monthAmount('60.00', billableMonth(open('2026-01-01', '2026-04-10'), [], '2026-04'))).toBe('20.00');
    expect(days(open('2026-01-01', '2026-03-31'), '2026-04')).toBe(0);
    expect(days(open('2026-05-01'), '2026-04')).toBe(0);
  });

  it('deducts every pause of a month, and a pause across a month end from both months', () => {
    const pauses = [
      { dateStart: '2026-04-03', dateEnd: '2026-04-05' },
      { dateStart: '2026-04-20', dateEnd: '2026-05-04' },
    ];
    expect(days(open('2026-01-01'), '2026-04', pauses)).toBe(30 - 3 - 11);
    expect(days(open('2026-01-01'), '2026-05', pauses)).toBe(31 - 4);
    // a daylight-saving month counts dates, not hours
    expect(days(open('2026-01-01'), '2026-03', [{ dateStart: '2026-03-29', dateEnd: '2026-03-29' }])).toBe(30);
  });
});

describe('credits (test plan M6, M7)', () => {
  it('grants one a week over a year as 52, carrying the fractions', () => {
    let carry = 0;
    let total = 0;
    for (let m = 1; m <= 12; m++) {
      const month = `2026-${String(m).padStart(2, '0')}`;
      const b = billableMonth(open('2026-01-01'), [], month);
      const credits = monthCredits({ subscriptionUnit: 'WEEK', classes: 1, unlimited: false }, b.billableDates.length, b.daysInMonth, carry);
      carry = credits.carrySevenths;
      total += credits.amount;
    }
    expect(total).toBe(52);
    expect(monthCredits({ subscriptionUnit: 'WEEK', classes: 7, unlimited: false }, 31, 31, 0)).toEqual({ amount: 31, carrySevenths: 0 });
    expect(monthCredits({ subscriptionUnit: 'WEEK', classes: 2, unlimited: false }, 30, 30, 0)).toEqual({ amount: 8, carrySevenths: 4 });
    expect(monthCredits({ subscriptionUnit: 'MONTH', classes: 0, unlimited: true }, 30, 30, 0).amount).toBe(0);
  });

  it('expires credits by their own month', () => {
    expect(creditExpiry('2026-03', 31)).toBe('2026-03-31');
    expect(creditExpiry('2026-02', 31)).toBe('2026-03-03');
    expect(creditExpiry('2026-03', 10)).toBe('2026-03-31');
    const march = { month: '2026-03', expiresOn: creditExpiry('2026-03', 31) };
    expect([creditUsableOn(march, '2026-03-31'), creditUsableOn(march, '2026-04-01'), creditUsableOn(march, '2026-02-28')]).toEqual([true, false, false]);
  });
});

describe('prices (test plan M3)', () => {
  const prices = [
    { price: '55.00', dateStart: '2026-01-01', dateEnd: '2026-04-30' },
    { price: '60.00', dateStart: '2026-05-01', dateEnd: null },
  ];
  it('bills a month at the price valid on its first billable day, unless the subscription or the month has its own', () => {
    expect(monthPrice({ prices, priceOverride: null, monthOverride: null }, '2026-04-01')).toBe('55.00');
    expect(monthPrice({ prices, priceOverride: null, monthOverride: null }, '2026-05-01')).toBe('60.00');
    expect(monthPrice({ prices, priceOverride: '50.00', monthOverride: null }, '2026-05-01')).toBe('50.00');
    expect(monthPrice({ prices, priceOverride: '50.00', monthOverride: '0.00' }, '2026-05-01')).toBe('0.00');
    expect(monthPrice({ prices: [], priceOverride: null, monthOverride: null }, '2026-05-01')).toBeNull();
  });
});

describe('status and ends (test plan M5, M11)', () => {
  const sub = { dateStart: '2026-01-31', dateEnd: '2026-06-30', pauses: [{ dateStart: '2026-03-01', dateEnd: '2026-03-14' }], blocks: [{ dateStart: '2026-03-10', dateEnd: null }] };
  it('derives STOPPED, PAUSED, BLOCKED and ACTIVE in that order', () => {
    expect(subscriptionStatusOn(sub, '2026-02-10')).toBe('ACTIVE');
    expect(subscriptionStatusOn(sub, '2026-03-12')).toBe('PAUSED');
    expect(subscriptionStatusOn(sub, '2026-03-15')).toBe('BLOCKED');
    expect(subscriptionStatusOn(sub, '2026-07-01')).toBe('STOPPED');
    expect([usableOn(sub, '2026-01-30'), usableOn(sub, '2026-02-10'), usableOn(sub, '2026-03-20')]).toEqual([false, true, false]);
  });

  it('lets a member end no earlier than the minimum, the notice and the invoiced month', () => {
    const rules = { dateStart: '2026-01-31', minimumDurationMonths: 12, noticePeriod: 0, noticeUnit: 'DAYS' as const, invoicedThrough: null };
    expect(minimumEnd(rules)).toBe('2027-01-30');
    expect(earliestMemberEnd(rules, '2026-05-10')).toBe('2027-01-30');
    expect(earliestMemberEnd({ ...rules, minimumDurationMonths: 0, noticePeriod: 30 }, '2026-05-10')).toBe('2026-06-09');
    expect(earliestMemberEnd({ ...rules, minimumDurationMonths: 0, noticePeriod: 1, noticeUnit: 'MONTHS' }, '2026-05-10')).toBe('2026-06-10');
    expect(earliestMemberEnd({ ...rules, minimumDurationMonths: 0, invoicedThrough: '2026-06' }, '2026-05-10')).toBe('2026-06-30');
  });
});
