import type { GenderCode } from '@kiai/shared';

/** The signed-in user as the contract's `user` / `currentAccount` queries describe it. */
export interface CurrentUser {
  id: string;
  /** The AccountNode global id, what `account:` arguments take. */
  accountId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  gender: GenderCode | null;
  dateOfBirth: string | null;
  address: string;
  postcode: string;
  city: string;
  country: string;
  phone: string;
  mobile: string;
  emergency: string;
  instructor: boolean;
  employee: boolean;
  profilePolicy: boolean;
  hasReachedTrialLimit: boolean;
  hasCompleteEnoughProfile: boolean;
}

export const CURRENT_USER_FIELDS = `id accountId firstName lastName fullName email gender dateOfBirth address postcode city country
  phone mobile emergency instructor employee profilePolicy hasReachedTrialLimit hasCompleteEnoughProfile`;

export const CURRENT_ACCOUNT_QUERY = `query CurrentAccount { currentAccount { ${CURRENT_USER_FIELDS} } }`;
