import { AppError } from '../../platform/errors.js';
import type { Db } from '../../platform/db/database.js';
import { requireActor, type Actor } from '../auth/actor.js';
import { findAccountById } from '../accounts/account.repository.js';

// Staff permissions that let an actor see (read) or book and cancel (write) for other members.
const READ_OTHERS = ['*', 'attendance.manage', 'attendance.view', 'attendance.checkin'];
const WRITE_OTHERS = ['*', 'attendance.manage'];

export type AccessMode = 'read' | 'write';

/** Staff with the right permission may act for any member of the club; everyone else only for themselves. */
export function canActForOthers(actor: Actor, mode: AccessMode): boolean {
  const allowed = mode === 'read' ? READ_OTHERS : WRITE_OTHERS;
  return actor.role === 'STAFF' && actor.permissions.some((p) => allowed.includes(p));
}

/**
 * The account a request acts for. `requested` is the decoded `account` argument: undefined when not
 * given (the actor's own account), null when it could not be decoded. A member naming any other account
 * (existing or not) is refused the same way.
 */
export async function resolveTargetAccount(
  db: Db,
  clubId: number,
  actorOrNull: Actor | null,
  requested: number | null | undefined,
  mode: AccessMode,
): Promise<number> {
  const actor = requireActor(actorOrNull);
  if (requested === undefined || requested === actor.accountId) return actor.accountId;
  if (!canActForOthers(actor, mode)) throw new AppError('PERMISSION_DENIED', 'You can only do this for your own account.');
  const account = requested === null ? undefined : await findAccountById(db, clubId, requested);
  if (!account) throw new AppError('NOT_FOUND', 'This account could not be found.');
  return account.id;
}
