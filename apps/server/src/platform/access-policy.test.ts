import { describe, expect, it } from 'vitest';
import type { Permission } from '@kiai/shared';
import { canSeeArchived, DEVICE_ROLE, isOwnAccount, isPerson, permissionsOf, requirePerson, type AccountRole, type Actor } from './access-policy.js';
import { AppError } from './errors.js';

function actor(role: AccountRole, permissions: readonly Permission[] = permissionsOf(role, [])): Actor {
  return { accountId: 7, clubId: 1, email: 'someone@example.com', role, permissions };
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (e) {
    return e instanceof AppError ? e.code : 'not an AppError';
  }
}

describe('a kiosk is not a person', () => {
  it('takes members and staff for people, a check-in device not', () => {
    expect(isPerson({ role: 'MEMBER' })).toBe(true);
    expect(isPerson({ role: 'STAFF' })).toBe(true);
    expect(isPerson({ role: 'KIOSK' })).toBe(false);
    expect(isPerson({ role: DEVICE_ROLE })).toBe(false);
  });

  it('lets a person act for themselves and refuses a device, even on its own account', () => {
    expect(requirePerson(actor('MEMBER')).accountId).toBe(7);
    expect(codeOf(() => requirePerson(actor('KIOSK')))).toBe('PERMISSION_DENIED');
    expect(codeOf(() => requirePerson(null))).toBe('USER_NOT_LOGGED_IN');
    expect(isOwnAccount(actor('MEMBER'), 7)).toBe(true);
    expect(isOwnAccount(actor('KIOSK'), 7)).toBe(false);
  });
});

describe('archived items need organization.view', () => {
  it('shows archived set-up to staff with organization.view only', () => {
    expect(canSeeArchived(actor('STAFF', ['organization.view']))).toBe(true);
    expect(canSeeArchived(actor('STAFF', ['schedule.attendance.view']))).toBe(false);
    expect(canSeeArchived(actor('MEMBER'))).toBe(false);
    expect(canSeeArchived(actor('KIOSK'))).toBe(false);
    expect(canSeeArchived(null)).toBe(false);
  });
});
