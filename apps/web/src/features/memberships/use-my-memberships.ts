import { MAX_PAGE_SIZE } from '@kiai/shared';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';
import { useCurrentUser } from '../session/use-current-user.js';
import { MyMembershipsDocument } from './memberships.generated.js';

/** The signed-in member's memberships (first 100), latest start first; waits for the session to know who that is. */
export function useMyMemberships() {
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(MyMembershipsDocument, user ? { account: user.id, first: MAX_PAGE_SIZE } : null);
  return { memberships: data?.accountMemberships.edges.map((edge) => edge.node) ?? [], loading: isPending, error };
}
