import { describe, expect, it } from 'vitest';
import { canEditOrders, canOpenBackoffice } from './staff-access.js';

describe('staff areas', () => {
  it('open the back office to any staff role and keep members and devices out', () => {
    expect(canOpenBackoffice({ staffRoles: ['INSTRUCTOR'] })).toBe(true);
    expect(canOpenBackoffice({ staffRoles: ['ADMIN', 'FINANCE'] })).toBe(true);
    expect(canOpenBackoffice({ staffRoles: [] })).toBe(false);
  });

  it('offer changing orders only to those who may edit them', () => {
    expect(canEditOrders({ permissions: ['finance.invoices.read', 'finance.orders.edit'] })).toBe(true);
    expect(canEditOrders({ permissions: ['finance.invoices.read'] })).toBe(false);
  });
});
