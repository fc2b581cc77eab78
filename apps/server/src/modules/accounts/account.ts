import type { Selectable } from 'kysely';
import type { AccountsTable } from '../../platform/db/tables/core.js';

export type Account = Selectable<AccountsTable>;

export function fullName(account: Pick<Account, 'firstName' | 'lastName'>): string {
  return `${account.firstName} ${account.lastName}`.trim();
}
