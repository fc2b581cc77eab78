import { MAX_PAGE_SIZE } from '@kiai/shared';
import { AccountClasspassesDocument } from '../classpasses.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { useCurrentUser } from '../../session/use-current-user.js';

/** The signed-in member's class passes (first 100); waits for the session to know who that is. */
export function useFetchAccountClasspasses() {
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(AccountClasspassesDocument, user ? { account: user.id, first: MAX_PAGE_SIZE } : null);
  return { classpasses: data?.accountClasspasses.edges.map((edge) => edge.node) ?? [], loading: isPending, error };
}
