import { mayChangeSignInOf, PERMISSION_DESCRIPTIONS, PERMISSIONS, type Permission, type StaffRole } from '@kiai/shared';
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

/** Archiving or restoring an account is offered only where the server's rule (mayChangeSignInOf) lets the user reach it. */
export function canChangeSignInOf(user: Pick<CurrentUser, 'permissions'>, staffRoles: readonly StaffRole[]): boolean {
  return mayChangeSignInOf(PERMISSIONS.filter((p) => user.permissions.includes(p)), staffRoles);
}

/** What a permission allows, as staff read it ('See invoices'). */
export const describePermission = (permission: Permission): string => PERMISSION_DESCRIPTIONS[permission];
