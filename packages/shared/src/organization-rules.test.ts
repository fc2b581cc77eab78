import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, checkFields } from './form-rules.js';
import { ATTEND_FOR_SHOP_BOOK, HOLIDAY_RULES, NAMED_ITEM_RULES, NAME_TOO_LONG, TWO_DECIMALS, VALIDITY_TOO_LONG, attendForShopBookError, classpassRules } from './organization-rules.js';

describe('organization form rules', () => {
  it('need a name of at most 200 characters', () => {
    expect(checkFields({ name: ' ' }, NAMED_ITEM_RULES)).toEqual({ name: FORM_MESSAGES.required });
    expect(checkFields({ name: 'x'.repeat(201) }, NAMED_ITEM_RULES)).toEqual({ name: NAME_TOO_LONG });
    expect(checkFields({ name: 'Boxing' }, NAMED_ITEM_RULES)).toEqual({});
  });

  it('need a holiday name, dates and at least one location', () => {
    expect(checkFields({ name: 'Christmas', dateStart: '2026-12-24', dateEnd: '', locations: [] }, HOLIDAY_RULES)).toEqual({
      dateEnd: FORM_MESSAGES.required,
      locations: FORM_MESSAGES.required,
    });
  });

  it('take a price of two decimals at most, a validity and, unless unlimited, classes above 0', () => {
    const pass = { name: 'Ten', price: '12.505', validity: '0', classes: '' };
    expect(checkFields(pass, classpassRules(false, 'MONTHS'))).toEqual({ price: TWO_DECIMALS, validity: FORM_MESSAGES.aboveZero, classes: FORM_MESSAGES.required });
    expect(checkFields({ ...pass, price: '-1', validity: '3' }, classpassRules(true, 'MONTHS'))).toEqual({ price: FORM_MESSAGES.positiveNumber });
    expect(checkFields({ ...pass, price: '120.50', validity: '3', classes: '10' }, classpassRules(false, 'MONTHS'))).toEqual({});
  });

  it('keep a pass valid for ten years at most in every unit, so its end date stays a real date', () => {
    const pass = { name: 'Long', price: '10', classes: '1' };
    for (const [unit, most] of [['DAYS', 3653], ['WEEKS', 521], ['MONTHS', 120], ['YEARS', 10]] as const) {
      expect(checkFields({ ...pass, validity: String(most) }, classpassRules(false, unit))).toEqual({});
      expect(checkFields({ ...pass, validity: String(most + 1) }, classpassRules(false, unit))).toEqual({ validity: VALIDITY_TOO_LONG });
    }
    expect(checkFields({ ...pass, validity: '99999999999' }, classpassRules(false, 'YEARS'))).toEqual({ validity: VALIDITY_TOO_LONG });
  });

  it("keep attend enabled when 'book in webshop' is set", () => {
    expect(attendForShopBookError({ attend: false, shopBook: true })).toBe(ATTEND_FOR_SHOP_BOOK);
    expect(attendForShopBookError({ attend: true, shopBook: true })).toBeNull();
    expect(attendForShopBookError({ attend: false, shopBook: false })).toBeNull();
  });
});
