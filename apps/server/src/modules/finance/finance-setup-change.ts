import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { ITEM_NOT_FOUND } from '../../platform/error-messages.js';

/** Which row a save writes: 'new' creates one; an id changes that row; null is an id that names none. */
export type SetupTarget = number | null | 'new';

/**
 * The frame of every change of the finance set-up: the one permission check (finance.setup.edit), then one
 * transaction; `change` answers the row's id, or null when the row is not this club's (NOT_FOUND, nothing written).
 */
export async function changeFinanceSetup(app: AppContext, actor: Actor | null, change: (trx: Db) => Promise<number | null>): Promise<number> {
  requirePermission(actor, 'finance.setup.edit');
  const id = await app.db.transaction().execute(change);
  if (id === null) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  return id;
}

export { fieldError } from '../../platform/errors.js';
