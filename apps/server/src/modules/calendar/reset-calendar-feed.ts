import type { AppContext } from '../../platform/app-context.js';
import { requirePerson, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { saveCalendarFeed } from './calendar-feed.repository.js';
import { calendarFeedUrl, newCalendarFeedSecret } from './calendar-feed-token.js';

/** Gives the signed-in person's feed a new secret URL; the old one stops working at once. */
export async function resetCalendarFeed(app: AppContext, club: Club, actor: Actor | null): Promise<{ url: string }> {
  const person = requirePerson(actor);
  const fresh = newCalendarFeedSecret(app.config.jwtSecret);
  await app.db.transaction().execute((trx) => saveCalendarFeed(trx, club.id, person.accountId, fresh.seed, fresh.hash, app.clock.now()));
  return { url: calendarFeedUrl(app.config.publicUrl, club.slug, fresh.token) };
}
