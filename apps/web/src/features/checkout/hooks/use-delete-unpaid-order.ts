import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { DeleteFinanceOrderDocument } from '../checkout.generated.js';

/** Deletes the order a member gave up on at the payment page; nothing cached shows it (the page leaves at once). */
export const useDeleteUnpaidOrder = () => useGraphQLMutation(DeleteFinanceOrderDocument, { invalidates: [] });
