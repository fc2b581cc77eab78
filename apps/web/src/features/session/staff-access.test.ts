import { describe, expect, it } from 'vitest';
import { canOpenBackoffice, canOpenCheckin } from './staff-access.js';

describe('staff areas', () => {
  it('open the back office to any staff role and keep members and devices out', () => {
    expect(canOpenBackoffice({ staffRoles: ['INSTRUCTOR'] })).toBe(true);
    expect(canOpenBackoffice({ staffRoles: ['ADMIN', 'FINANCE'] })).toBe(true);
    expect(canOpenBackoffice({ staffRoles: [] })).toBe(false);
  });

  it('open check-in to those who may check people in', () => {
    expect(canOpenCheckin({ permissions: ['checkin.classes.view', 'checkin.attendance.create'] })).toBe(true);
    expect(canOpenCheckin({ permissions: ['finance.invoices.read'] })).toBe(false);
    expect(canOpenCheckin({ permissions: [] })).toBe(false);
  });
});
