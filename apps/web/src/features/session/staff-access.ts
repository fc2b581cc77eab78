import { PERMISSION_DESCRIPTIONS, type Permission } from '@kiai/shared';
import type { CurrentUser } from './current-user.js';

// These only decide what the screens offer; the server checks every operation against the same permissions.

/** The back office is for accounts holding a staff role (admin, manager, front desk, instructor, finance). */
export function canOpenBackoffice(user: Pick<CurrentUser, 'staffRoles'>): boolean {
  return user.staffRoles.length > 0;
}

/** Setting an order's status (delivering it by hand) is for staff who may change orders. */
export function canEditOrders(user: Pick<CurrentUser, 'permissions'>): boolean {
  return hasStaffPermission(user, 'finance.orders.edit');
}

/** Whether the user holds a staff permission (a back-office screen or action is shown only then). */
export function hasStaffPermission(user: Pick<CurrentUser, 'permissions'>, permission: Permission): boolean {
  return user.permissions.includes(permission);
}

/** What a permission allows, as staff read it ('See invoices'). */
export const describePermission = (permission: Permission): string => PERMISSION_DESCRIPTIONS[permission];
