import { describe, expect, it } from 'vitest';
import { newPairingCode, normalizePairingCode, PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from './pairing-code.js';

describe('pairing codes', () => {
  it('are eight characters without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const code = newPairingCode();
      expect(code).toHaveLength(PAIRING_CODE_LENGTH);
      expect([...code].every((c) => PAIRING_CODE_ALPHABET.includes(c))).toBe(true);
    }
    expect(PAIRING_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('ignore case, spaces and dashes when typed', () => {
    expect(normalizePairingCode(' abcd-ef 23 ')).toBe('ABCDEF23');
  });
});
