import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { findStaffTrainer, listStaffTrainers, type StaffTrainer } from './staff-personal-training.repository.js';
import type { ListPage } from '../../platform/list-page.js';

/** The club's trainers, active ones first (appointments.view). */
export function listTrainers(app: AppContext, club: Club, actor: Actor | null, page: ListPage): Promise<StaffTrainer[]> {
  requirePermission(actor, 'appointments.view');
  return listStaffTrainers(app.db, club.id, page);
}

/** One trainer with their calendar (appointments.view). */
export async function findTrainerForStaff(app: AppContext, club: Club, actor: Actor | null, accountId: number | null): Promise<StaffTrainer | undefined> {
  requirePermission(actor, 'appointments.view');
  return accountId === null ? undefined : findStaffTrainer(app.db, club.id, accountId);
}
