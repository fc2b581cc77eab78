import type { Config } from './config.js';

/** Rows in slices of `size` (the last one shorter): set-based reads of a long run, a slice at a time. */
export function inSlices<T>(rows: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}

/**
 * How many of a long run's short transactions go at once: a few on PostgreSQL (the pool holds ten connections, so
 * requests and other jobs keep theirs), one on PGlite, whose single connection runs transactions one at a time.
 */
export const RUN_WIDTH = 4;
export const transactionsAtOnce = (config: Pick<Config, 'databaseUrl'>): number => (config.databaseUrl ? RUN_WIDTH : 1);

/**
 * Runs `work` on every item, at most `width` at once, and answers the results in the items' order. Items of one lane
 * (`laneOf`) go one after the other in their order, each started once the one before it settled, so work that must
 * see what an earlier item of its lane did (one account's registration fee) does. Every item's work runs whatever
 * another's does; the first failure is thrown once all have settled (callers that isolate failures catch in `work`).
 */
export async function inLanes<T, R>(items: readonly T[], laneOf: (item: T) => unknown, width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const lanes = new Map<unknown, number[]>();
  for (const [index, item] of items.entries()) {
    const key = laneOf(item);
    const lane = lanes.get(key);
    if (lane) lane.push(index);
    else lanes.set(key, [index]);
  }
  const waiting = [...lanes.values()];
  const results = new Array<R>(items.length);
  const failures: unknown[] = [];
  const worker = async () => {
    for (let lane = waiting.shift(); lane; lane = waiting.shift()) {
      for (const index of lane) {
        try {
          results[index] = await work(items[index]!);
        } catch (error) {
          failures.push(error);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, waiting.length)) }, worker));
  if (failures.length > 0) throw failures[0];
  return results;
}
