import type { AppContext } from '../../platform/app-context.js';
import type { AuthRateAction } from '../../platform/db/tables/auth.js';
import { AppError } from '../../platform/errors.js';
import { ANONYMOUS_REQUEST_WINDOW_MS } from './auth-limits.js';
import { countRateEvents, insertRateEvent } from './auth-rate-event.repository.js';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../platform/error-messages.js';

/** Counts one anonymous request from an address and refuses it past the hourly limit (config.anonymousRequestsPerIp). */
export async function throttleAnonymousRequest(app: AppContext, clubId: number, action: AuthRateAction, ip: string): Promise<void> {
  const now = app.clock.now();
  await insertRateEvent(app.db, { clubId, action, ip, createdAt: now });
  const count = await countRateEvents(app.db, clubId, action, ip, new Date(now.getTime() - ANONYMOUS_REQUEST_WINDOW_MS));
  if (count > app.config.anonymousRequestsPerIp) {
    throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY_REQUESTS_MESSAGE);
  }
}
