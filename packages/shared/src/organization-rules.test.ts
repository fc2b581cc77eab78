import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, checkFields } from './form-rules.js';
import { ATTEND_FOR_SHOP_BOOK, HOLIDAY_RULES, NAMED_ITEM_RULES, NAME_TOO_LONG, TWO_DECIMALS, attendForShopBookError, classpassRules } from './organization-rules.js';

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
    expect(checkFields(pass, classpassRules(false))).toEqual({ price: TWO_DECIMALS, validity: FORM_MESSAGES.aboveZero, classes: FORM_MESSAGES.required });
    expect(checkFields({ ...pass, price: '-1', validity: '3' }, classpassRules(true))).toEqual({ price: FORM_MESSAGES.positiveNumber });
    expect(checkFields({ ...pass, price: '120.50', validity: '3', classes: '10' }, classpassRules(false))).toEqual({});
  });

  it("keep attend enabled when 'book in webshop' is set", () => {
    expect(attendForShopBookError({ attend: false, shopBook: true })).toBe(ATTEND_FOR_SHOP_BOOK);
    expect(attendForShopBookError({ attend: true, shopBook: true })).toBeNull();
    expect(attendForShopBookError({ attend: false, shopBook: false })).toBeNull();
  });
});
