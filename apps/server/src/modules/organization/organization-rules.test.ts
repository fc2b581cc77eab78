import { describe, expect, it } from 'vitest';
import {
  ATTEND_FOR_SHOP_BOOK,
  DECIMAL,
  NUMBER_ABOVE_ZERO,
  POSITIVE_NUMBER,
  REQUIRED,
  assertNoFieldErrors,
  classesError,
  groupAccessError,
  nameError,
  priceError,
  validityError,
} from './organization-rules.js';

describe('organization form rules', () => {
  it('need a name of 1 to 200 characters', () => {
    expect(nameError('  ')).toBe(REQUIRED);
    expect(nameError('Boxing')).toBeUndefined();
    expect(nameError('x'.repeat(201))).toBeDefined();
  });

  it('take prices as exact decimals of two places, zero or more', () => {
    expect(priceError('')).toBe(REQUIRED);
    expect(priceError('12.50')).toBeUndefined();
    expect(priceError('0')).toBeUndefined();
    expect(priceError('12.505')).toBe(DECIMAL);
    expect(priceError('-1')).toBe(POSITIVE_NUMBER);
    expect(priceError('1e3')).toBe(DECIMAL);
  });

  it('need a validity and, unless unlimited, a number of classes above 0', () => {
    expect(validityError(0)).toBe(NUMBER_ABOVE_ZERO);
    expect(validityError(1.5)).toBe(NUMBER_ABOVE_ZERO);
    expect(validityError(30)).toBeUndefined();
    expect(classesError(null, false)).toBe(NUMBER_ABOVE_ZERO);
    expect(classesError(0, false)).toBe(NUMBER_ABOVE_ZERO);
    expect(classesError(10, false)).toBeUndefined();
    expect(classesError(null, true)).toBeUndefined();
  });

  it("keep attend enabled when 'book in webshop' is set", () => {
    expect(groupAccessError({ attend: false, shopBook: true })).toBe(ATTEND_FOR_SHOP_BOOK);
    expect(groupAccessError({ attend: true, shopBook: true })).toBeUndefined();
    expect(groupAccessError({ attend: true, shopBook: false })).toBeUndefined();
    expect(groupAccessError({ attend: false, shopBook: false })).toBeUndefined();
  });

  it('throw the first message with every failing field', () => {
    expect(() => assertNoFieldErrors({ name: undefined, price: undefined })).not.toThrow();
    try {
      assertNoFieldErrors({ name: REQUIRED, price: undefined, validity: NUMBER_ABOVE_ZERO });
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ code: 'VALIDATION_FAILED', message: REQUIRED, details: { fields: { name: REQUIRED, validity: NUMBER_ABOVE_ZERO } } });
    }
  });
});
