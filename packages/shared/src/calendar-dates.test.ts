import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATES,
  BUSINESS_DATE_MESSAGE,
  BUSINESS_DATES,
  businessDate,
  dateOfDay,
  dateProblem,
  dateRangeProblem,
  dayNumber,
  daysInRange,
  instantProblem,
  isDateWithin,
  isInstant,
  isTimeOfDay,
  timeProblem,
} from './calendar-dates.js';

// The values test plan H6 sends to every date argument.
const HOSTILE = ['0001-01-01', '9999-12-31', '10000-01-01', '2026-02-30', ''];

describe('calendar dates', () => {
  it('takes real dates within the window, both ends included', () => {
    for (const date of ['2000-01-01', '2026-03-02', '2028-02-29', '2100-12-31']) expect(isDateWithin(date, BUSINESS_DATES), date).toBe(true);
    expect(isDateWithin('1900-01-01', BIRTH_DATES)).toBe(true);
    expect(isDateWithin('1985-06-15', BUSINESS_DATES)).toBe(false);
  });

  it("refuses test plan H6's values, impossible days and anything but YYYY-MM-DD", () => {
    for (const value of [...HOSTILE, '1999-12-31', '2101-01-01', '2026-02-29', '2100-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-3-1', ' 2026-03-01', '2026-03-01T00:00:00Z', null, 20260301]) {
      expect(isDateWithin(value, BUSINESS_DATES), String(value)).toBe(false);
    }
  });

  it('names the argument and the window in its message', () => {
    expect(dateProblem('9999-12-31', 'dateFrom')).toBe('dateFrom must be a real date from 2000-01-01 to 2100-12-31, as YYYY-MM-DD.');
    expect(dateProblem('1899-12-31', 'dateOfBirth', BIRTH_DATES)).toBe('dateOfBirth must be a real date from 1900-01-01 to 2100-12-31, as YYYY-MM-DD.');
    expect(dateProblem('2026-03-02', 'date')).toBeNull();
  });

  it('reads day numbers both ways, past 9999-12-31 too (where dates as text stop sorting)', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dateOfDay(dayNumber('9999-12-31') + 1)).toBe('10000-01-01');
    expect(daysInRange('2026-03-02', '2026-03-02')).toBe(1);
    expect(daysInRange('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysInRange('2026-03-02', '2026-03-01')).toBe(0);
  });

  it('gives a form field the back office words, and leaves a blank one to `required`', () => {
    expect(businessDate('2026-12-24')).toBeNull();
    expect(businessDate('')).toBeNull();
    expect(businessDate('2026-02-30')).toBe(BUSINESS_DATE_MESSAGE);
  });
});

describe('date ranges', () => {
  const range = (from: string, until: string, max: number) => dateRangeProblem(['dateFrom', from], ['dateUntil', until], max);

  it('takes a range up to its longest, both ends included', () => {
    expect(range('2026-03-01', '2026-03-01', 1)).toBeNull();
    expect(range('2026-01-01', '2026-12-31', 365)).toBeNull();
  });

  it('refuses a range that ends before it starts or covers more days than allowed', () => {
    expect(range('2026-03-02', '2026-03-01', 62)).toBe('dateUntil must not be before dateFrom.');
    expect(range('2026-01-01', '2026-12-31', 364)).toBe('dateFrom to dateUntil may cover at most 364 days.');
    expect(range('2026-01-01', '2028-09-27', 366)).toBe('dateFrom to dateUntil may cover at most 366 days.');
  });
});

describe('times of day', () => {
  it('takes HH:mm and HH:mm:ss from 00:00 to 23:59:59', () => {
    for (const time of ['00:00', '09:30', '23:59', '23:59:59', '07:05:00']) expect(isTimeOfDay(time), time).toBe(true);
  });

  it('refuses hours, minutes or seconds that do not exist and other shapes', () => {
    for (const time of ['24:00', '23:60', '12:00:60', '9:30', '09:30:0', '', '10:00 AM', '99:99', null]) expect(isTimeOfDay(time), String(time)).toBe(false);
    expect(timeProblem('24:00', 'timeEnd')).toBe('timeEnd must be a time of day from 00:00 to 23:59, as HH:mm or HH:mm:ss.');
  });
});

describe('instants', () => {
  it('takes ISO 8601 moments with an offset on real business dates', () => {
    for (const value of ['2026-03-02T09:00:00.000Z', '2026-03-02T09:00Z', '2026-03-02T10:00:00+01:00', '2026-03-02T09:00:00.123456Z', '2100-12-31T23:59:59-05:00']) {
      expect(isInstant(value), value).toBe(true);
    }
  });

  it('refuses impossible dates and times (which Date.parse would roll over), far years, local times and other shapes', () => {
    const refused = [
      '2026-02-30T10:00:00Z',
      '2026-03-02T24:00:00Z',
      '2026-03-02T23:60:00Z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T00:00:00Z',
      '10000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '2026-03-02T09:00:00',
      '2026-03-02',
      '2026-03-02T09:00:00+1:00',
      '',
      1_772_442_000_000,
    ];
    for (const value of refused) expect(isInstant(value), String(value)).toBe(false);
    expect(instantProblem('', 'tappedAt')).toBe('tappedAt must be a moment from 2000-01-01 to 2100-12-31 in ISO 8601 with its offset, as 2026-03-02T09:00:00Z.');
  });
});
