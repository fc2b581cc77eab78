import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { ITEM_NOT_FOUND } from '../../platform/error-messages.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { classesCacheOf } from '../schedule/index.js';
import { insertRow, updateRow, type SetupTable } from './organization.repository.js';


/** Which row a save writes: 'new' creates one; an id changes that row; null is an id that names none. */
export type SaveTarget = number | null | 'new';

/**
 * The frame of every set-up change: the one permission check (organization.edit), then one transaction;
 * `change` answers the row's id, or null when the row is not this club's (NOT_FOUND, nothing written).
 * The schedule shows names, rooms and holidays: its cached ranges of the club are dropped after the commit.
 */
export async function changeOrganization(app: AppContext, club: Club, actor: Actor | null, change: (trx: Db) => Promise<number | null>): Promise<number> {
  requirePermission(actor, 'organization.edit');
  const id = await app.db.transaction().execute(change);
  if (id === null) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  classesCacheOf(app).invalidate(club.id);
  return id;
}

/** Inserts for 'new', updates the named row otherwise; null when that row is not this club's. */
export async function saveRow(target: SaveTarget, insert: () => Promise<number>, update: (id: number) => Promise<boolean>): Promise<number | null> {
  if (target === 'new') return insert();
  return target !== null && (await update(target)) ? target : null;
}

/** saveRow of a set-up row whose create and update write the same values into one table. */
export function saveTableRow<T extends SetupTable>(
  trx: Db,
  table: T,
  clubId: number,
  target: SaveTarget,
  values: Parameters<typeof insertRow<T>>[3] & Parameters<typeof updateRow<T>>[4],
): Promise<number | null> {
  return saveRow(
    target,
    () => insertRow(trx, table, clubId, values),
    (id) => updateRow(trx, table, clubId, id, values),
  );
}
