import { useQueryClient } from '@tanstack/react-query';
import { operationKey } from '../../lib/operation-key.js';
import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import {
  BackofficeAccountClasspassesDocument,
  BackofficeAccountDocument,
  BackofficeAccountNotesDocument,
  BackofficeAccountsDocument,
  CreateAccountDocument,
} from './accounts.generated.js';

// What a change to an account shows in: its page, its tabs and the list (the cache keys are the operation names).
const ACCOUNT_QUERIES = [BackofficeAccountDocument, BackofficeAccountsDocument, BackofficeAccountNotesDocument, BackofficeAccountClasspassesDocument];

/** After a change to an account, its page and the list are read again. */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () => Promise.all(ACCOUNT_QUERIES.map((document) => queryClient.invalidateQueries({ queryKey: operationKey(document) })));
}

/** Staff add a member; the accounts are read again. */
export const useCreateAccount = () => useGraphQLMutation(CreateAccountDocument, { invalidates: ACCOUNT_QUERIES });
