import { describe, expect, it } from 'vitest';
import { KIOSK_PERMISSIONS, mayChangeSignInOf, PERMISSIONS, permissionsOfRoles, STAFF_ROLE_PERMISSIONS, type Permission } from './permissions.js';

describe('permissionsOfRoles', () => {
  it('is the union of the roles, each permission once, in table order', () => {
    const union = permissionsOfRoles(['FINANCE', 'INSTRUCTOR']);
    expect(new Set(union)).toEqual(new Set([...STAFF_ROLE_PERMISSIONS.FINANCE, ...STAFF_ROLE_PERMISSIONS.INSTRUCTOR]));
    expect(union).toEqual(PERMISSIONS.filter((p) => union.includes(p)));
  });

  it('gives no role nothing', () => {
    expect(permissionsOfRoles([])).toEqual([]);
  });
});

describe('the role table', () => {
  it('keeps role management and settings to admins', () => {
    const holders = (p: (typeof PERMISSIONS)[number]) => Object.entries(STAFF_ROLE_PERMISSIONS).filter(([, ps]) => ps.includes(p)).map(([role]) => role);
    expect(holders('accounts.roles.edit')).toEqual(['ADMIN']);
    expect(holders('settings.edit')).toEqual(['ADMIN']);
  });

  it("keeps members' personal data from instructors and the kiosk", () => {
    expect(STAFF_ROLE_PERMISSIONS.INSTRUCTOR).not.toContain('accounts.view');
    expect(KIOSK_PERMISSIONS).toEqual(['checkin.classes.view', 'checkin.attendance.create']);
  });
});

describe('mayChangeSignInOf (test plan Z7)', () => {
  it('lets anyone reach an account without roles (the operation checks its own permission)', () => {
    expect(mayChangeSignInOf([], [])).toBe(true);
  });

  it('takes accounts.roles.edit for any account with a role, even one with fewer rights', () => {
    expect(mayChangeSignInOf(STAFF_ROLE_PERMISSIONS.MANAGER, ['INSTRUCTOR'])).toBe(false);
    expect(mayChangeSignInOf(STAFF_ROLE_PERMISSIONS.FRONT_DESK, ['INSTRUCTOR'])).toBe(false);
    expect(mayChangeSignInOf(STAFF_ROLE_PERMISSIONS.ADMIN, ['INSTRUCTOR'])).toBe(true);
  });

  it('never reaches an account holding a right the actor lacks, whatever else the actor holds', () => {
    const rolesEditorOnly = ['accounts.roles.edit', ...STAFF_ROLE_PERMISSIONS.FRONT_DESK] as const;
    expect(mayChangeSignInOf(rolesEditorOnly, ['FRONT_DESK'])).toBe(true);
    expect(mayChangeSignInOf(rolesEditorOnly, ['FRONT_DESK', 'FINANCE'])).toBe(false);
    expect(mayChangeSignInOf(rolesEditorOnly, ['ADMIN'])).toBe(false);
    expect(mayChangeSignInOf(STAFF_ROLE_PERMISSIONS.ADMIN, ['ADMIN', 'MANAGER'])).toBe(true);
  });
});

describe('the finance set-up, expenses and tax summary (issue 22)', () => {
  const LEDGER: (typeof PERMISSIONS)[number][] = ['finance.setup.view', 'finance.setup.edit', 'finance.expenses.view', 'finance.expenses.edit', 'finance.tax.view'];

  it('are kept by the finance role and read by a manager', () => {
    expect(STAFF_ROLE_PERMISSIONS.FINANCE).toEqual(expect.arrayContaining(LEDGER));
    expect(LEDGER.filter((p) => STAFF_ROLE_PERMISSIONS.MANAGER.includes(p))).toEqual(['finance.setup.view', 'finance.expenses.view', 'finance.tax.view']);
  });

  it('are none of the front desk, an instructor or the kiosk', () => {
    for (const held of [STAFF_ROLE_PERMISSIONS.FRONT_DESK, STAFF_ROLE_PERMISSIONS.INSTRUCTOR, KIOSK_PERMISSIONS]) {
      expect(LEDGER.filter((p) => held.includes(p))).toEqual([]);
    }
  });
});

describe('business relations (issue 22)', () => {
  it('are kept by the finance role and an admin, read by a manager, and none of the front desk, an instructor or the kiosk', () => {
    const BUSINESSES: Permission[] = ['relations.businesses.view', 'relations.businesses.edit'];
    const held = (permissions: readonly Permission[]) => BUSINESSES.filter((p) => permissions.includes(p));
    expect(held(STAFF_ROLE_PERMISSIONS.FINANCE)).toEqual(BUSINESSES);
    expect(held(STAFF_ROLE_PERMISSIONS.ADMIN)).toEqual(BUSINESSES);
    expect(held(STAFF_ROLE_PERMISSIONS.MANAGER)).toEqual(['relations.businesses.view']);
    for (const permissions of [STAFF_ROLE_PERMISSIONS.FRONT_DESK, STAFF_ROLE_PERMISSIONS.INSTRUCTOR, KIOSK_PERMISSIONS]) expect(held(permissions)).toEqual([]);
  });
});
