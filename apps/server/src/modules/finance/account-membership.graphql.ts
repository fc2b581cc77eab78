import { builder } from '../../graphql/builder.js';
import { decodeId } from '../../graphql/relay-helpers.js';
import { AccountMembershipNode } from '../memberships/graphql.js';
import { findAccountMembershipFor } from '../memberships/index.js';
import { deleteAccountMembership } from './delete-account-membership.js';
import { FinanceInvoiceNode } from './finance.graphql.js';
import { findFinanceInvoiceFor } from './list-invoices.js';
import { billingInvoicesFor } from './membership-invoices.js';
import { sellAccountMembership } from './sell-account-membership.js';

builder.objectField(AccountMembershipNode, 'financeInvoice', (t) =>
  t.loadable({
    type: FinanceInvoiceNode,
    nullable: true,
    description: 'The invoice that billed this period, as the caller may read it (null: free, or not theirs to read)',
    load: (ids: number[], ctx) => billingInvoicesFor(ctx.services, ctx.club, ctx.actor, ids),
    resolve: (membership) => membership.id,
  }),
);

const SellAccountMembershipInput = builder.inputType('SellAccountMembershipInput', {
  fields: (t) => ({
    account: t.id({ required: true }),
    organizationMembership: t.id({ required: true }),
    dateStart: t.field({ type: 'Date', description: "The first day (default: the club's today)" }),
  }),
});

const DeleteAccountMembershipInput = builder.inputType('DeleteAccountMembershipInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

builder.mutationFields((t) => ({
  sellAccountMembership: t.field({
    type: builder.simpleObject('SellAccountMembershipPayload', {
      // Each is read back as the seller may see it (null when their permissions do not show it).
      fields: (f) => ({
        accountMembership: f.field({ type: AccountMembershipNode, nullable: true }),
        financeInvoice: f.field({ type: FinanceInvoiceNode, nullable: true }),
      }),
    }),
    description: 'Staff sell a membership on the account page (accounts.memberships.sell): the period from dateStart for its validity, invoiced at once in the memberships group.',
    args: { input: t.arg({ type: SellAccountMembershipInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const sale = await sellAccountMembership(ctx.services, ctx.club, ctx.actor, {
        accountId: decodeId(input.account, 'AccountNode'),
        organizationMembershipId: decodeId(input.organizationMembership, 'OrganizationMembershipNode'),
        dateStart: input.dateStart,
      });
      const [accountMembership, financeInvoice] = await Promise.all([
        findAccountMembershipFor(ctx.services, ctx.club, ctx.actor, sale.accountMembershipId),
        findFinanceInvoiceFor(ctx.services, ctx.club, ctx.actor, sale.invoiceId),
      ]);
      return { accountMembership: accountMembership ?? null, financeInvoice: financeInvoice ?? null };
    },
  }),
  deleteAccountMembership: t.field({
    type: builder.simpleObject('DeleteAccountMembershipPayload', { fields: (f) => ({ ok: f.boolean() }) }),
    description: 'Staff delete a membership sold by mistake (accounts.memberships.sell), only while no issued invoice bills it.',
    args: { input: t.arg({ type: DeleteAccountMembershipInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteAccountMembership(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'AccountMembershipNode'));
      return { ok: true };
    },
  }),
}));
