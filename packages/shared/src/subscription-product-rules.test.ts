import { describe, expect, it } from 'vitest';
import { checkFields, FORM_MESSAGES } from './form-rules.js';
import { DATE_END_BEFORE_START, TWO_DECIMALS } from './organization-rules.js';
import {
  ATTEND_FOR_SUBSCRIPTION,
  MEMBERSHIP_VALIDITY_TOO_LONG,
  ONE_SUBSCRIPTION_GROUP_ONCE,
  TEXT_TOO_LONG,
  membershipProductRules,
  subscriptionGroupsError,
  subscriptionPriceRules,
  subscriptionProductRules,
} from './subscription-product-rules.js';

const product = {
  name: 'Twice a week',
  description: '',
  subscriptionUnit: 'WEEK',
  classes: '2',
  dailyCap: '',
  registrationFee: '25',
  minimumDurationMonths: '3',
  noticePeriod: '1',
  reconcileLaterClasses: '0',
  creditValidityDays: '',
};

describe('subscription product rules', () => {
  it('take classes a unit unless unlimited, and a daily cap only for unlimited', () => {
    expect(checkFields(product, subscriptionProductRules(false))).toEqual({});
    expect(checkFields({ ...product, classes: '' }, subscriptionProductRules(false))).toEqual({ classes: FORM_MESSAGES.required });
    expect(checkFields({ ...product, classes: '0' }, subscriptionProductRules(false))).toEqual({ classes: FORM_MESSAGES.aboveZero });
    expect(checkFields({ ...product, classes: '', dailyCap: '0' }, subscriptionProductRules(true))).toEqual({ dailyCap: FORM_MESSAGES.aboveZero });
    expect(checkFields({ ...product, classes: '', dailyCap: '2' }, subscriptionProductRules(true))).toEqual({});
  });

  it('keep numbers within what the database stores, money in cents and descriptions in 20000 characters', () => {
    expect(
      checkFields(
        { ...product, classes: '1001', registrationFee: '25.005', minimumDurationMonths: '121', noticePeriod: '-1', reconcileLaterClasses: '1.5', creditValidityDays: '3661', description: 'x'.repeat(20001) },
        subscriptionProductRules(false),
      ),
    ).toEqual({
      classes: 'Please input a number of at most 1000',
      registrationFee: TWO_DECIMALS,
      minimumDurationMonths: 'Please input a number of at most 120',
      noticePeriod: FORM_MESSAGES.positiveNumber,
      reconcileLaterClasses: FORM_MESSAGES.number,
      creditValidityDays: 'Please input a number of at most 3660',
      description: TEXT_TOO_LONG,
    });
  });

  it('refuse a price whose end is before its start, or a date that is not real', () => {
    expect(checkFields({ price: '60', dateStart: '2026-05-01', dateEnd: '2026-04-30' }, subscriptionPriceRules('2026-05-01'))).toEqual({ dateEnd: DATE_END_BEFORE_START });
    expect(checkFields({ price: '60', dateStart: '2026-05-01', dateEnd: '2026-05-01' }, subscriptionPriceRules('2026-05-01'))).toEqual({});
    expect(checkFields({ price: '', dateStart: '2026-02-30', dateEnd: null }, subscriptionPriceRules('2026-02-30'))).toMatchObject({ price: FORM_MESSAGES.required, dateStart: expect.stringContaining('real date') });
  });

  it('keep a membership valid for ten years at most', () => {
    const membership = { name: 'Club membership', description: '', terms: '', price: '30', validity: '1', renewalDaysBefore: '14' };
    expect(checkFields(membership, membershipProductRules('YEARS'))).toEqual({});
    expect(checkFields({ ...membership, validity: '11' }, membershipProductRules('YEARS'))).toEqual({ validity: MEMBERSHIP_VALIDITY_TOO_LONG });
    expect(checkFields({ ...membership, renewalDaysBefore: '366' }, membershipProductRules('MONTHS'))).toEqual({ renewalDaysBefore: 'Please input a number of at most 365' });
  });
});

describe('subscription groups of a class', () => {
  it('keep attend on when enroll or book in webshop is set (spec section 5), each group once', () => {
    const group = { groupId: 1, attend: true, shopBook: true, enroll: true };
    expect(subscriptionGroupsError([group])).toBeNull();
    expect(subscriptionGroupsError([{ ...group, attend: false, shopBook: false }])).toBe(ATTEND_FOR_SUBSCRIPTION);
    expect(subscriptionGroupsError([{ ...group, attend: false, enroll: false }])).toBe(ATTEND_FOR_SUBSCRIPTION);
    expect(subscriptionGroupsError([{ ...group, attend: false, shopBook: false, enroll: false }])).toBeNull();
    expect(subscriptionGroupsError([group, group])).toBe(ONE_SUBSCRIPTION_GROUP_ONCE);
  });
});
