import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../auth/actor.js';
import type { Club } from '../clubs/club.js';
import type { Account } from './account.js';
import { searchActiveAccountsByName } from './account.repository.js';

export const ACCOUNT_SEARCH_LIMIT = 20;

/**
 * Staff booking someone into a class find them by name (schedule.attendance.edit): active accounts whose
 * name contains the text, at most ACCOUNT_SEARCH_LIMIT. Fewer than two characters find nobody (every name
 * holds one letter).
 */
export async function searchAccountsToBook(app: AppContext, club: Club, actor: Actor | null, text: string): Promise<Account[]> {
  requirePermission(actor, 'schedule.attendance.edit');
  const search = text.trim();
  if (search.length < 2) return [];
  return searchActiveAccountsByName(app.db, club.id, search, ACCOUNT_SEARCH_LIMIT);
}
