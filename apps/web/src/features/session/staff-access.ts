import type { CurrentUser } from './current-user.js';

// These only decide what the screens offer; the server checks every operation against the same permissions.

/** The back office is for accounts holding a staff role (admin, manager, front desk, instructor, finance). */
export function canOpenBackoffice(user: Pick<CurrentUser, 'staffRoles'>): boolean {
  return user.staffRoles.length > 0;
}

/** The check-in screen is for whoever may check people in: staff with that right, or a check-in device. */
export function canOpenCheckin(user: Pick<CurrentUser, 'permissions'>): boolean {
  return user.permissions.includes('checkin.attendance.create');
}

/** Setting an order's status (delivering it by hand) is for staff who may change orders. */
export function canEditOrders(user: Pick<CurrentUser, 'permissions'>): boolean {
  return user.permissions.includes('finance.orders.edit');
}
