import { KIOSK_PERMISSIONS, mayChangeSignInOf, permissionsOfRoles, type Permission, type StaffRole } from '@kiai/shared';
import { AppError } from './errors.js';
import { DENIED_MESSAGE, NOT_LOGGED_IN_MESSAGE } from './error-messages.js';

/** MEMBER and STAFF are people; a KIOSK is a check-in device that acts for nobody, itself included. */
export type AccountRole = 'MEMBER' | 'STAFF' | 'KIOSK';

/** The role of a check-in device's account: lists of people (an account search, the kiosk's names) leave these out. */
export const DEVICE_ROLE = 'KIOSK' satisfies AccountRole;

/** Who is making a request, resolved from a verified access token. */
export interface Actor {
  accountId: number;
  clubId: number;
  email: string;
  role: AccountRole;
  /** Derived from the account's role and staff roles on every request (permissionsOf). */
  permissions: readonly Permission[];
  /** The sign-in session of the access token (absent for actors not made from a token). */
  sessionId?: string;
}

/** The permissions an account holds: a member none, staff those of their roles, a kiosk check-in only. */
export function permissionsOf(role: AccountRole, staffRoles: readonly StaffRole[]): readonly Permission[] {
  if (role === DEVICE_ROLE) return KIOSK_PERMISSIONS;
  return role === 'STAFF' ? permissionsOfRoles(staffRoles) : [];
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError('USER_NOT_LOGGED_IN', NOT_LOGGED_IN_MESSAGE);
  return actor;
}

/** For what an operation shows or filters (archived products, non-public classes); never throws. */
export function hasPermission(actor: Actor | null, permission: Permission): boolean {
  return actor?.permissions.includes(permission) ?? false;
}

/**
 * The one check of a staff operation, at the start of its use case: anonymous callers get USER_NOT_LOGGED_IN,
 * signed-in ones without the permission PERMISSION_DENIED.
 */
export function requirePermission(actor: Actor | null, permission: Permission): Actor {
  const a = requireActor(actor);
  if (!hasPermission(a, permission)) throw new AppError('PERMISSION_DENIED', DENIED_MESSAGE);
  return a;
}

/**
 * A kiosk is not a person: a member's or staff account, not a check-in device's. A device acts for nobody, and
 * nobody acts on it as on a person (its profile, roles, archiving, calendar feed, a card scanned at the door).
 */
export function isPerson(account: { role: AccountRole }): boolean {
  return account.role !== DEVICE_ROLE;
}

/**
 * Archived set-up (class pass products, locations, rooms, class types, levels) is shown only with
 * organization.view; anyone else sees what is in use, and asking for archived entries gets none.
 */
export function canSeeArchived(actor: Actor | null): boolean {
  return hasPermission(actor, 'organization.view');
}

/** The one check of a use case a person does for themselves (book, see their appointments, their calendar feed). */
export function requirePerson(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (!isPerson(a)) throw new AppError('PERMISSION_DENIED', DENIED_MESSAGE);
  return a;
}

/**
 * The one check of what only a member does, for themselves: signing a SEPA mandate online. Staff are turned away
 * even for their own account (they enter a paper mandate on the account page), and a device is nobody.
 */
export function requireMember(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (a.role !== 'MEMBER') throw new AppError('PERMISSION_DENIED', DENIED_MESSAGE);
  return a;
}

/** A person acting on their own account; a check-in device has none to act on, not even its own. */
export function isOwnAccount(actor: Actor, accountId: number): boolean {
  return actor.accountId === accountId && isPerson(actor);
}

/** A person may act on their own account; acting on anyone else's (or as a device) takes the permission. */
export function canAccessAccount(actor: Actor, accountId: number, permission: Permission): boolean {
  return isOwnAccount(actor, accountId) || hasPermission(actor, permission);
}

/** requirePermission for operations on one account's objects, which their owner may do without it. */
export function requireAccountAccess(actor: Actor | null, accountId: number, permission: Permission): Actor {
  const a = requireActor(actor);
  if (!canAccessAccount(a, accountId, permission)) throw new AppError('PERMISSION_DENIED', DENIED_MESSAGE);
  return a;
}

/**
 * The second half of the check of an operation on an account's sign-in (its email, password, status or roles),
 * once the account is read in the use case's transaction: an account with staff roles takes accounts.roles.edit
 * and every right those roles give (mayChangeSignInOf, test plan Z7), else PERMISSION_DENIED. For a change of
 * roles, `staffRoles` are those the account holds and those it is given.
 */
export function requireSignInAuthority(actor: Actor, staffRoles: readonly StaffRole[]): void {
  if (!mayChangeSignInOf(actor.permissions, staffRoles)) throw new AppError('PERMISSION_DENIED', DENIED_MESSAGE);
}

/**
 * The one check of a class's attendance list, at the start of its use case: schedule.attendance.view or
 * schedule.attendance.view.own, else PERMISSION_DENIED (anonymous callers USER_NOT_LOGGED_IN).
 */
export function requireClassListPermission(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (!hasPermission(a, 'schedule.attendance.view') && !hasPermission(a, 'schedule.attendance.view.own')) throw new AppError('PERMISSION_DENIED', DENIED_MESSAGE);
  return a;
}

/**
 * Whose class list the actor sees: every class's with schedule.attendance.view; with
 * schedule.attendance.view.own only a class they teach on that date (`instructorIds`: the instructor and
 * second instructor after the date's one-time change). Nothing else decides who sees a class list.
 */
export function canViewClassList(actor: Actor, instructorIds: readonly (number | undefined)[]): boolean {
  return hasPermission(actor, 'schedule.attendance.view') || (hasPermission(actor, 'schedule.attendance.view.own') && instructorIds.includes(actor.accountId));
}
