import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { ListPage } from '../../platform/list-page.js';
import type { Club } from '../clubs/index.js';
import { findCategory, insertCategory, listCategories, updateCategory, type BatchCategory } from './batch-category.repository.js';
import { CATEGORY_NOT_FOUND, fieldError } from './direct-debit.js';

/*
 * Finance → Batch categories: what a category batch collects (a membership fee, a locker rent). They are part of
 * the finance set-up (finance.setup.view to read, finance.setup.edit to change), archived and never deleted:
 * account amounts and batches keep pointing at them.
 */

export interface CategoryInput {
  name: string;
  description?: string | null | undefined;
}

function checkedValues(input: CategoryInput): { name: string; description: string } {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100) throw fieldError('name', 'Please input a name of 1 to 100 characters.');
  const description = (input.description ?? '').trim();
  if (description.length > 500) throw fieldError('description', 'Please input at most 500 characters.');
  return { name, description };
}

export function listBatchCategories(app: AppContext, club: Club, actor: Actor | null, archived: boolean, page: ListPage): Promise<BatchCategory[]> {
  requirePermission(actor, 'finance.setup.view');
  return listCategories(app.db, club.id, archived, page);
}

export async function findBatchCategory(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<BatchCategory | undefined> {
  requirePermission(actor, 'finance.setup.view');
  return id === null ? undefined : findCategory(app.db, club.id, id);
}

/** Adds a category ('new') or changes one of the club's (finance.setup.edit); answers its id. */
export async function saveBatchCategory(app: AppContext, club: Club, actor: Actor | null, target: number | 'new' | null, input: CategoryInput): Promise<number> {
  requirePermission(actor, 'finance.setup.edit');
  const values = checkedValues(input);
  return app.db.transaction().execute(async (trx) => {
    if (target === 'new') return insertCategory(trx, { clubId: club.id, ...values, createdAt: app.clock.now() });
    if (target === null || !(await updateCategory(trx, club.id, target, values))) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
    return target;
  });
}

/** Archives a category or brings it back (finance.setup.edit): an archived one is left out of new batches and amounts. */
export async function archiveBatchCategory(app: AppContext, club: Club, actor: Actor | null, id: number | null, archived: boolean): Promise<number> {
  requirePermission(actor, 'finance.setup.edit');
  return app.db.transaction().execute(async (trx) => {
    if (id === null || !(await updateCategory(trx, club.id, id, { archived }))) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
    return id;
  });
}
