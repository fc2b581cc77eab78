import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { ClasspassesForSaleDocument } from '../attendance.generated.js';

/** The club's class pass products the desk may sell (not archived), as select options with their price. */
export function useClasspassesForSale() {
  const products = useGraphQLQuery(ClasspassesForSaleDocument, {});
  const options = products.data?.organizationClasspasses.edges.map(({ node }) => ({ value: node.id, label: `${node.name} (${node.priceDisplay})` })) ?? [];
  return { options, isPending: products.isPending, error: products.error };
}
