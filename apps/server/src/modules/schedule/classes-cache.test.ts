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

  it('keeps one stamp for a club while its ranges stay, a new one after an invalidation or at the end of the window', async () => {
    let time = 0;
    const cache = createClassesCache(1000, () => time);
    const load = vi.fn().mockResolvedValue(week(1));
    const first = cache.stamp(1);
    time = 600;
    await cache.get(1, 'a', 'b', load);
    time = 999;
    expect(cache.stamp(1)).toBe(first);
    cache.invalidate(1);
    const afterBooking = cache.stamp(1);
    expect(afterBooking).not.toBe(first);
    // The range loaded at 600 lives as long as the window that began at 0, not until 1600.
    time = 1000;
    expect(cache.stamp(1)).not.toBe(afterBooking);
    await cache.get(1, 'a', 'b', load);
    expect(load).toHaveBeenCalledTimes(2);
    const inNewWindow = cache.stamp(1);
    cache.invalidateAll();
    expect(cache.stamp(1)).not.toBe(inNewWindow);
    expect(createClassesCache(0, () => time).stamp(1)).toBeUndefined();
  });
});
