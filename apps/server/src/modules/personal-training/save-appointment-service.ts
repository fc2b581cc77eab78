import { FORM_MESSAGES } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import type { AppointmentService } from './personal-training.repository.js';
import { serviceFieldErrors, type ServiceFields } from './staff-input-rules.js';
import { SERVICE_NOT_FOUND } from './service-messages.js';
import { CATEGORY_NOT_FOUND } from './save-appointment-category.js';
import {
  countClasspassProducts,
  countTrainers,
  findCategory,
  findService,
  insertService,
  replaceServiceClasspasses,
  replaceServiceTrainers,
  updateService,
} from './staff-personal-training.repository.js';

/** What a create sends in full and an update only where it changes; ids null when they named nothing. */
export interface ServiceInput extends Partial<ServiceFields> {
  categoryId?: number | null;
  /** the pass products that pay for it */
  classpassIds?: readonly (number | null)[];
  /** the trainers who give it */
  trainerIds?: readonly (number | null)[];
  /** members may pay one session at the price, without a pass */
  soldPerSession?: boolean;
  archived?: boolean;
}

const TRAINER_UNKNOWN = 'Unknown trainer.';

const DEFAULTS: ServiceFields = { name: '', description: '', durationMinutes: 0, price: '', bufferBeforeMinutes: 0, bufferAfterMinutes: 0 };

/** Ids that must all be the club's: any unknown one refuses the whole save. */
async function checkedIds(ids: readonly (number | null)[] | undefined, count: (known: number[]) => Promise<number>, message: string, field: string): Promise<number[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  const known = unique.filter((id): id is number => id !== null);
  if (known.length !== unique.length || (await count(known)) !== known.length) throw new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });
  return known;
}

/** An unknown category answers like a missing id: the service would live in it. */
async function checkCategory(db: Db, clubId: number, categoryId: number | null | undefined): Promise<void> {
  if (categoryId === undefined) return;
  if (categoryId === null || !(await findCategory(db, clubId, categoryId))) {
    throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
  }
}

/**
 * Creates a service (no id) or changes one (organization.edit): its fields, the pass products that pay for
 * it and the trainers who give it, in one transaction. Archiving takes it off the member's list; booked
 * appointments keep it.
 */
export async function saveAppointmentService(app: AppContext, club: Club, actor: Actor | null, id: number | null | undefined, input: ServiceInput): Promise<AppointmentService> {
  requirePermission(actor, 'organization.edit');
  return app.db.transaction().execute(async (trx) => {
    const existing = id === undefined || id === null ? undefined : await findService(trx, club.id, id);
    if (id !== undefined && !existing) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
    if (!existing && input.categoryId === undefined) throw new AppError('VALIDATION_FAILED', FORM_MESSAGES.required, { fields: { category: FORM_MESSAGES.required } });
    const base: ServiceFields = existing ?? DEFAULTS;
    const fields: ServiceFields = {
      name: (input.name ?? base.name).trim(),
      description: input.description ?? base.description,
      durationMinutes: input.durationMinutes ?? base.durationMinutes,
      price: input.price ?? base.price,
      bufferBeforeMinutes: input.bufferBeforeMinutes ?? base.bufferBeforeMinutes,
      bufferAfterMinutes: input.bufferAfterMinutes ?? base.bufferAfterMinutes,
    };
    const errors = serviceFieldErrors(fields);
    const first = Object.values(errors)[0];
    if (first !== undefined) throw new AppError('VALIDATION_FAILED', first, { fields: errors });
    await checkCategory(trx, club.id, input.categoryId);
    const classpassIds = await checkedIds(input.classpassIds, (ids) => countClasspassProducts(trx, club.id, ids), 'Unknown pass product.', 'organizationClasspasses');
    const trainerIds = await checkedIds(input.trainerIds, (ids) => countTrainers(trx, club.id, ids), TRAINER_UNKNOWN, 'trainers');
    const values = {
      ...fields, ...(input.categoryId ? { appointmentCategoryId: input.categoryId } : {}), ...(input.archived !== undefined ? { archived: input.archived } : {}),
      ...(input.soldPerSession !== undefined ? { soldPerSession: input.soldPerSession } : {}),
    };
    const service = existing
      ? await updateService(trx, club.id, existing.id, values)
      : await insertService(trx, { ...values, clubId: club.id, appointmentCategoryId: input.categoryId! });
    if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
    if (classpassIds !== undefined) await replaceServiceClasspasses(trx, club.id, service.id, classpassIds);
    if (trainerIds !== undefined) await replaceServiceTrainers(trx, club.id, service.id, trainerIds);
    return service;
  });
}
