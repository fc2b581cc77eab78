import { MAX_PAGE_SIZE } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import { decodeAccountArg, encodeGlobalID, offsetConnection } from '../../graphql/relay-helpers.js';
import { moneyDisplay } from '../../platform/money.js';
import { listAccountPayments } from './account-payments.js';
import type { AccountPayment } from './invoice.js';

const FinanceAccountPaymentType = builder.objectRef<AccountPayment>('FinanceAccountPayment').implement({
  description: "A payment on one of an account's invoices; refunds and direct debit returns are negative",
  fields: (t) => ({
    id: t.id({ resolve: (p) => encodeGlobalID('FinanceInvoicePaymentType', p.id) }),
    date: t.field({ type: 'Date', resolve: (p) => p.date }),
    amount: t.field({ type: 'Decimal', resolve: (p) => p.amount }),
    amountDisplay: t.string({ resolve: (p, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, p.amount) }),
    paymentMethod: t.string({ resolve: (p) => p.paymentMethodName }),
    reference: t.exposeString('reference'),
    invoice: t.id({ description: 'The invoice it pays (FinanceInvoiceNode)', resolve: (p) => encodeGlobalID('FinanceInvoiceNode', p.financeInvoiceId) }),
    invoiceNumber: t.string({ nullable: true, resolve: (p) => p.invoiceNumber }),
  }),
});

builder.queryFields((t) => ({
  financeAccountPayments: t.connection(
    {
      type: FinanceAccountPaymentType,
      description: "The payments on an account's invoices, newest first: any account's with finance.invoices.read, else the member's own.",
      args: { account: t.arg.id() },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, MAX_PAGE_SIZE, (page) => listAccountPayments(ctx.services, ctx.club, ctx.actor, decodeAccountArg(args.account), page)),
    },
    { name: 'FinanceAccountPaymentConnection' },
    { name: 'FinanceAccountPaymentEdge' },
  ),
}));
