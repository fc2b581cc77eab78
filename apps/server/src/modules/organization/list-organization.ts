import type { AppContext } from '../../platform/app-context.js';
import { hasPermission, requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { findGroupsByIds, findHoliday, groupIdsOfProducts, listGroups, listHolidays, type ProductGroupRow, type GroupTable, type HolidayRow, listTaxRates, type ProductKind, type TaxRateRow } from './organization.repository.js';
import type { ListPage } from '../../platform/list-page.js';

/** Holidays, latest first (organization.view). */
export function listOrganizationHolidays(app: AppContext, club: Club, actor: Actor | null, page: ListPage): Promise<HolidayRow[]> {
  requirePermission(actor, 'organization.view');
  return listHolidays(app.db, club.id, page);
}

/** One holiday for organization.view; anyone else gets none, as for a missing id. */
export async function findOrganizationHoliday(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<HolidayRow | undefined> {
  return hasPermission(actor, 'organization.view') ? findHoliday(app.db, club.id, id) : undefined;
}

/** Class pass or subscription groups, by name (organization.view). */
export function listOrganizationGroups(app: AppContext, club: Club, actor: Actor | null, table: GroupTable, archived: boolean, page: ListPage): Promise<ProductGroupRow[]> {
  requirePermission(actor, 'organization.view');
  return listGroups(app.db, table, club.id, archived, page);
}

export async function findOrganizationGroup(app: AppContext, club: Club, actor: Actor | null, table: GroupTable, id: number): Promise<ProductGroupRow | undefined> {
  if (!hasPermission(actor, 'organization.view')) return undefined;
  return (await findGroupsByIds(app.db, table, club.id, [id]))[0];
}

const GROUP_TABLES: Record<ProductKind, GroupTable> = { classpass: 'organizationClasspassGroups', subscription: 'organizationSubscriptionGroups' };

/** The groups each of these products belongs to, in their order: set-up, so for organization.view only (others see none). */
export async function groupsOfProducts(app: AppContext, club: Club, actor: Actor | null, kind: ProductKind, productIds: readonly number[]): Promise<ProductGroupRow[][]> {
  if (!hasPermission(actor, 'organization.view')) return productIds.map(() => []);
  const idsByProduct = await groupIdsOfProducts(app.db, kind, club.id, productIds);
  const groups = await findGroupsByIds(app.db, GROUP_TABLES[kind], club.id, [...new Set([...idsByProduct.values()].flat())]);
  return productIds.map((id) => groups.filter((g) => idsByProduct.get(id)?.includes(g.id)));
}

/** The club's tax rates, for the product form (organization.view). */
export function listOrganizationTaxRates(app: AppContext, club: Club, actor: Actor | null): Promise<TaxRateRow[]> {
  requirePermission(actor, 'organization.view');
  return listTaxRates(app.db, club.id);
}
