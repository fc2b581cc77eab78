import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { ListPage } from '../../platform/list-page.js';
import type { Club } from '../clubs/index.js';
import { businessSearch, type BusinessRelation } from './business.js';
import { findBusiness, listBusinesses } from './business.repository.js';

/** Relations → Businesses (relations.businesses.view): current or archived, by name, searched. */
export function listBusinessRelations(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  filter: { archived: boolean; search: string | null | undefined },
  page: ListPage,
): Promise<BusinessRelation[]> {
  requirePermission(actor, 'relations.businesses.view');
  return listBusinesses(app.db, club.id, { archived: filter.archived, search: businessSearch(filter.search) }, page);
}

export function findBusinessRelation(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<BusinessRelation | undefined> {
  requirePermission(actor, 'relations.businesses.view');
  return findBusiness(app.db, club.id, id);
}
