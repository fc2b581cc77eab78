import type { AppContext } from '../../platform/app-context.js';
import type { Club } from './club.js';
import { findClubBySlug } from './club.repository.js';

const TTL_MS = 30_000;

/**
 * Clubs by base path, kept 30 s so the lookup stays off every request's path. A settings change on this server
 * forgets its club at once (the booking rules read the club from here); other servers see it within 30 s.
 */
export interface ClubCache {
  get(slug: string): Promise<Club | undefined>;
  forget(slug: string): void;
}

function createClubCache(db: AppContext['db']): ClubCache {
  const cache = new Map<string, { club: Club; at: number }>();
  return {
    async get(slug) {
      const hit = cache.get(slug);
      if (hit && performance.now() - hit.at < TTL_MS) return hit.club;
      const club = await findClubBySlug(db, slug);
      // Only known clubs are cached, so random paths cannot grow the map.
      if (club) cache.set(slug, { club, at: performance.now() });
      return club;
    },
    forget(slug) {
      cache.delete(slug);
    },
  };
}

const caches = new WeakMap<AppContext['db'], ClubCache>();

/** The cache of one database (one per process and database; tests get their own with their database). */
export function clubCacheOf(app: Pick<AppContext, 'db'>): ClubCache {
  let cache = caches.get(app.db);
  if (!cache) caches.set(app.db, (cache = createClubCache(app.db)));
  return cache;
}
