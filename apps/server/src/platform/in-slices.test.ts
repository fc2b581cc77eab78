import { describe, expect, it } from 'vitest';
import { inLanes, inSlices, transactionsAtOnce } from './in-slices.js';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('inSlices', () => {
  it('cuts rows in slices, the last one shorter', () => {
    expect(inSlices([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inSlices([], 100)).toEqual([]);
  });
});

describe('inLanes', () => {
  it('answers the results in the items’ order, however they finish', async () => {
    const results = await inLanes([30, 10, 20, 0], (n) => n, 4, async (n) => {
      await new Promise((resolve) => setTimeout(resolve, n));
      return n * 2;
    });
    expect(results).toEqual([60, 20, 40, 0]);
  });

  it('runs at most `width` at once', async () => {
    let running = 0;
    let most = 0;
    await inLanes(Array.from({ length: 12 }, (_, i) => i), (n) => n, 3, async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    });
    expect(most).toBe(3);
  });

  it('runs the items of one lane one after the other, in their order, each once the one before settled', async () => {
    const events: string[] = [];
    const items = [
      { lane: 'a', name: 'a1' },
      { lane: 'b', name: 'b1' },
      { lane: 'a', name: 'a2' },
      { lane: 'a', name: 'a3' },
    ];
    await inLanes(items, (item) => item.lane, 4, async ({ lane, name }) => {
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
      if (name === 'a2') throw new Error('a2 failed');
      return lane;
    }).catch(() => {});
    const a = events.filter((e) => e.endsWith(' a1') || e.endsWith(' a2') || e.endsWith(' a3'));
    expect(a).toEqual(['start a1', 'end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
    // b runs beside a's lane.
    expect(events.indexOf('start b1')).toBeLessThan(events.indexOf('end a1'));
  });

  it('runs every item when one fails, then throws the first failure', async () => {
    const done: number[] = [];
    const run = inLanes([1, 2, 3, 4], (n) => n % 2, 2, async (n) => {
      await tick();
      if (n === 1) throw new Error('one failed');
      done.push(n);
    });
    await expect(run).rejects.toThrow('one failed');
    expect(done.sort()).toEqual([2, 3, 4]);
  });

  it('works one at a time with width 1, and with no items', async () => {
    const order: number[] = [];
    await inLanes([3, 1, 2], (n) => n, 1, async (n) => {
      await tick();
      order.push(n);
    });
    expect(order).toEqual([3, 1, 2]);
    expect(await inLanes([], () => 0, 4, async () => 1)).toEqual([]);
  });
});

describe('transactionsAtOnce', () => {
  it('is a few on PostgreSQL and one on PGlite', () => {
    expect(transactionsAtOnce({ databaseUrl: 'postgres://x/y' })).toBe(4);
    expect(transactionsAtOnce({ databaseUrl: undefined })).toBe(1);
  });
});
