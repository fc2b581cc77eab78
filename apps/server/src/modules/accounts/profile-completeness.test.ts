import { describe, expect, it } from 'vitest';
import { hasCompleteEnoughProfile } from './profile-completeness.js';

const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  mobile: '0612345678',
  phone: '',
  address: 'Main street 1',
  postcode: '1234 AB',
  city: 'Amsterdam',
  country: 'NL',
  dateOfBirth: null,
  gender: null,
  emergency: '',
};

describe('hasCompleteEnoughProfile', () => {
  it('asks only for the fields the club requires', () => {
    expect(hasCompleteEnoughProfile(filled, ['firstName', 'lastName', 'mobile'])).toBe(true);
    expect(hasCompleteEnoughProfile(filled, ['firstName', 'phone'])).toBe(false);
    expect(hasCompleteEnoughProfile(filled, [])).toBe(true);
  });

  it('counts blank text and missing dates or gender as not filled', () => {
    expect(hasCompleteEnoughProfile({ ...filled, city: '  ' }, ['city'])).toBe(false);
    expect(hasCompleteEnoughProfile(filled, ['dateOfBirth'])).toBe(false);
    expect(hasCompleteEnoughProfile({ ...filled, dateOfBirth: '1990-01-01', gender: 'F' }, ['dateOfBirth', 'gender'])).toBe(true);
  });
});
