import { useCurrentUser } from '../../session/use-current-user.js';
import { useFetchQuery } from '../../../lib/useFetchQuery.js';
import { ORGANIZATION_CLASSPASSES_QUERY } from '../graphql.js';
import { withoutTrialsPastLimit } from '../trial-filter.js';
import type { ShopClasspass } from '../types.js';

interface OrganizationClasspassesData {
  organizationClasspasses: { edges: { node: ShopClasspass }[] };
}

/** The class passes on sale, in the server's order (fewest classes first); trial passes hidden for a signed-in account past its trial limit. */
export function useFetchShopClasspasses() {
  const { user } = useCurrentUser();
  const { data, loading, error } = useFetchQuery<OrganizationClasspassesData>(ORGANIZATION_CLASSPASSES_QUERY, {});
  const nodes = data?.organizationClasspasses.edges.map((edge) => edge.node) ?? [];
  return { classpasses: withoutTrialsPastLimit(nodes, user?.hasReachedTrialLimit ?? false), loading, error };
}
