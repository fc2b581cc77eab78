import type { AppContext } from '../../platform/app-context.js';
import { requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { listBookableServices, type AppointmentService } from './personal-training.repository.js';

/** The services a signed-in person can book. */
export function listServices(app: AppContext, club: Club, actor: Actor | null): Promise<AppointmentService[]> {
  requireActor(actor);
  return listBookableServices(app.db, club.id);
}
