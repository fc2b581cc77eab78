import { AppError } from '../../platform/errors.js';
import { isOwnAccount, requireActor, type Actor } from '../../platform/access-policy.js';

/** A person booking for themselves: a check-in device books no appointments, not even for itself. */
export function requireBookingPerson(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (!isOwnAccount(a, a.accountId)) throw new AppError('PERMISSION_DENIED', 'You do not have permission to do this.');
  return a;
}
