import { describe, expect, it } from 'vitest';
import { KIOSK_PERMISSIONS, PERMISSIONS, permissionsOfRoles, STAFF_ROLE_PERMISSIONS } from './permissions.js';

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
