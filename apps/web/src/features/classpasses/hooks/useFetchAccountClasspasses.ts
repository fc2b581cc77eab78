import { useCurrentUser } from '../../session/use-current-user.js';
import { useFetchQuery } from '../../../lib/useFetchQuery.js';
import { ACCOUNT_CLASSPASSES_QUERY } from '../graphql.js';
import type { AccountClasspass } from '../types.js';

interface AccountClasspassesData {
  accountClasspasses: { edges: { node: AccountClasspass }[] };
}

/** The signed-in member's class passes (first 100); waits for the session to know who that is. */
export function useFetchAccountClasspasses() {
  const { user } = useCurrentUser();
  const { data, loading, error } = useFetchQuery<AccountClasspassesData>(ACCOUNT_CLASSPASSES_QUERY, user ? { account: user.id } : null);
  return { classpasses: data?.accountClasspasses.edges.map((edge) => edge.node) ?? [], loading, error };
}
