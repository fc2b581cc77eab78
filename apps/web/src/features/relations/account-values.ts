import { email, required, type FieldRules } from '@kiai/shared';
import type { BackofficeAccountFieldsFragment } from './accounts.generated.js';

/** The profile form's values: every field as the inputs hold it (text; '' for none). */
export interface AccountProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  keyNumber: string;
  dateOfBirth: string;
  gender: string;
  mobile: string;
  phone: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  emergency: string;
  instructor: boolean;
  employee: boolean;
}

/** The same rules the server checks on an account. */
export const ACCOUNT_RULES: FieldRules<AccountProfileValues> = { firstName: [required], lastName: [required], email: [required, email] };

export const EMPTY_ACCOUNT: AccountProfileValues = {
  firstName: '',
  lastName: '',
  email: '',
  keyNumber: '',
  dateOfBirth: '',
  gender: '',
  mobile: '',
  phone: '',
  address: '',
  postcode: '',
  city: '',
  country: '',
  emergency: '',
  instructor: false,
  employee: false,
};

export function profileValuesOf(account: BackofficeAccountFieldsFragment): AccountProfileValues {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email ?? '',
    keyNumber: account.keyNumber ?? '',
    dateOfBirth: account.dateOfBirth ?? '',
    gender: account.gender ?? '',
    mobile: account.mobile ?? '',
    phone: account.phone ?? '',
    address: account.address ?? '',
    postcode: account.postcode ?? '',
    city: account.city ?? '',
    country: account.country ?? '',
    emergency: account.emergency ?? '',
    instructor: account.instructor,
    employee: account.employee,
  };
}

/** The values as the API takes them: a date of birth only when filled (null clears it). */
export function accountInputOf(values: AccountProfileValues) {
  return { ...values, dateOfBirth: values.dateOfBirth === '' ? null : values.dateOfBirth };
}
