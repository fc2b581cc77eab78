import { describe, expect, it } from 'vitest';
import { formatClubDate, formatClubDateTime, formatClubTime, formatClubTimeRange, formatMoney, formatQuantity, slotTime24 } from './club-formats.js';

const h24 = { dateFormat: 'DD-MM-YYYY', timeFormat: '24hr' };
const h12 = { dateFormat: 'DD-MM-YYYY', timeFormat: '12hr' };

describe('formatClubDate', () => {
  it('writes a calendar day in each of the three formats', () => {
    expect(formatClubDate('2026-11-03', { ...h24, dateFormat: 'DD-MM-YYYY' })).toBe('03-11-2026');
    expect(formatClubDate('2026-11-03', { ...h24, dateFormat: 'MM-DD-YYYY' })).toBe('11-03-2026');
    expect(formatClubDate('2026-11-03', { ...h24, dateFormat: 'YYYY-MM-DD' })).toBe('2026-11-03');
  });

  it('keeps a calendar day as written, whatever the time zone', () => {
    expect(formatClubDate('2026-01-01', { ...h24, dateFormat: 'YYYY-MM-DD' })).toBe('2026-01-01');
  });

  it("shows a moment on the club's clock when the club's time zone is given", () => {
    const lateEvening = '2026-02-09T22:30:00Z';
    expect(formatClubDateTime(lateEvening, { ...h24, timeZone: 'Europe/Amsterdam' })).toBe('09-02-2026 23:30');
    expect(formatClubDateTime(lateEvening, { ...h12, timeZone: 'Pacific/Auckland' })).toBe('10-02-2026 11:30 AM');
    expect(formatClubDate('2026-02-09', { ...h24, timeZone: 'Pacific/Auckland' })).toBe('09-02-2026');
  });

  it('takes a Date and a timestamp in local time', () => {
    expect(formatClubDate(new Date(2026, 1, 9, 23, 30), { ...h24, dateFormat: 'MM-DD-YYYY' })).toBe('02-09-2026');
    expect(formatClubDate(new Date(2026, 1, 9, 23, 30).toISOString(), { ...h24, dateFormat: 'DD-MM-YYYY' })).toBe('09-02-2026');
  });
});

describe('formatClubTime', () => {
  it('writes 24hr as HH:mm', () => {
    expect(formatClubTime('18:00:00', h24)).toBe('18:00');
    expect(formatClubTime('07:05', h24)).toBe('07:05');
    expect(formatClubTime('00:00', h24)).toBe('00:00');
  });

  it('writes 12hr with AM and PM, midnight as 12 AM and noon as 12 PM', () => {
    expect(formatClubTime('18:00:00', h12)).toBe('6:00 PM');
    expect(formatClubTime('07:05', h12)).toBe('7:05 AM');
    expect(formatClubTime('00:00', h12)).toBe('12:00 AM');
    expect(formatClubTime('00:30:00', h12)).toBe('12:30 AM');
    expect(formatClubTime('12:00', h12)).toBe('12:00 PM');
    expect(formatClubTime('12:59', h12)).toBe('12:59 PM');
    expect(formatClubTime('23:59', h12)).toBe('11:59 PM');
  });

  it('takes a Date in local time', () => {
    expect(formatClubTime(new Date(2026, 10, 23, 13, 7), h12)).toBe('1:07 PM');
    expect(formatClubTime(new Date(2026, 10, 23, 13, 7), h24)).toBe('13:07');
  });
});

describe('ranges and moments', () => {
  it('writes a class time range in the club format', () => {
    expect(formatClubTimeRange('18:00:00', '19:30:00', h12)).toBe('6:00 PM - 7:30 PM');
    expect(formatClubTimeRange('18:00:00', '19:30:00', h24)).toBe('18:00 - 19:30');
  });

  it('writes a moment as date and time', () => {
    expect(formatClubDateTime(new Date(2026, 10, 23, 0, 15), { dateFormat: 'YYYY-MM-DD', timeFormat: '12hr' })).toBe('2026-11-23 12:15 AM');
  });
});

describe('formatMoney', () => {
  it("puts the club's currency symbol before two decimals, without a space", () => {
    expect(formatMoney('25', '€')).toBe('€25.00');
    expect(formatMoney('150.00', '€')).toBe('€150.00');
    expect(formatMoney('12.5', '$')).toBe('$12.50');
    expect(formatMoney('0.00', 'CHF ')).toBe('CHF 0.00');
  });

  it('groups thousands and puts the sign of a refund first', () => {
    expect(formatMoney('1250.00', '€')).toBe('€1,250.00');
    expect(formatMoney('-7.50', '€')).toBe('-€7.50');
  });
});

describe('formatQuantity', () => {
  it('counts whole things without decimals and keeps a fraction', () => {
    expect(formatQuantity('1.00')).toBe('1');
    expect(formatQuantity('10.000')).toBe('10');
    expect(formatQuantity('10')).toBe('10');
    expect(formatQuantity('2.50')).toBe('2.5');
    expect(formatQuantity('0.00')).toBe('0');
  });
});

describe('slotTime24', () => {
  it("gives a 'hh:mm A' slot label's 24-hour time", () => {
    expect(slotTime24('02:30 PM')).toBe('14:30');
    expect(slotTime24('09:00 AM')).toBe('09:00');
    expect(slotTime24('12:00 PM')).toBe('12:00');
    expect(slotTime24('12:15 AM')).toBe('00:15');
  });

  it('gives nothing for a label in another form', () => {
    expect(slotTime24('14:30')).toBeNull();
    expect(slotTime24('')).toBeNull();
  });
});
