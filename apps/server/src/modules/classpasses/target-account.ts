import type { Permission } from '@kiai/shared';
import { AppError } from '../../platform/errors.js';
import type { Db } from '../../platform/db/database.js';
import { requireAccountAccess, requireActor, type Actor } from '../../platform/access-policy.js';
import { findAccountById } from '../account-records/index.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';

/**
 * The account a request acts for, authorized: `requested` is the decoded `account` argument, undefined when
 * not given (the actor's own account), null when it could not be decoded. Naming any other account (existing
 * or not) takes `permission`; without it the answer is the same PERMISSION_DENIED either way.
 */
export async function resolveTargetAccount(
  db: Db,
  clubId: number,
  actor: Actor | null,
  requested: number | null | undefined,
  permission: Permission,
): Promise<number> {
  const a = requireActor(actor);
  const target = requested === undefined ? a.accountId : requested;
  // An undecodable id is someone else's as far as access goes: it takes the permission too.
  requireAccountAccess(a, target ?? 0, permission);
  if (target === a.accountId) return target;
  const account = target === null ? undefined : await findAccountById(db, clubId, target);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  return account.id;
}
