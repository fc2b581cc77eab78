import type { Db } from '../platform/db/database.js';
import { findClubBySlug } from '../modules/clubs/club.repository.js';
import type { Club } from '../modules/clubs/club.js';

const TTL_MS = 30_000;

/** Resolves a base path to its club; a short cache keeps the lookup off the hot path. */
export function createClubResolver(db: Db): (slug: string) => Promise<Club | undefined> {
  const cache = new Map<string, { club: Club | undefined; at: number }>();
  return async (slug) => {
    const hit = cache.get(slug);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.club;
    const club = await findClubBySlug(db, slug);
    // Only known clubs are cached, so random paths cannot grow the map.
    if (club) cache.set(slug, { club, at: Date.now() });
    return club;
  };
}
