import type { AppContext } from '../../platform/app-context.js';
import { hasPermission, requirePermission, type Actor } from '../../platform/access-policy.js';
import type { ListPage } from '../../platform/list-page.js';
import type { Club } from '../clubs/index.js';
import { listMembershipProducts, membershipProductsByIds, type MembershipProductRow } from './membership-product.repository.js';
import { listLedgerCodes, type LedgerCodeRow } from './organization.repository.js';
import { findSubscriptionPrice, pricesOfSubscriptionProducts, type SubscriptionPriceRow } from './subscription-price.repository.js';
import { listSubscriptionProducts, subscriptionProductsByIds, type SubscriptionProductRow } from './subscription-product.repository.js';

// Subscription and membership products are set-up (their shop pages come with the shop's issue): organization.view
// reads them, and anyone else is answered as for ids that name nothing.

/** Subscription products by name, current or archived (organization.view). */
export function listOrganizationSubscriptions(app: AppContext, club: Club, actor: Actor | null, archived: boolean, page: ListPage): Promise<SubscriptionProductRow[]> {
  requirePermission(actor, 'organization.view');
  return listSubscriptionProducts(app.db, club.id, archived, page);
}

/** The subscription products among the ids, in one read, in any order; none without organization.view. */
export async function findOrganizationSubscriptions(app: AppContext, club: Club, actor: Actor | null, ids: readonly number[]): Promise<SubscriptionProductRow[]> {
  return hasPermission(actor, 'organization.view') ? subscriptionProductsByIds(app.db, club.id, ids) : [];
}

/** The dated prices of each of these products, the earliest first (organization.view; others see none). */
export async function pricesOfSubscriptions(app: AppContext, club: Club, actor: Actor | null, productIds: readonly number[]): Promise<SubscriptionPriceRow[][]> {
  const rows = hasPermission(actor, 'organization.view') ? await pricesOfSubscriptionProducts(app.db, club.id, productIds) : [];
  return productIds.map((id) => rows.filter((r) => r.organizationSubscriptionId === id));
}

/** One dated price (organization.view); anyone else gets none, as for a missing id. */
export async function findOrganizationSubscriptionPrice(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<SubscriptionPriceRow | undefined> {
  return hasPermission(actor, 'organization.view') ? findSubscriptionPrice(app.db, club.id, id) : undefined;
}

/** Membership products by name, current or archived (organization.view). */
export function listOrganizationMemberships(app: AppContext, club: Club, actor: Actor | null, archived: boolean, page: ListPage): Promise<MembershipProductRow[]> {
  requirePermission(actor, 'organization.view');
  return listMembershipProducts(app.db, club.id, archived, page);
}

/** The membership products among the ids, in one read, in any order; none without organization.view. */
export async function findOrganizationMemberships(app: AppContext, club: Club, actor: Actor | null, ids: readonly number[]): Promise<MembershipProductRow[]> {
  return hasPermission(actor, 'organization.view') ? membershipProductsByIds(app.db, club.id, ids) : [];
}

/** The club's GL accounts or cost centres, for the product forms (organization.view). */
export function listOrganizationLedgerCodes(app: AppContext, club: Club, actor: Actor | null, table: 'financeGlAccounts' | 'financeCostCentres'): Promise<LedgerCodeRow[]> {
  requirePermission(actor, 'organization.view');
  return listLedgerCodes(app.db, table, club.id);
}
