import type { AppContext } from '../../platform/app-context.js';
import { requirePerson, type Actor } from '../../platform/access-policy.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import {
  findOrganizationClasspasses,
  hasClassesLeft,
  hasReachedTrialLimit,
  isExpired,
  listAccountClasspasses,
  type AccountClasspass,
  type OrganizationClasspass,
} from '../classpasses/index.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { findBookableService, findServiceClasspassIds, type AppointmentService } from './personal-training.repository.js';
import { SERVICE_NOT_FOUND } from './service-messages.js';

// Account class passes a member sees at once (spec section 9).
const PASS_PAGE = { offset: 0, limit: 100 };

/**
 * What the book step offers: the member's passes that pay for the service, are not expired and have a session
 * left; and, for a member who needs one, the pass products paying for it that the shop sells (trial passes only
 * below the trial limit), cheapest first, to buy without leaving the wizard.
 */
export async function findAppointmentBookingOptions(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  serviceId: number | null,
): Promise<{ service: AppointmentService; passes: AccountClasspass[]; forSale: OrganizationClasspass[] }> {
  const member = requirePerson(actor);
  const service = serviceId === null ? undefined : await findBookableService(app.db, club.id, serviceId);
  if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
  const today = clubDateOf(app.clock.now(), club.timeZone);
  const [products, passes] = await Promise.all([findServiceClasspassIds(app.db, club.id, service.id), listAccountClasspasses(app.db, club.id, member.accountId, PASS_PAGE)]);
  const usable = passes
    .filter((p) => products.has(p.organizationClasspassId) && !isExpired(p, today) && hasClassesLeft(p))
    .sort((a, b) => a.dateEnd.localeCompare(b.dateEnd) || a.id - b.id);
  const [shop, trialLimitReached] = await Promise.all([findOrganizationClasspasses(app, club, actor, [...products]), hasReachedTrialLimit(app.db, club, member.accountId)]);
  const forSale = shop
    .filter((p) => p.displayShop && !p.archived && !(p.trialPass && trialLimitReached))
    .sort((a, b) => Number(a.price) - Number(b.price) || a.name.localeCompare(b.name));
  return { service, passes: usable, forSale };
}
