import type { AppContext } from '../../platform/app-context.js';
import type { ScheduleClass } from './schedule.js';

/**
 * A short-lived cache of the computed classes of a date range, per club. Every member opening the
 * schedule asks for the same week; computing it once per `ttlMs` serves them all. Bookings made on this
 * server drop their club's entries at once; other servers' bookings show after at most `ttlMs`. Nothing
 * that decides a booking reads it: reserving, cancelling and rebooking check the database under locks.
 */
export interface ClassesCache {
  get(clubId: number, from: string, until: string, load: () => Promise<ScheduleClass[]>): Promise<ScheduleClass[]>;
  invalidate(clubId: number): void;
}

const MAX_ENTRIES = 500;

export function createClassesCache(ttlMs: number, now: () => number = () => performance.now()): ClassesCache {
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
  };
}

const caches = new WeakMap<AppContext['db'], ClassesCache>();

/** The cache of one database (one per process and database; tests get their own with their database). */
export function classesCacheOf(app: Pick<AppContext, 'db' | 'config'>): ClassesCache {
  let cache = caches.get(app.db);
  if (!cache) caches.set(app.db, (cache = createClassesCache(app.config.scheduleCacheMs)));
  return cache;
}
