import type { AppContext } from '../../platform/app-context.js';
import type { CacheInvalidation } from '../../platform/cache-invalidation.js';
import type { Club } from './club.js';
import { findClubBySlug } from './club.repository.js';

/** How long a club is kept when no message says it changed (a message lost while sending fails). */
const TTL_MS = 30_000;

/**
 * Clubs by base path, kept so the lookup stays off every request's path. A settings change forgets its club
 * here at once and on every other server within about a second (the booking rules read the club from here);
 * while other servers' messages cannot arrive, every request reads the club afresh.
 */
export interface ClubCache {
  get(slug: string): Promise<Club | undefined>;
  forget(slug: string): void;
}

function createClubCache(db: AppContext['db'], invalidation: CacheInvalidation): ClubCache {
  const cache = new Map<string, { club: Club; at: number }>();
  // A club read while a message arrives may be the old one: it is kept only if no message came meanwhile.
  let generation = 0;
  invalidation.subscribe('club', (slug) => {
    generation += 1;
    if (slug === null) cache.clear();
    else cache.delete(slug);
  });
  return {
    async get(slug) {
      const hit = cache.get(slug);
      if (hit && invalidation.live && performance.now() - hit.at < TTL_MS) return hit.club;
      const readAt = generation;
      const club = await findClubBySlug(db, slug);
      // Only known clubs are cached, so random paths cannot grow the map.
      if (club && readAt === generation) cache.set(slug, { club, at: performance.now() });
      return club;
    },
    forget: (slug) => invalidation.publish('club', slug),
  };
}

const caches = new WeakMap<AppContext['db'], ClubCache>();

/** The cache of one database (one per process and database; tests get their own with their database). */
export function clubCacheOf(app: Pick<AppContext, 'db' | 'cacheInvalidation'>): ClubCache {
  let cache = caches.get(app.db);
  if (!cache) caches.set(app.db, (cache = createClubCache(app.db, app.cacheInvalidation)));
  return cache;
}
