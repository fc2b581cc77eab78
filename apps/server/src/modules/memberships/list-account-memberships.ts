import type { AppContext } from '../../platform/app-context.js';
import { canAccessAccount, canSeeArchived, type Actor } from '../../platform/access-policy.js';
import type { ListPage } from '../../platform/list-page.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import type { Club } from '../clubs/index.js';
import type { AccountMembership, OrganizationMembership } from './account-membership.js';
import { findAccountMembership, findMembershipProduct, listAccountMemberships, listMembershipProducts } from './account-membership.repository.js';

/** The memberships of the actor's account, or of any account with accounts.memberships.view; latest start first. */
export async function listAccountMembershipsOf(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  requestedAccountId: number | null | undefined,
  page: ListPage,
): Promise<AccountMembership[]> {
  const accountId = await resolveTargetAccount(app.db, club.id, actor, requestedAccountId, 'accounts.memberships.view');
  return listAccountMemberships(app.db, club.id, accountId, page);
}

/** A membership its owner (or an actor with accounts.memberships.view) may read; anyone else gets undefined, as for a missing one. */
export async function findAccountMembershipFor(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<AccountMembership | undefined> {
  if (!actor) return undefined;
  const membership = await findAccountMembership(app.db, club.id, id);
  return membership && canAccessAccount(actor, membership.accountId, 'accounts.memberships.view') ? membership : undefined;
}

/** The membership products; archived ones only with organization.view (as class pass products). */
export async function listOrganizationMemberships(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  query: { archived?: boolean | null | undefined },
  page: ListPage,
): Promise<OrganizationMembership[]> {
  const staff = canSeeArchived(actor);
  if (!staff && query.archived === true) return [];
  return listMembershipProducts(app.db, club.id, { archived: staff ? (query.archived ?? undefined) : false }, page);
}

/** One product; an archived one only with organization.view (a member still sees it on a membership they hold). */
export async function findOrganizationMembership(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<OrganizationMembership | undefined> {
  const product = await findMembershipProduct(app.db, club.id, id);
  return product && (!product.archived || canSeeArchived(actor)) ? product : undefined;
}
