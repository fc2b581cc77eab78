import { GENDER_CODES, type GenderCode } from '@kiai/shared';
import type { UpdateAccountInput } from '../../graphql-types.generated.js';

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
export function updateAccountInput(accountId: string, values: ProfileValues): UpdateAccountInput {
  const { dateOfBirth, gender, ...rest } = values;
  return { id: accountId, ...rest, gender: gender || null, ...(dateOfBirth ? { dateOfBirth } : {}) };
}

/** The form's gender: the stored code, or '' when none is stored (or one the form does not offer). */
export function genderValue(gender: string | null): GenderCode | '' {
  return GENDER_CODES.find((code) => code === gender) ?? '';
}
