import { builder } from '../../graphql/builder.js';
import { decodeId } from '../../graphql/relay-helpers.js';
import { AppError } from '../../platform/errors.js';
import { creditInvoice } from './credit-invoice.js';
import type { CreditableLine } from './credit-note.js';
import { creditableLinesOfInvoice, creditNotesOfInvoice } from './credit-notes-of.js';
import { FinanceInvoiceItemNode, FinanceInvoiceNode } from './finance.graphql.js';
import { INVOICE_NOT_FOUND } from './invoice.js';
import { findFinanceInvoiceFor } from './list-invoices.js';

const CreditableLineType = builder.objectRef<CreditableLine>('FinanceCreditableLine').implement({
  description: "A line of an issued invoice and the quantity earlier credit notes left to credit",
  fields: (t) => ({
    item: t.field({ type: FinanceInvoiceItemNode, resolve: (line) => line.item }),
    quantity: t.field({ type: 'Decimal', resolve: (line) => line.quantity }),
  }),
});

builder.objectFields(FinanceInvoiceNode, (t) => ({
  isCreditNote: t.boolean({ resolve: (invoice) => invoice.creditedInvoiceId !== null }),
  creditedInvoice: t.field({
    type: FinanceInvoiceNode,
    nullable: true,
    description: "A credit note's original",
    resolve: async (invoice, _args, ctx) => (invoice.creditedInvoiceId === null ? null : ((await findFinanceInvoiceFor(ctx.services, ctx.club, ctx.actor, invoice.creditedInvoiceId)) ?? null)),
  }),
  creditNotes: t.field({
    type: [FinanceInvoiceNode],
    description: 'The credit notes of this invoice, oldest first',
    resolve: (invoice, _args, ctx) => creditNotesOfInvoice(ctx.services, ctx.club, invoice),
  }),
  creditableLines: t.field({
    type: [CreditableLineType],
    description: 'What a new credit note may still take back of each line (none for drafts and credit notes)',
    resolve: (invoice, _args, ctx) => creditableLinesOfInvoice(ctx.services, ctx.club, invoice),
  }),
}));

const CreditLineInput = builder.inputType('CreditFinanceInvoiceLineInput', {
  fields: (t) => ({
    item: t.id({ required: true, description: "A line of the original (FinanceInvoiceItemNode)" }),
    quantity: t.field({ type: 'Decimal', required: true, description: 'How much of its quantity to credit (positive)' }),
  }),
});

const CreditRefundInput = builder.inputType('CreditFinanceInvoiceRefundInput', {
  fields: (t) => ({
    paymentMethod: t.id({ required: true }),
    date: t.field({ type: 'Date', description: "The day the money goes back (default: the club's today)" }),
  }),
});

const CreditFinanceInvoiceInput = builder.inputType('CreditFinanceInvoiceInput', {
  fields: (t) => ({
    invoice: t.id({ required: true }),
    lines: t.field({ type: [CreditLineInput], description: 'The lines and quantities to credit; none: everything still uncredited' }),
    refund: t.field({ type: CreditRefundInput, description: 'The money goes back: what the credit note does not settle is refunded' }),
  }),
});

builder.mutationFields((t) => ({
  creditFinanceInvoice: t.field({
    type: builder.simpleObject('CreditFinanceInvoicePayload', {
      fields: (f) => ({ creditNote: f.field({ type: FinanceInvoiceNode }), original: f.field({ type: FinanceInvoiceNode }) }),
    }),
    description: 'Corrects an issued invoice with a credit note: settled against what is open, the rest optionally refunded (finance.invoices.credit).',
    args: { input: t.arg({ type: CreditFinanceInvoiceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const invoiceId = decodeId(input.invoice, 'FinanceInvoiceNode');
      const creditNoteId = await creditInvoice(ctx.services, ctx.club, ctx.actor, {
        invoiceId,
        lines: input.lines?.map((line) => ({ itemId: decodeId(line.item, 'FinanceInvoiceItemNode'), quantity: line.quantity })),
        refund: input.refund ? { paymentMethodId: decodeId(input.refund.paymentMethod, 'FinancePaymentMethodNode'), date: input.refund.date } : null,
      });
      const read = async (id: number | null) => {
        const invoice = await findFinanceInvoiceFor(ctx.services, ctx.club, ctx.actor, id);
        if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
        return invoice;
      };
      return { creditNote: await read(creditNoteId), original: await read(invoiceId) };
    },
  }),
}));
