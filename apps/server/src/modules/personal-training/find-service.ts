import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { findBookableService, listServiceTrainers, type AppointmentService, type Trainer } from './personal-training.repository.js';
import { SERVICE_NOT_FOUND } from './service-messages.js';

/** One bookable service with the trainers who give it; null ids (undecodable) answer like unknown ones. */
export async function findService(app: AppContext, club: Club, actor: Actor | null, serviceId: number | null): Promise<{ service: AppointmentService; trainers: Trainer[] }> {
  requireActor(actor);
  const service = serviceId === null ? undefined : await findBookableService(app.db, club.id, serviceId);
  if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
  return { service, trainers: await listServiceTrainers(app.db, club.id, service.id) };
}
