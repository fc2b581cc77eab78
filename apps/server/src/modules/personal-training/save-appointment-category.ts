import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { FORM_MESSAGES } from '@kiai/shared';
import { findCategory, insertCategory, updateCategory, type AppointmentCategory } from './staff-personal-training.repository.js';

export const CATEGORY_NOT_FOUND = 'This category could not be found.';

export interface CategoryInput {
  /** absent: a new category; null: an id that names no category */
  id?: number | null;
  name?: string | null | undefined;
  archived?: boolean | null | undefined;
}

/** Creates or changes an appointment category (organization.edit); archiving hides its services from members. */
export async function saveAppointmentCategory(app: AppContext, club: Club, actor: Actor | null, input: CategoryInput): Promise<AppointmentCategory> {
  requirePermission(actor, 'organization.edit');
  const name = input.name?.trim();
  if (name === '' || (input.id === undefined && name === undefined)) throw new AppError('VALIDATION_FAILED', FORM_MESSAGES.required, { fields: { name: FORM_MESSAGES.required } });
  if (name !== undefined && name.length > 200) throw new AppError('VALIDATION_FAILED', 'Please use at most 200 characters.', { fields: { name: 'Please use at most 200 characters.' } });
  return app.db.transaction().execute(async (trx) => {
    if (input.id === undefined) return insertCategory(trx, { clubId: club.id, name: name!, archived: input.archived ?? false });
    const changes = { ...(name !== undefined ? { name } : {}), ...(typeof input.archived === 'boolean' ? { archived: input.archived } : {}) };
    if (input.id === null) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
    const updated = Object.keys(changes).length === 0 ? await findCategory(trx, club.id, input.id) : await updateCategory(trx, club.id, input.id, changes);
    if (!updated) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
    return updated;
  });
}
