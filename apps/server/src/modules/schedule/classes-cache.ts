import type { AppContext } from '../../platform/app-context.js';
import type { CacheInvalidation } from '../../platform/cache-invalidation.js';
import type { ScheduleClass } from './schedule.js';

/**
 * A short-lived cache of the computed classes of a date range, per club. Every member opening the
 * schedule asks for the same week; computing it once per `ttlMs` serves them all. A booking or a timetable
 * change drops its club's entries here at once and on the other servers within about a second
 * (`classesCacheOf`). Nothing that decides a booking reads it: reserving, cancelling and rebooking check the
 * database under locks.
 */
export interface ClassesCache {
  get(clubId: number, from: string, until: string, load: () => Promise<ScheduleClass[]>): Promise<ScheduleClass[]>;
  invalidate(clubId: number): void;
}

/** This process's entries; `invalidateAll` when changes may have been missed. */
interface LocalClassesCache extends ClassesCache {
  invalidateAll(): void;
}

const MAX_ENTRIES = 500;

export function createClassesCache(ttlMs: number, now: () => number = () => performance.now()): LocalClassesCache {
  const entries = new Map<string, { at: number; generation: number; classes: Promise<ScheduleClass[]> }>();
  const generations = new Map<number, number>();
  const generationOf = (clubId: number) => generations.get(clubId) ?? 0;
  return {
    get(clubId, from, until, load) {
      if (ttlMs <= 0) return load();
      const key = `${clubId}/${from}/${until}`;
      const hit = entries.get(key);
      if (hit && hit.generation === generationOf(clubId) && now() - hit.at < ttlMs) return hit.classes;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // The promise is cached, so concurrent requests for a cold week share one load; a failed load is not kept.
      const classes = load();
      const entry = { at: now(), generation: generationOf(clubId), classes };
      entries.set(key, entry);
      classes.catch(() => entries.get(key) === entry && entries.delete(key));
      return classes;
    },
    invalidate(clubId) {
      generations.set(clubId, generationOf(clubId) + 1);
    },
    invalidateAll() {
      // A load still running keeps its promise for those awaiting it, but is no longer an entry.
      entries.clear();
    },
  };
}

/** Invalidating tells every server; hits are served only while other servers' messages arrive. */
function sharedClassesCache(local: LocalClassesCache, invalidation: CacheInvalidation): ClassesCache {
  invalidation.subscribe('classes', (key) => (key === null ? local.invalidateAll() : local.invalidate(Number(key))));
  return {
    get: (clubId, from, until, load) => (invalidation.live ? local.get(clubId, from, until, load) : load()),
    invalidate: (clubId) => invalidation.publish('classes', String(clubId)),
  };
}

const caches = new WeakMap<AppContext['db'], ClassesCache>();

/** The cache of one database (one per process and database; tests get their own with their database). */
export function classesCacheOf(app: Pick<AppContext, 'db' | 'config' | 'cacheInvalidation'>): ClassesCache {
  let cache = caches.get(app.db);
  if (!cache) caches.set(app.db, (cache = sharedClassesCache(createClassesCache(app.config.scheduleCacheMs), app.cacheInvalidation)));
  return cache;
}
