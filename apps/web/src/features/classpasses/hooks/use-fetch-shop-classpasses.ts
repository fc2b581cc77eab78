import { MAX_PAGE_SIZE } from '@kiai/shared';
import { OrganizationClasspassesDocument } from '../classpasses.generated.js';
import { prefetchGraphQLQuery, useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { useCurrentUser } from '../../session/use-current-user.js';
import { withoutTrialsPastLimit } from '../trial-filter.js';

const ON_SALE = { first: MAX_PAGE_SIZE };

/** The class passes on sale, in the server's order (fewest classes first); trial passes hidden for a signed-in account past its trial limit. */
export function useFetchShopClasspasses() {
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(OrganizationClasspassesDocument, ON_SALE);
  const nodes = data?.organizationClasspasses.edges.map((edge) => edge.node) ?? [];
  return { classpasses: withoutTrialsPastLimit(nodes, user?.hasReachedTrialLimit ?? false), loading: isPending, error };
}

/** Asks for the class passes on sale before the page that lists them has loaded (the router's preload). */
export const prefetchShopClasspasses = () => prefetchGraphQLQuery(OrganizationClasspassesDocument, ON_SALE);
