import { useQueryClient } from '@tanstack/react-query';
import { operationKey } from '../../lib/operation-key.js';
import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { FinanceInvoicesDocument } from '../finance/invoices.generated.js';
import { FinanceOrdersDocument } from '../finance/orders.generated.js';
import {
  BackofficeAccountClasspassesDocument,
  BackofficeAccountDocument,
  BackofficeAccountNotesDocument,
  BackofficeAccountsDocument,
  CreateAccountDocument,
  CreateAccountNoteDocument,
  SellAccountClasspassDocument,
  SetAccountStaffRolesDocument,
  UpdateAccountClasspassDocument,
  UpdateBackofficeAccountDocument,
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

/** Staff change an account's profile or give it a new key number. */
export const useUpdateBackofficeAccount = () => useGraphQLMutation(UpdateBackofficeAccountDocument, { invalidates: ACCOUNT_QUERIES });

/** Staff set an account's staff roles. */
export const useSetAccountStaffRoles = () => useGraphQLMutation(SetAccountStaffRolesDocument, { invalidates: ACCOUNT_QUERIES });

/** Staff add a note to an account. */
export const useCreateAccountNote = () => useGraphQLMutation(CreateAccountNoteDocument, { invalidates: ACCOUNT_QUERIES });

/** Staff change the end date of one of the account's passes. */
export const useUpdateAccountClasspass = () => useGraphQLMutation(UpdateAccountClasspassDocument, { invalidates: ACCOUNT_QUERIES });

/** Staff sell a pass at the desk: it shows on the account, its order and invoice on the Orders and invoices tab. */
export const useSellAccountClasspass = () =>
  useGraphQLMutation(SellAccountClasspassDocument, { invalidates: [...ACCOUNT_QUERIES, FinanceOrdersDocument, FinanceInvoicesDocument] });
