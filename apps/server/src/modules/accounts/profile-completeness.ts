import type { Account } from './account.js';

/**
 * The profile fields a member must fill before buying in the shop (an invoice needs a name and an
 * address, the club a way to reach them). The spec names the flag only; this is the chosen set.
 */
export const REQUIRED_PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'mobile', 'address', 'postcode', 'city', 'country'] as const;

export function hasCompleteEnoughProfile(account: Pick<Account, (typeof REQUIRED_PROFILE_FIELDS)[number]>): boolean {
  return REQUIRED_PROFILE_FIELDS.every((field) => account[field].trim() !== '');
}
