import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { nonWorkingWeekdays } from './availability.js';
import { findTrainer, findWeeklyHours } from './personal-training.repository.js';
import { TRAINER_NOT_FOUND } from './service-messages.js';

/** Weekdays (0 = Sunday … 6 = Saturday) on which the trainer has no weekly hours. */
export async function findNonWorkingDays(app: AppContext, club: Club, actor: Actor | null, trainerId: number | null): Promise<number[]> {
  requireActor(actor);
  const trainer = trainerId === null ? undefined : await findTrainer(app.db, club.id, trainerId);
  if (!trainer) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
  return nonWorkingWeekdays(await findWeeklyHours(app.db, club.id, trainer.accountId));
}
