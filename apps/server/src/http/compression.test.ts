import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { reusingRecent } from './compression.js';

/** gzip that counts its calls. */
function countingGzip() {
  const calls: string[] = [];
  const compress = reusingRecent((input, options) => {
    calls.push(input.toString('latin1').slice(0, 12));
    return gzipSync(input, options);
  });
  return { compress, calls };
}

const answer = (label: string) => Buffer.from(`${label}:${'{"class":"Boxing","spaces":12},'.repeat(400)}`);

describe('reusingRecent', () => {
  it('compresses an answer once and hands the same bytes to an identical answer that comes later', () => {
    const { compress, calls } = countingGzip();
    const first = compress(answer('week-1'));
    const again = compress(answer('week-1'));
    expect(calls).toHaveLength(1);
    expect(again).toBe(first);
    expect(gunzipSync(again).equals(answer('week-1'))).toBe(true);
  });

  it('never gives one answer the bytes of another', () => {
    const { compress } = countingGzip();
    compress(answer('week-1'));
    expect(gunzipSync(compress(answer('week-2'))).equals(answer('week-2'))).toBe(true);
  });

  it('compresses small answers every time instead of remembering them', () => {
    const { compress, calls } = countingGzip();
    const small = Buffer.from('{"data":{"currentAccount":null}}');
    compress(small);
    compress(small);
    expect(calls).toHaveLength(2);
  });

  it('forgets the least recently used answer beyond 32', () => {
    const { compress, calls } = countingGzip();
    for (let i = 0; i < 33; i++) compress(answer(`answer-${i}`));
    compress(answer('answer-32'));
    expect(calls).toHaveLength(33);
    compress(answer('answer-0'));
    expect(calls).toHaveLength(34);
  });
});
