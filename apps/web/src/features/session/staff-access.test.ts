import { describe, expect, it } from 'vitest';
import { canEditOrders, canOpenBackoffice, canOpenCheckin } from './staff-access.js';

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

  it('offer changing orders only to those who may edit them', () => {
    expect(canEditOrders({ permissions: ['finance.invoices.read', 'finance.orders.edit'] })).toBe(true);
    expect(canEditOrders({ permissions: ['finance.invoices.read'] })).toBe(false);
  });
});
