import type { GenderCode } from '@kiai/shared';

export const UPDATE_ACCOUNT = `mutation UpdateAccount($input: UpdateAccountInput!) {
  updateAccount(input: $input) { account { id firstName lastName email } }
}`;

/** The profile form's values: strings as the inputs hold them ('' = not filled). */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: GenderCode | '';
  mobile: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
}

/** The updateAccount input; the date of birth is sent (as YYYY-MM-DD) only when filled. */
export function updateAccountInput(accountId: string, values: ProfileValues): Record<string, unknown> {
  const { dateOfBirth, gender, ...rest } = values;
  return { id: accountId, ...rest, gender: gender || null, ...(dateOfBirth ? { dateOfBirth } : {}) };
}
