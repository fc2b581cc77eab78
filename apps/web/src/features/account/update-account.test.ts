import { describe, expect, it } from 'vitest';
import { updateAccountInput, type ProfileValues } from './update-account.js';

const values: ProfileValues = {
  firstName: 'Mia',
  lastName: 'Jansen',
  dateOfBirth: null,
  gender: 'F',
  mobile: '0612345678',
  address: 'Ringweg 1',
  postcode: '1011 AB',
  city: 'Amsterdam',
  country: 'NL',
};

describe('updateAccountInput', () => {
  it('leaves the date of birth out when it is not filled', () => {
    expect(updateAccountInput('QWNjb3VudE5vZGU6Nw==', values)).toEqual({
      id: 'QWNjb3VudE5vZGU6Nw==',
      firstName: 'Mia',
      lastName: 'Jansen',
      gender: 'F',
      mobile: '0612345678',
      address: 'Ringweg 1',
      postcode: '1011 AB',
      city: 'Amsterdam',
      country: 'NL',
    });
  });

  it('sends a filled date of birth as YYYY-MM-DD', () => {
    expect(updateAccountInput('id', { ...values, dateOfBirth: '1990-04-30' })).toMatchObject({ dateOfBirth: '1990-04-30' });
  });

  it('sends an unchosen gender as null', () => {
    expect(updateAccountInput('id', { ...values, gender: '' })).toMatchObject({ gender: null });
  });
});
