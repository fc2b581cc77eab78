import { AppError } from '../../platform/errors.js';

/** Who is making a request, resolved from a verified access token. */
export interface Actor {
  accountId: number;
  clubId: number;
  email: string;
  role: 'MEMBER' | 'STAFF' | 'KIOSK';
  permissions: readonly string[];
  /** The sign-in session of the access token (absent for actors not made from a token). */
  sessionId?: string;
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError('USER_NOT_LOGGED_IN', 'You need to be logged in.');
  return actor;
}

export function isStaff(actor: Actor): boolean {
  return actor.role === 'STAFF';
}

/** Staff with the permission (or '*') pass; everyone else gets PERMISSION_DENIED. */
export function requirePermission(actor: Actor | null, permission: string): Actor {
  const a = requireActor(actor);
  if (a.role !== 'STAFF' || !(a.permissions.includes('*') || a.permissions.includes(permission))) {
    throw new AppError('PERMISSION_DENIED', 'You do not have permission to do this.');
  }
  return a;
}
