import type { ProfileField } from '@kiai/shared';
import type { Account } from '../account-records/index.js';

/**
 * Whether a member filled the profile fields their club requires before buying in the shop (an invoice needs a
 * name and an address, the club a way to reach them). The club chooses the fields (Settings → Shop).
 */
export function hasCompleteEnoughProfile(account: Pick<Account, ProfileField>, requiredFields: readonly string[]): boolean {
  return requiredFields.every((field) => {
    const value = account[field as ProfileField] as string | null | undefined;
    return value !== null && value !== undefined && value.trim() !== '';
  });
}
