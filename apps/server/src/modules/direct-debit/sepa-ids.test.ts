import { describe, expect, it } from 'vitest';
import { bicProblem, creditorIdProblem, ibanProblem, mandateReferenceProblem, normalizedIban, sepaName } from './sepa-ids.js';

describe('mandateReferenceProblem (L9)', () => {
  it('takes references of the SEPA set up to 35 characters', () => {
    expect(mandateReferenceProblem('KIAI-M-000123')).toBeNull();
    expect(mandateReferenceProblem("A/b-c?d:e(f)g.h,i'j+k l")).toBeNull();
    expect(mandateReferenceProblem('x'.repeat(35))).toBeNull();
  });

  it('refuses 36 characters, a "ü", a leading "/", "//" and an empty reference', () => {
    expect(mandateReferenceProblem('x'.repeat(36))).toBe('The mandate reference may have at most 35 characters.');
    expect(mandateReferenceProblem('MÜLLER-1')).toMatch(/may only use/);
    expect(mandateReferenceProblem('müller-1')).toMatch(/may only use/);
    expect(mandateReferenceProblem('/M-1')).toBe('The mandate reference may not start with "/".');
    expect(mandateReferenceProblem('M//1')).toBe('The mandate reference may not contain "//".');
    expect(mandateReferenceProblem('')).toBe('The mandate reference is required.');
    expect(mandateReferenceProblem('M_1')).toMatch(/may only use/);
  });

  it('refuses the 36-character UUIDs the old system used', () => {
    expect(mandateReferenceProblem('4f9d1c2e-8a7b-4c3d-9e8f-0a1b2c3d4e5f')).toMatch(/at most 35/);
  });
});

describe('IBAN and BIC', () => {
  it('takes a valid IBAN as typed, spaces and lower case included', () => {
    expect(ibanProblem('de89 3704 0044 0532 0130 00')).toBeNull();
    expect(normalizedIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(ibanProblem('NL91ABNA0417164300')).toBeNull();
  });

  it('refuses a wrong check digit, a wrong length and rubbish', () => {
    expect(ibanProblem('DE88370400440532013000')).toMatch(/not valid/);
    expect(ibanProblem('DE8937040044053201300')).toMatch(/not valid/);
    expect(ibanProblem('hello')).toMatch(/not valid/);
    expect(ibanProblem('')).toMatch(/not valid/);
  });

  it('refuses an IBAN outside the SEPA scheme', () => {
    expect(ibanProblem('BR1800360305000010009795493C1')).toBe('The IBAN is not of a country in the SEPA scheme.');
  });

  it('takes no BIC or a valid one', () => {
    expect(bicProblem('')).toBeNull();
    expect(bicProblem('DEUTDEFF')).toBeNull();
    expect(bicProblem('DEUTDEFF500')).toBeNull();
    expect(bicProblem('DEUT')).toMatch(/not valid/);
  });
});

describe('creditorIdProblem', () => {
  it('takes valid creditor identifiers', () => {
    expect(creditorIdProblem('DE98ZZZ09999999999')).toBeNull();
    expect(creditorIdProblem('NL69ZZZ123456780000')).toBeNull();
    expect(creditorIdProblem('IT66ZZZA1B2C3D4E5F6G7H8')).toBeNull();
  });

  it('refuses wrong check digits and wrong shapes', () => {
    expect(creditorIdProblem('DE97ZZZ09999999999')).toMatch(/check digits/);
    expect(creditorIdProblem('de98zzz09999999999')).toMatch(/looks like/);
    expect(creditorIdProblem('DE98')).toMatch(/looks like/);
    expect(creditorIdProblem('US98ZZZ09999999999')).toMatch(/SEPA scheme/);
  });
});

describe('sepaName', () => {
  it('cuts an 80-character name to 70 and keeps "Müller" as it is', () => {
    expect(sepaName('a'.repeat(80))).toHaveLength(70);
    expect(sepaName('Jürgen Müller')).toBe('Jürgen Müller');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(Array.from(sepaName('😀'.repeat(75)))).toHaveLength(70);
  });
});
