import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { decodeId } from '../../graphql/relay-helpers.js';
import { FinanceInvoiceNode } from './finance.graphql.js';
import { findFinanceInvoiceFor } from './list-invoices.js';
import { recordDeskPayment, recordInvoicePayment, type RecordPaymentInput } from './record-invoice-payment.js';

const RecordFinanceInvoicePaymentInput = builder.inputType('RecordFinanceInvoicePaymentInput', {
  fields: (t) => ({
    invoice: t.id({ required: true }),
    amount: t.field({ type: 'Decimal', required: true, description: 'Negative for a refund or a reversal' }),
    date: t.field({ type: 'Date', description: "The day the money moved (default: the club's today)" }),
    paymentMethod: t.id({ required: true }),
    reference: t.string({ description: 'The receipt, transfer or provider id: recorded once per method' }),
    note: t.string(),
  }),
});

const RecordDeskPaymentInput = builder.inputType('RecordFinanceDeskPaymentInput', {
  fields: (t) => ({
    invoice: t.id({ required: true }),
    amount: t.field({ type: 'Decimal', required: true }),
    paymentMethod: t.id({ required: true, description: 'A method the desk takes money with (cash, card at the desk)' }),
    reference: t.string(),
    note: t.string(),
  }),
});

const RecordPaymentPayload = builder.simpleObject('RecordFinanceInvoicePaymentPayload', {
  fields: (t) => ({
    financeInvoice: t.field({ type: FinanceInvoiceNode, nullable: true, description: 'Read back as the caller may see it (null for the desk without finance.invoices.read)' }),
    recorded: t.boolean({ description: 'false when this payment (method and reference) was recorded before: nothing changed' }),
  }),
});

type PaymentArgs = { invoice: string | number; amount: string; date?: string | null; paymentMethod: string | number; reference?: string | null; note?: string | null };

const decoded = (input: PaymentArgs): RecordPaymentInput => ({
  invoiceId: decodeId(input.invoice, 'FinanceInvoiceNode'),
  amount: input.amount,
  date: input.date,
  paymentMethodId: decodeId(input.paymentMethod, 'FinancePaymentMethodNode'),
  reference: input.reference,
  note: input.note,
});

builder.mutationFields((t) => ({
  recordFinanceInvoicePayment: t.field({
    type: RecordPaymentPayload,
    description: 'Staff record a payment or a refund (negative) on an issued invoice, with any method (finance.payments.record).',
    args: { input: t.arg({ type: RecordFinanceInvoicePaymentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const recorded = await recordInvoicePayment(ctx.services, ctx.club, ctx.actor, decoded(input));
      return { financeInvoice: await invoiceAfterPayment(ctx, input.invoice), recorded: recorded.recorded };
    },
  }),
  recordFinanceDeskPayment: t.field({
    type: RecordPaymentPayload,
    description: 'The desk records money taken at the desk (cash, card) on an issued invoice, dated today (finance.payments.desk).',
    args: { input: t.arg({ type: RecordDeskPaymentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const recorded = await recordDeskPayment(ctx.services, ctx.club, ctx.actor, decoded(input));
      return { financeInvoice: await invoiceAfterPayment(ctx, input.invoice), recorded: recorded.recorded };
    },
  }),
}));

async function invoiceAfterPayment(ctx: GraphQLContext, id: string | number) {
  return (await findFinanceInvoiceFor(ctx.services, ctx.club, ctx.actor, decodeId(id, 'FinanceInvoiceNode'))) ?? null;
}
