import type { AppContext } from '../../platform/app-context.js';
import { canAccessAccount, type Actor } from '../../platform/access-policy.js';
import type { ListPage } from '../../platform/list-page.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import type { Club } from '../clubs/index.js';
import type { AccountMembership } from './account-membership.js';
import { findAccountMembership, listAccountMemberships } from './account-membership.repository.js';

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
