import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import type { AppointmentService } from './personal-training.repository.js';
import { findCategory, findService, listCategories, listServices, type AppointmentCategory } from './staff-personal-training.repository.js';
import type { ListPage } from '../../platform/list-page.js';

/** Appointment categories, archived ones when asked (organization.view). */
export function listAppointmentCategories(app: AppContext, club: Club, actor: Actor | null, archived: boolean, page: ListPage): Promise<AppointmentCategory[]> {
  requirePermission(actor, 'organization.view');
  return listCategories(app.db, club.id, archived, page);
}

/** Appointment services of every category, archived ones when asked (organization.view). */
export function listAppointmentServices(app: AppContext, club: Club, actor: Actor | null, archived: boolean, page: ListPage): Promise<AppointmentService[]> {
  requirePermission(actor, 'organization.view');
  return listServices(app.db, club.id, archived, page);
}

/** One service, archived or not, for staff with organization.view; anyone else learns nothing from the id. */
export async function findAppointmentServiceForStaff(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<AppointmentService | undefined> {
  requirePermission(actor, 'organization.view');
  return id === null ? undefined : findService(app.db, club.id, id);
}

export async function findAppointmentCategoryForStaff(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<AppointmentCategory | undefined> {
  requirePermission(actor, 'organization.view');
  return id === null ? undefined : findCategory(app.db, club.id, id);
}
