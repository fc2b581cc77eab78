import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { toastSuccess } from '../../lib/toast.js';
import { CreateOrganizationSubscriptionPriceDocument, DeleteOrganizationSubscriptionPriceDocument } from './subscription-products.generated.js';
import type { CreateOrganizationSubscriptionPriceInput } from '../../graphql-types.generated.js';

/** Adds and removes a subscription's dated prices; the product (its list and page) is read again after each. */
export function useSubscriptionPriceWrites() {
  // The list shows today's price: every cached answer of the set-up is stale.
  const add = useGraphQLMutation(CreateOrganizationSubscriptionPriceDocument, { invalidates: 'all' });
  const remove = useGraphQLMutation(DeleteOrganizationSubscriptionPriceDocument, { invalidates: 'all' });
  return {
    add: async (input: CreateOrganizationSubscriptionPriceInput) => {
      await add.mutateAsync({ input });
      toastSuccess('Price added');
    },
    remove: async (id: string) => {
      await remove.mutateAsync({ input: { id } });
      toastSuccess('Price removed');
    },
  };
}
