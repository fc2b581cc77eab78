import { describe, expect, it } from 'vitest';
import { STAFF_ROLE_PERMISSIONS } from '@kiai/shared';
import { canChangeSignInOf, canEditOrders, canOpenBackoffice } from './staff-access.js';

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

  it("offer archiving a staff account only to those holding every right it holds (test plan Z7)", () => {
    const frontDesk = { permissions: [...STAFF_ROLE_PERMISSIONS.FRONT_DESK] };
    expect(canChangeSignInOf(frontDesk, [])).toBe(true);
    expect(canChangeSignInOf(frontDesk, ['ADMIN'])).toBe(false);
    expect(canChangeSignInOf(frontDesk, ['INSTRUCTOR'])).toBe(false);
    expect(canChangeSignInOf({ permissions: [...STAFF_ROLE_PERMISSIONS.ADMIN] }, ['ADMIN'])).toBe(true);
  });
});
