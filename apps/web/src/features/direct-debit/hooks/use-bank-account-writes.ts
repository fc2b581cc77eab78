import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { AccountBankAccountsDocument, AddBankAccountDocument, AddDirectDebitMandateDocument, RetireDirectDebitMandateDocument } from '../bank-accounts.generated.js';

const invalidates = [AccountBankAccountsDocument];

/** Adding a bank account or a mandate: a refusal lands under the form's fields (RecordForm), so no toast for it. */
export const useAddBankAccount = () => useGraphQLMutation(AddBankAccountDocument, { invalidates });
export const useAddMandate = () => useGraphQLMutation(AddDirectDebitMandateDocument, { invalidates });
export const useRetireMandate = () =>
  useGraphQLMutation(RetireDirectDebitMandateDocument, { invalidates, onSuccess: () => toastSuccess('Mandate retired'), onError: (error) => toastDanger(error.message) });
