import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { canAccessAccount, canSeeArchived, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import type { AccountClasspass, OrganizationClasspass } from './classpass.js';
import { classpassProductsByIds, findAccountClasspass, findClasspassProduct, listAccountClasspasses, listClasspassProducts, type ClasspassOrder } from './classpass.repository.js';
import { resolveTargetAccount } from './target-account.js';
import type { ListPage } from '../../platform/list-page.js';

const ORDERS: ClasspassOrder[] = ['CLASSES', '-CLASSES', 'NAME', '-NAME', 'PRICE', '-PRICE'];

function parseOrder(orderBy: string | null | undefined): ClasspassOrder {
  const value = (orderBy ?? '').trim().toUpperCase();
  if (value === '') return 'CLASSES';
  const order = ORDERS.find((o) => o === value);
  if (!order) throw new AppError('VALIDATION_FAILED', 'orderBy must be one of classes, name, price (prefix - for descending).');
  return order;
}

export interface ClasspassProductQuery {
  archived?: boolean | null | undefined;
  displayShop?: boolean | null | undefined;
  orderBy?: string | null | undefined;
}

/** The class pass products; by default fewest classes first, unlimited last. Archived ones take organization.view. */
export async function listOrganizationClasspasses(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  query: ClasspassProductQuery,
  page: ListPage,
): Promise<OrganizationClasspass[]> {
  const order = parseOrder(query.orderBy);
  const staff = canSeeArchived(actor);
  if (!staff && query.archived === true) return [];
  return listClasspassProducts(
    app.db,
    club.id,
    { archived: staff ? (query.archived ?? undefined) : false, displayShop: query.displayShop ?? undefined },
    order,
    page,
  );
}

const visibleTo = (actor: Actor | null) => (product: OrganizationClasspass) => !product.archived || canSeeArchived(actor);

/** One product; an archived one only with organization.view (a member still sees it on a pass they hold). */
export async function findOrganizationClasspass(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<OrganizationClasspass | undefined> {
  const product = await findClasspassProduct(app.db, club.id, id);
  return product && visibleTo(actor)(product) ? product : undefined;
}

/** The products among the ids that the actor may see (as findOrganizationClasspass), in one read, in any order. */
export async function findOrganizationClasspasses(app: AppContext, club: Club, actor: Actor | null, ids: readonly number[]): Promise<OrganizationClasspass[]> {
  return (await classpassProductsByIds(app.db, club.id, ids)).filter(visibleTo(actor));
}

/** The passes of the actor's account, or of any account with accounts.classpasses.view. */
export async function listAccountClasspassesOf(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  requestedAccountId: number | null | undefined,
  page: ListPage,
): Promise<AccountClasspass[]> {
  const accountId = await resolveTargetAccount(app.db, club.id, actor, requestedAccountId, 'accounts.classpasses.view');
  return listAccountClasspasses(app.db, club.id, accountId, page);
}

/** A pass its owner (or an actor with accounts.classpasses.view) may read; anyone else gets undefined, as for a missing one. */
export async function findAccountClasspassFor(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<AccountClasspass | undefined> {
  if (!actor) return undefined;
  const pass = await findAccountClasspass(app.db, club.id, id);
  return pass && canAccessAccount(actor, pass.accountId, 'accounts.classpasses.view') ? pass : undefined;
}
