import type { AppContext } from '../../platform/app-context.js';
import { requirePerson, type Actor } from '../../platform/access-policy.js';
import { hashSecretToken } from '../auth/index.js';
import type { Club } from '../clubs/index.js';
import { findCalendarFeed, insertCalendarFeedIfMissing, saveCalendarFeed } from './calendar-feed.repository.js';
import { calendarFeedToken, calendarFeedUrl, newCalendarFeedSecret } from './calendar-feed-token.js';

/**
 * The signed-in person's own private feed URL, made on first use. A stored seed that no longer gives the
 * stored hash (the server's key changed) gets a new secret, so the URL shown always works.
 */
export async function showCalendarFeed(app: AppContext, club: Club, actor: Actor | null): Promise<{ url: string }> {
  const person = requirePerson(actor);
  const key = app.config.jwtSecret;
  return app.db.transaction().execute(async (trx) => {
    const fresh = newCalendarFeedSecret(key);
    await insertCalendarFeedIfMissing(trx, club.id, person.accountId, fresh.seed, fresh.hash, app.clock.now());
    const feed = await findCalendarFeed(trx, club.id, person.accountId);
    const token = feed && calendarFeedToken(key, feed.secretSeed);
    if (token && hashSecretToken(token) === feed.tokenHash) return { url: calendarFeedUrl(app.config.publicUrl, club.slug, token) };
    await saveCalendarFeed(trx, club.id, person.accountId, fresh.seed, fresh.hash, app.clock.now());
    return { url: calendarFeedUrl(app.config.publicUrl, club.slug, fresh.token) };
  });
}
