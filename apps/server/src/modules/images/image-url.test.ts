import { describe, expect, it } from 'vitest';
import { imageUrl, parseImageFileName } from './image-url.js';

const sha256 = 'ab'.repeat(32);

describe('image URLs', () => {
  it('name the club, the id and the start of the content hash', () => {
    expect(imageUrl('northside', { id: 7, sha256 })).toBe('/northside/d/api/images/7-abababababababababab');
  });

  it('read back the id and hash, and nothing of another shape', () => {
    expect(parseImageFileName('7-abababababababababab')).toEqual({ id: 7, hash: 'abababababababababab' });
    expect(parseImageFileName('7-ababab')).toBeNull();
    expect(parseImageFileName('7-ABABABABABABABABABAB')).toBeNull();
    expect(parseImageFileName('x-abababababababababab')).toBeNull();
    expect(parseImageFileName('7-abababababababababab.png')).toBeNull();
  });
});
