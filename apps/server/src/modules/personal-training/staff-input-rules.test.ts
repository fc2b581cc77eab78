import { describe, expect, it } from 'vitest';
import { daysOffProblem, hoursProblem, normalTime, serviceFieldErrors, type ServiceFields } from './staff-input-rules.js';

const service: ServiceFields = { name: 'Boxing 1:1', description: '', durationMinutes: 60, price: '45.00', bufferBeforeMinutes: 0, bufferAfterMinutes: 15 };

describe('serviceFieldErrors', () => {
  it('accepts a complete service', () => {
    expect(serviceFieldErrors(service)).toEqual({});
  });
  it('names each broken field with its message', () => {
    expect(serviceFieldErrors({ ...service, name: ' ', durationMinutes: 0, price: '-1', bufferAfterMinutes: 241 })).toEqual({
      name: 'This field is required',
      durationMinutes: 'Please input a number above 0',
      price: 'Please add a positive number',
      bufferAfterMinutes: 'A buffer is at most 240 minutes.',
    });
  });
  it('keeps durations within what the database allows', () => {
    expect(serviceFieldErrors({ ...service, durationMinutes: 721 }).durationMinutes).toBe('A duration is between 5 and 720 minutes.');
    expect(serviceFieldErrors({ ...service, price: '1.234' }).price).toBe('Please input a price with at most 2 decimals.');
    expect(serviceFieldErrors({ ...service, durationMinutes: 7.5 }).durationMinutes).toBe('Please input a number');
  });
});

describe('hoursProblem', () => {
  it('accepts several ranges in a day, in any order', () => {
    expect(hoursProblem([{ timeStart: '14:00', timeEnd: '18:00' }, { timeStart: '08:00', timeEnd: '12:00:00' }])).toBeNull();
  });
  it('refuses malformed, empty and overlapping ranges', () => {
    expect(hoursProblem([{ timeStart: '8:00', timeEnd: '12:00' }])).toBe('Please input times as HH:mm.');
    expect(hoursProblem([{ timeStart: '12:00', timeEnd: '12:00' }])).toBe('A range must end after it starts.');
    expect(hoursProblem([{ timeStart: '08:00', timeEnd: '12:00' }, { timeStart: '11:30', timeEnd: '13:00' }])).toBe('The ranges of one day must not overlap.');
  });
});

describe('normalTime and daysOffProblem', () => {
  it('normalises times to HH:mm:ss', () => {
    expect(normalTime('09:30')).toBe('09:30:00');
    expect(normalTime('24:00')).toBeNull();
  });
  it('needs real dates in order', () => {
    expect(daysOffProblem('2026-12-24', '2026-12-26')).toBeNull();
    expect(daysOffProblem('2026-12-26', '2026-12-24')).toBe('The last day off cannot be before the first.');
    expect(daysOffProblem('2026-02-30', '2026-03-01')).toBe('Please input dates as YYYY-MM-DD.');
  });
  it('needs dates of the business window and at most a year of days off at once (test plan H6)', () => {
    expect(daysOffProblem('1999-12-31', '2000-01-01')).toBe('Please input dates as YYYY-MM-DD.');
    expect(daysOffProblem('2026-01-01', '2026-12-31')).toBeNull();
    expect(daysOffProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(daysOffProblem('2026-01-01', '2028-09-27')).toBe('Days off may cover at most 366 days at once.');
  });
});
