import { describe, expect, it } from 'vitest';
import { isStaff } from './staff-access.js';

describe('isStaff', () => {
  it('lets employees and instructors in', () => {
    expect(isStaff({ employee: true, instructor: false })).toBe(true);
    expect(isStaff({ employee: false, instructor: true })).toBe(true);
    expect(isStaff({ employee: true, instructor: true })).toBe(true);
  });

  it('keeps members out', () => {
    expect(isStaff({ employee: false, instructor: false })).toBe(false);
  });
});
