import type { AppContext } from '../../platform/app-context.js';
import type { CacheInvalidation } from '../../platform/cache-invalidation.js';
import type { ScheduleClass } from './schedule.js';

/**
 * A short-lived cache of the computed classes of a date range, per club. Every member opening the
 * schedule asks for the same week; computing it once per `ttlMs` serves them all. A booking or a timetable
 * change drops its club's entries here at once and on the other servers within about a second
 * (`classesCacheOf`). Nothing that decides a booking reads it: reserving, cancelling and rebooking check the
 * database under locks. A club's entries live in windows of `ttlMs` shared by all its ranges (a window starts at
 * the first read after the last one ran out), not `ttlMs` from each load, so what is derived from them in one
 * window can be kept exactly as long as they are: see `stamp`.
 */
export interface ClassesCache {
  get(clubId: number, from: string, until: string, load: () => Promise<ScheduleClass[]>): Promise<ScheduleClass[]>;
  invalidate(clubId: number): void;
  /**
   * Changes whenever any cached range of the club may change (an invalidation, or a new window): an answer
   * computed from this cache under one stamp is what the cache would give again while the stamp stays the same.
   * Undefined when nothing is cached (a lifetime of 0).
   */
  stamp(clubId: number): string | undefined;
}

/** This process's entries; `invalidateAll` when changes may have been missed. */
interface LocalClassesCache extends ClassesCache {
  invalidateAll(): void;
}

const MAX_ENTRIES = 500;

export function createClassesCache(ttlMs: number, now: () => number = () => performance.now()): LocalClassesCache {
  const entries = new Map<string, { stamp: string; classes: Promise<ScheduleClass[]> }>();
  const clubs = new Map<number, { generation: number; windowStart: number }>();
  // Counts `invalidateAll`s, so no stamp given before one is given again after it.
  let epoch = 0;
  /** The club's state, in a new window when its last one has run out. */
  const clubNow = (clubId: number) => {
    const club = clubs.get(clubId);
    if (!club) {
      const fresh = { generation: 0, windowStart: now() };
      clubs.set(clubId, fresh);
      return fresh;
    }
    if (now() - club.windowStart >= ttlMs) club.windowStart = now();
    return club;
  };
  const stampOf = (clubId: number) => {
    const { generation, windowStart } = clubNow(clubId);
    return `${epoch}/${generation}/${windowStart}`;
  };
  return {
    get(clubId, from, until, load) {
      if (ttlMs <= 0) return load();
      const key = `${clubId}/${from}/${until}`;
      const stamp = stampOf(clubId);
      const hit = entries.get(key);
      if (hit && hit.stamp === stamp) return hit.classes;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // The promise is cached, so concurrent requests for a cold week share one load; a failed load is not kept.
      const classes = load();
      const entry = { stamp, classes };
      entries.set(key, entry);
      classes.catch(() => entries.get(key) === entry && entries.delete(key));
      return classes;
    },
    invalidate(clubId) {
      const club = clubs.get(clubId);
      if (club) club.generation += 1;
    },
    stamp(clubId) {
      return ttlMs <= 0 ? undefined : stampOf(clubId);
    },
    invalidateAll() {
      // A load still running keeps its promise for those awaiting it, but is no longer an entry.
      entries.clear();
      epoch += 1;
    },
  };
}

/** Invalidating tells every server; hits are served only while other servers' messages arrive. */
function sharedClassesCache(local: LocalClassesCache, invalidation: CacheInvalidation): ClassesCache {
  invalidation.subscribe('classes', (key) => (key === null ? local.invalidateAll() : local.invalidate(Number(key))));
  return {
    get: (clubId, from, until, load) => (invalidation.live ? local.get(clubId, from, until, load) : load()),
    invalidate: (clubId) => invalidation.publish('classes', String(clubId)),
    stamp: (clubId) => (invalidation.live ? local.stamp(clubId) : undefined),
  };
}

const caches = new WeakMap<AppContext['db'], ClassesCache>();

/** The cache of one database (one per process and database; tests get their own with their database). */
export function classesCacheOf(app: Pick<AppContext, 'db' | 'config' | 'cacheInvalidation'>): ClassesCache {
  let cache = caches.get(app.db);
  if (!cache) caches.set(app.db, (cache = sharedClassesCache(createClassesCache(app.config.scheduleCacheMs), app.cacheInvalidation)));
  return cache;
}
