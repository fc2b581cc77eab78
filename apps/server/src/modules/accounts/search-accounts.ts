import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { type Account, searchAccounts as searchAccountRows, accountSearchTerms } from '../account-records/index.js';
import type { ListPage } from '../../platform/list-page.js';

export interface AccountSearchQuery {
  search?: string | null | undefined;
  archived?: boolean | null | undefined;
  /** NAME (default) or -NAME */
  orderBy?: string | null | undefined;
}

/** The back office's account list (accounts.view): active accounts unless archived, searched and sorted by name. */
export function searchAccounts(app: AppContext, club: Club, actor: Actor | null, query: AccountSearchQuery, page: ListPage): Promise<Account[]> {
  requirePermission(actor, 'accounts.view');
  return searchAccountRows(
    app.db,
    club.id,
    { terms: accountSearchTerms(query.search), archived: query.archived ?? false, descending: (query.orderBy ?? '').trim().toUpperCase() === '-NAME' },
    page,
  );
}
