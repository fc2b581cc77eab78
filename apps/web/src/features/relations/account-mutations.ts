import { useQueryClient } from '@tanstack/react-query';
import { operationKey } from '../../lib/operation-key.js';
import {
  BackofficeAccountClasspassesDocument,
  BackofficeAccountDocument,
  BackofficeAccountNotesDocument,
  BackofficeAccountsDocument,
} from './accounts.generated.js';

/** After a change to an account, its page and the list are read again (the cache keys are the operation names). */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [BackofficeAccountDocument, BackofficeAccountsDocument, BackofficeAccountNotesDocument, BackofficeAccountClasspassesDocument].map((document) =>
        queryClient.invalidateQueries({ queryKey: operationKey(document) }),
      ),
    );
}
