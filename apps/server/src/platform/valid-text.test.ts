import { describe, expect, it } from 'vitest';
import { decodeUtf8, NOT_UTF8_TEXT, NUL_IN_TEXT, textProblem, textProblemInJson } from './valid-text.js';

describe('valid text', () => {
  it('accepts ordinary text, accents, emoji and control characters other than NUL', () => {
    for (const text of ['', 'Amsterdam', 'Zürich', 'Łódź 🥊', 'tab\there', 'line\nbreak']) expect(textProblem(text)).toBeUndefined();
  });

  it('refuses NUL and lone surrogates', () => {
    expect(textProblem('a\u0000b')).toBe(NUL_IN_TEXT);
    expect(textProblem('a\uD800b')).toBe(NOT_UTF8_TEXT);
    expect(textProblem('\uDC00')).toBe(NOT_UTF8_TEXT);
    expect(textProblem('🥊'.slice(0, 1))).toBe(NOT_UTF8_TEXT);
  });

  it('finds bad text in nested values and in keys', () => {
    expect(textProblemInJson({ input: { city: 'Ams', tags: ['ok', 'x\u0000'] } })).toBe(NUL_IN_TEXT);
    expect(textProblemInJson({ ['k\u0000']: 1 })).toBe(NUL_IN_TEXT);
    expect(textProblemInJson({ a: [1, true, null, { b: 'fine' }] })).toBeUndefined();
  });

  it('walks JSON nested deeper than the call stack', () => {
    const depth = 500_000;
    const nested = JSON.parse(`${'['.repeat(depth)}"x\\u0000"${']'.repeat(depth)}`) as unknown;
    expect(textProblemInJson(nested)).toBe(NUL_IN_TEXT);
  });

  it('decodes only valid UTF-8', () => {
    expect(decodeUtf8(Buffer.from('Zürich', 'utf8'))).toBe('Zürich');
    expect(decodeUtf8(Buffer.from([0x7b, 0xc3, 0x28, 0x7d]))).toBeUndefined();
    expect(decodeUtf8(Buffer.from([0xed, 0xa0, 0x80]))).toBeUndefined(); // an encoded surrogate
  });
});
