import type { AppContext } from '../../platform/app-context.js';
import type { OrderStatus } from '../../platform/db/tables/finance.js';
import { canAccessAccount, hasPermission, requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import type { FinanceOrder } from './order.js';
import { findOrder, listOrders, ordersByIds } from './order.repository.js';
import type { ListPage } from '../../platform/list-page.js';

export interface OrderQuery {
  status?: OrderStatus | null | undefined;
  /** decoded `account`: undefined = not given, null = undecodable */
  accountId?: number | null | undefined;
}

/**
 * Orders newest first. Staff with finance.orders.view see every order (or one account's); a member sees
 * their own, without the ones they cancelled unless they ask for CANCELLED.
 */
export async function listFinanceOrders(app: AppContext, club: Club, actor: Actor | null, query: OrderQuery, page: ListPage): Promise<FinanceOrder[]> {
  const viewer = requireActor(actor);
  const status = query.status ?? undefined;
  if (hasPermission(viewer, 'finance.orders.view') && query.accountId === undefined) return listOrders(app.db, club.id, { status }, page);
  const accountId = await resolveTargetAccount(app.db, club.id, viewer, query.accountId, 'finance.orders.view');
  return listOrders(app.db, club.id, { accountId, status, hideCancelled: !hasPermission(viewer, 'finance.orders.view') }, page);
}

/** An order its owner or staff with finance.orders.view may read; anyone else gets undefined, as for a missing one. */
export async function findFinanceOrderFor(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<FinanceOrder | undefined> {
  if (!actor || id === null) return undefined;
  const order = await findOrder(app.db, club.id, id);
  return order && canAccessAccount(actor, order.accountId, 'finance.orders.view') ? order : undefined;
}

/** findFinanceOrderFor for a list's rows at once: the orders of these ids this actor may read, in no order. */
export async function findFinanceOrdersFor(app: AppContext, club: Club, actor: Actor | null, ids: readonly number[]): Promise<FinanceOrder[]> {
  if (!actor) return [];
  return (await ordersByIds(app.db, club.id, ids)).filter((order) => canAccessAccount(actor, order.accountId, 'finance.orders.view'));
}
