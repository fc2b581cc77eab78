import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { type Account, searchAccounts, accountSearchTerms } from '../account-records/index.js';

export const ACCOUNT_SEARCH_LIMIT = 20;

/**
 * Staff booking someone into a class find them (schedule.attendance.edit) as the account list does: active
 * accounts by a prefix of a name, the full name or the email, or a key number; at most ACCOUNT_SEARCH_LIMIT.
 * Fewer than two characters find nobody (too many names start with one letter).
 */
export async function searchAccountsToBook(app: AppContext, club: Club, actor: Actor | null, text: string): Promise<Account[]> {
  requirePermission(actor, 'schedule.attendance.edit');
  const search = text.trim();
  if (search.length < 2) return [];
  return searchAccounts(app.db, club.id, { terms: accountSearchTerms(search), archived: false, descending: false }, { offset: 0, limit: ACCOUNT_SEARCH_LIMIT });
}
