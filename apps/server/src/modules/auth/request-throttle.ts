import type { Db } from '../../platform/db/database.js';
import type { AuthRateAction } from '../../platform/db/tables/auth.js';
import { AppError } from '../../platform/errors.js';
import { ANONYMOUS_REQUEST_WINDOW_MS, ANONYMOUS_REQUESTS_PER_IP } from './auth-limits.js';
import { countRateEvents, insertRateEvent } from './auth-rate-event.repository.js';

/** Counts one anonymous request from an address and refuses it past the hourly limit. */
export async function throttleAnonymousRequest(db: Db, clubId: number, action: AuthRateAction, ip: string, now: Date): Promise<void> {
  await insertRateEvent(db, { clubId, action, ip, createdAt: now });
  const count = await countRateEvents(db, clubId, action, ip, new Date(now.getTime() - ANONYMOUS_REQUEST_WINDOW_MS));
  if (count > ANONYMOUS_REQUESTS_PER_IP) {
    throw new AppError('TOO_MANY_ATTEMPTS', 'Too many requests. Please try again later.');
  }
}
