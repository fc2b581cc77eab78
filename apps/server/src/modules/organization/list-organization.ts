import type { AppContext } from '../../platform/app-context.js';
import { hasPermission, requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { findClasspassGroupsByIds, findHoliday, groupIdsOfClasspasses, listClasspassGroups, listHolidays, type ClasspassGroupRow, type HolidayRow, listTaxRates, type TaxRateRow } from './organization.repository.js';
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

/** Class pass groups, by name (organization.view). */
export function listOrganizationClasspassGroups(app: AppContext, club: Club, actor: Actor | null, archived: boolean, page: ListPage): Promise<ClasspassGroupRow[]> {
  requirePermission(actor, 'organization.view');
  return listClasspassGroups(app.db, club.id, archived, page);
}

export async function findOrganizationClasspassGroup(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<ClasspassGroupRow | undefined> {
  if (!hasPermission(actor, 'organization.view')) return undefined;
  return (await findClasspassGroupsByIds(app.db, club.id, [id]))[0];
}

/** The groups each of these products belongs to, in their order: set-up, so for organization.view only (others see none). */
export async function groupsOfClasspasses(app: AppContext, club: Club, actor: Actor | null, classpassIds: readonly number[]): Promise<ClasspassGroupRow[][]> {
  if (!hasPermission(actor, 'organization.view')) return classpassIds.map(() => []);
  const idsByPass = await groupIdsOfClasspasses(app.db, club.id, classpassIds);
  const groups = await findClasspassGroupsByIds(app.db, club.id, [...new Set([...idsByPass.values()].flat())]);
  return classpassIds.map((id) => groups.filter((g) => idsByPass.get(id)?.includes(g.id)));
}

/** The club's tax rates, for the product form (organization.view). */
export function listOrganizationTaxRates(app: AppContext, club: Club, actor: Actor | null): Promise<TaxRateRow[]> {
  requirePermission(actor, 'organization.view');
  return listTaxRates(app.db, club.id);
}
