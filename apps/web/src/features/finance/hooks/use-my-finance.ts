import { MAX_PAGE_SIZE } from '@kiai/shared';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { useCurrentUser } from '../../session/use-current-user.js';
import { FinanceInvoicesDocument } from '../invoices.generated.js';
import { MyFinanceOrdersDocument } from '../orders.generated.js';

/** The signed-in member's orders with what each bought, newest first (one page of MAX_PAGE_SIZE: a member has few). */
export function useMyOrders() {
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(MyFinanceOrdersDocument, user ? { account: user.accountId, first: MAX_PAGE_SIZE } : null);
  return { orders: data?.financeOrders.edges.map((edge) => edge.node) ?? [], loading: isPending, error };
}

/** The signed-in member's invoices, newest first. */
export function useMyInvoices() {
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(FinanceInvoicesDocument, user ? { account: user.accountId, first: MAX_PAGE_SIZE } : null);
  return { invoices: data?.financeInvoices.edges.map((edge) => edge.node) ?? [], loading: isPending, error };
}
