import { describe, expect, it, vi } from 'vitest';
import { createClassesCache } from './classes-cache.js';
import type { ScheduleClass } from './schedule.js';

const week = (n: number) => [{ date: `2026-03-0${n}` } as unknown as ScheduleClass];

describe('the classes cache', () => {
  it('serves a range from memory within its lifetime and loads again after it', async () => {
    let time = 0;
    const cache = createClassesCache(1000, () => time);
    const load = vi.fn().mockResolvedValueOnce(week(1)).mockResolvedValueOnce(week(2));
    expect(await cache.get(1, 'a', 'b', load)).toEqual(week(1));
    time = 999;
    expect(await cache.get(1, 'a', 'b', load)).toEqual(week(1));
    time = 1000;
    expect(await cache.get(1, 'a', 'b', load)).toEqual(week(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent requests', async () => {
    const cache = createClassesCache(1000, () => 0);
    const load = vi.fn().mockResolvedValue(week(1));
    await Promise.all([cache.get(1, 'a', 'b', load), cache.get(1, 'a', 'b', load), cache.get(1, 'a', 'b', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a club’s ranges when it is invalidated, not other clubs’', async () => {
    const cache = createClassesCache(1000, () => 0);
    const load = vi.fn().mockResolvedValue(week(1));
    await cache.get(1, 'a', 'b', load);
    await cache.get(2, 'a', 'b', load);
    cache.invalidate(1);
    await cache.get(1, 'a', 'b', load);
    await cache.get(2, 'a', 'b', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('drops every club’s ranges when changes may have been missed, also a load still running', async () => {
    const cache = createClassesCache(1000, () => 0);
    const load = vi.fn().mockResolvedValue(week(1));
    await cache.get(1, 'a', 'b', load);
    const running = cache.get(2, 'a', 'b', load);
    cache.invalidateAll();
    await running;
    await cache.get(1, 'a', 'b', load);
    await cache.get(2, 'a', 'b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps no failed load and caches nothing with a lifetime of 0', async () => {
    const cache = createClassesCache(1000, () => 0);
    const failing = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(week(1));
    await expect(cache.get(1, 'a', 'b', failing)).rejects.toThrow('db down');
    expect(await cache.get(1, 'a', 'b', failing)).toEqual(week(1));
    const off = createClassesCache(0, () => 0);
    const load = vi.fn().mockResolvedValue(week(1));
    await off.get(1, 'a', 'b', load);
    await off.get(1, 'a', 'b', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
