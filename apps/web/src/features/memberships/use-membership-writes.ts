import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { FinanceInvoicesDocument } from '../finance/invoices.generated.js';
import { BackofficeAccountMembershipsDocument, DeleteAccountMembershipDocument, MyMembershipsDocument, SellAccountMembershipDocument } from './memberships.generated.js';

// What a sale or a delete shows in: the account's Memberships tab, the member's page and the invoice lists.
const MEMBERSHIP_QUERIES = [BackofficeAccountMembershipsDocument, MyMembershipsDocument, FinanceInvoicesDocument];

/** Staff sell a membership on the account page: it shows on the tab with its invoice. */
export const useSellAccountMembership = () => useGraphQLMutation(SellAccountMembershipDocument, { invalidates: MEMBERSHIP_QUERIES });

/** Staff delete a membership no issued invoice bills. */
export const useDeleteAccountMembership = () => useGraphQLMutation(DeleteAccountMembershipDocument, { invalidates: MEMBERSHIP_QUERIES });
