import type { AppContext } from '../../platform/app-context.js';
import { requirePerson, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { listAccountAppointments, type AppointmentView } from './personal-training.repository.js';

/** The signed-in member's own appointments, cancelled ones included. */
export function listAppointments(app: AppContext, club: Club, actor: Actor | null): Promise<AppointmentView[]> {
  const member = requirePerson(actor);
  return listAccountAppointments(app.db, club.id, member.accountId);
}
