import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { accountSearchTerms, findAccountById, updateAccountRow } from '../account-records/index.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { assertClubImageUrlOrNone } from '../images/index.js';
import { lockTrainer } from './personal-training.repository.js';
import { TRAINER_NOT_FOUND } from './service-messages.js';
import { findStaffTrainer, type StaffTrainer } from './staff-personal-training.repository.js';
import { insertTrainer, searchTrainerCandidates, setTrainerActive, type TrainerCandidate } from './trainer-roster.repository.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';

export const NOT_A_STAFF_ACCOUNT = 'Only staff accounts can become trainers.';
export const ARCHIVED_ACCOUNT = 'An archived account cannot become a trainer.';
export const ALREADY_A_TRAINER = 'This account is already a trainer.';

/** How many candidates one search answers: enough for a picker, the search narrows the rest. */
const CANDIDATE_LIMIT = 50;

/** Staff accounts that are not trainers yet, by name, matching the search (appointments.edit). */
export function listTrainerCandidates(app: AppContext, club: Club, actor: Actor | null, search: string | null | undefined): Promise<TrainerCandidate[]> {
  requirePermission(actor, 'appointments.edit');
  return searchTrainerCandidates(app.db, club.id, accountSearchTerms(search), CANDIDATE_LIMIT);
}

/** The trainer as staff see them, after a change in this transaction. */
async function trainerNow(trx: AppContext['db'], clubId: number, accountId: number): Promise<StaffTrainer> {
  const trainer = await findStaffTrainer(trx, clubId, accountId);
  if (!trainer) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
  return trainer;
}

/**
 * Makes a staff account a trainer (appointments.edit), active and without hours yet: members see them once
 * a service names them and they have hours. Another club's account answers like an unknown one.
 */
export async function addTrainer(app: AppContext, club: Club, actor: Actor | null, accountId: number | null): Promise<StaffTrainer> {
  requirePermission(actor, 'appointments.edit');
  return app.db.transaction().execute(async (trx) => {
    const account = accountId === null ? undefined : await findAccountById(trx, club.id, accountId);
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    if (account.role !== 'STAFF') throw new AppError('VALIDATION_FAILED', NOT_A_STAFF_ACCOUNT, { fields: { account: NOT_A_STAFF_ACCOUNT } });
    if (!account.active) throw new AppError('VALIDATION_FAILED', ARCHIVED_ACCOUNT, { fields: { account: ARCHIVED_ACCOUNT } });
    if (!(await insertTrainer(trx, club.id, account.id))) throw new AppError('CONFLICT', ALREADY_A_TRAINER);
    return trainerNow(trx, club.id, account.id);
  });
}

export interface TrainerChanges {
  /** false retires the trainer: no new appointments, the booked ones and the hours stay; true brings them back */
  active?: boolean | undefined;
  /** '' removes the photo, else the URL of an image uploaded to this club (POST /<club>/d/api/images/?for=trainer) */
  urlImageThumbnail?: string | undefined;
}

/** Retires or reactivates a trainer and sets or removes their photo; only the fields given change (appointments.edit). */
export async function updateTrainer(app: AppContext, club: Club, actor: Actor | null, trainerId: number | null, changes: TrainerChanges): Promise<StaffTrainer> {
  requirePermission(actor, 'appointments.edit');
  return app.db.transaction().execute(async (trx) => {
    // The lock a booking takes: a booking running now finishes first, and one after it sees the change.
    if (trainerId === null || !(await lockTrainer(trx, club.id, trainerId))) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
    if (changes.urlImageThumbnail !== undefined) {
      await assertClubImageUrlOrNone(trx, club, 'urlImageThumbnail', changes.urlImageThumbnail);
      await updateAccountRow(trx, club.id, trainerId, { urlImageThumbnail: changes.urlImageThumbnail, updatedAt: app.clock.now() });
    }
    if (changes.active !== undefined) await setTrainerActive(trx, club.id, trainerId, changes.active);
    return trainerNow(trx, club.id, trainerId);
  });
}
