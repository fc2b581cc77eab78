import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { decodeId, decodeOptionalId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import { AppError } from '../../platform/errors.js';
import { hasPermission } from '../../platform/access-policy.js';
import { moneyDisplay, percentageDisplay } from '../../platform/money.js';
import { businessesByIds } from '../relations/index.js';
import { RelationsBusinessNode } from '../relations/graphql.js';
import { deleteInvoiceDraft } from './delete-invoice-draft.js';
import { FinanceInvoiceItemNode, FinanceInvoiceNode } from './finance.graphql.js';
import { INVOICE_NOT_FOUND, type FinanceInvoice } from './invoice.js';
import type { InvoiceDraftInput, InvoiceLineInput } from './invoice-draft.js';
import { issueInvoice } from './issue-invoice.js';
import { taxPerRate, type RateTotals } from './invoice-tax-rates.js';
import { findFinanceInvoiceFor } from './list-invoices.js';
import { saveInvoiceDraft, type DraftTarget } from './save-invoice-draft.js';

const optionalId = (id: number | null) => (typename: string) => (id === null ? null : encodeGlobalID(typename, id));

const RateTotalsType = builder.objectRef<RateTotals>('FinanceInvoiceRateTotals').implement({
  description: "One tax rate's base, tax and total on an invoice, summed from its lines as the PDF prints them",
  fields: (t) => ({
    percentage: t.field({ type: 'Decimal', resolve: (r) => r.taxPercentage }),
    percentageDisplay: t.string({ resolve: (r) => percentageDisplay(r.taxPercentage) }),
    rateType: t.string({ description: 'IN: prices include the tax; EX: it comes on top', resolve: (r) => r.taxRateType }),
    subtotal: t.field({ type: 'Decimal', resolve: (r) => r.subtotal }),
    tax: t.field({ type: 'Decimal', resolve: (r) => r.tax }),
    total: t.field({ type: 'Decimal', resolve: (r) => r.total }),
    subtotalDisplay: t.string({ resolve: (r, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, r.subtotal) }),
    taxDisplay: t.string({ resolve: (r, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, r.tax) }),
    totalDisplay: t.string({ resolve: (r, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, r.total) }),
  }),
});

builder.objectFields(FinanceInvoiceNode, (t) => ({
  taxRates: t.field({ type: [RateTotalsType], description: 'Base, tax and total per tax rate, in the order of the lines', resolve: (i) => taxPerRate(i.items) }),
  issuedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was issued; null while a draft', resolve: (i) => i.issuedAt }),
  group: t.id({ description: 'Its invoice group (FinanceInvoiceGroupNode)', resolve: (i) => encodeGlobalID('FinanceInvoiceGroupNode', i.financeInvoiceGroupId) }),
  paymentMethod: t.id({ nullable: true, description: 'How it is to be paid (FinancePaymentMethodNode)', resolve: (i) => optionalId(i.financePaymentMethodId)('FinancePaymentMethodNode') }),
  relationsBusiness: t.loadable({
    type: RelationsBusinessNode,
    nullable: true,
    description: 'The business relation invoiced (instead of an account), for those with relations.businesses.view',
    load: loadBusinesses,
    sort: (b) => b.id,
    resolve: (i, _args, ctx) => visibleBusinessId(ctx, i.relationsBusinessId),
  }),
}));

/** The business relations a page of invoices or quotes points at, in one statement (test plan S1). */
export const loadBusinesses = (ids: readonly number[], ctx: GraphQLContext) => businessesByIds(ctx.services.db, ctx.club.id, ids);

/** An invoice's or quote's business relation, for those with relations.businesses.view (others read null). */
export const visibleBusinessId = (ctx: GraphQLContext, id: number | null): number | null => (hasPermission(ctx.actor, 'relations.businesses.view') ? id : null);

builder.objectFields(FinanceInvoiceItemNode, (t) => ({
  taxRate: t.id({ nullable: true, description: 'The rate the line was saved with (FinanceTaxRateNode)', resolve: (i) => optionalId(i.financeTaxRateId)('FinanceTaxRateNode') }),
  glAccount: t.id({ nullable: true, resolve: (i) => optionalId(i.financeGlAccountId)('FinanceGlAccountNode') }),
  costCentre: t.id({ nullable: true, resolve: (i) => optionalId(i.financeCostCentreId)('FinanceCostCentreNode') }),
  glAccountCode: t.exposeString('glAccountCode', { description: 'The GL account code as it was when the line was saved' }),
  costCentreCode: t.exposeString('costCentreCode', { description: 'The cost centre code as it was when the line was saved' }),
}));

export const LineInput = builder.inputType('FinanceInvoiceLineInput', {
  fields: (t) => ({
    productName: t.string({ required: true }),
    description: t.string(),
    quantity: t.field({ type: 'Decimal', required: true, description: 'Above zero (only a credit note goes negative)' }),
    price: t.field({ type: 'Decimal', required: true, description: "Per unit, as the rate's type says: tax included (IN) or on top (EX)" }),
    taxRate: t.id({ description: 'None: 0 %' }),
    glAccount: t.id(),
    costCentre: t.id(),
  }),
});

const draftFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  account: t.id({ description: 'The account invoiced (or relationsBusiness)' }),
  relationsBusiness: t.id({ description: 'The business relation invoiced (or account)' }),
  group: t.id({ required: true, description: 'An invoice group (kind INVOICE)' }),
  summary: t.string(),
  terms: t.string({ description: "Unset: the group's terms" }),
  footer: t.string({ description: "Unset: the group's footer" }),
  paymentMethod: t.id(),
  lines: t.field({ type: [LineInput], required: true }),
});

const CreateInput = builder.inputType('CreateFinanceInvoiceInput', { fields: (t) => draftFields(t) });
const UpdateInput = builder.inputType('UpdateFinanceInvoiceInput', { fields: (t) => ({ id: t.id({ required: true }), ...draftFields(t) }) });
const IdInput = (name: string) => builder.inputType(name, { fields: (t) => ({ id: t.id({ required: true }) }) });

const InvoicePayload = (name: string) => builder.simpleObject(name, { fields: (f) => ({ financeInvoice: f.field({ type: FinanceInvoiceNode }) }) });

type DraftArgs = typeof CreateInput.$inferInput;

function draftInput(input: DraftArgs): InvoiceDraftInput {
  return {
    accountId: decodeOptionalId(input.account, 'AccountNode'),
    businessId: decodeOptionalId(input.relationsBusiness, 'RelationsBusinessNode'),
    groupId: decodeId(input.group, 'FinanceInvoiceGroupNode'),
    summary: input.summary,
    terms: input.terms,
    footer: input.footer,
    paymentMethodId: decodeOptionalId(input.paymentMethod, 'FinancePaymentMethodNode'),
    lines: lineInputs(input.lines),
  };
}

/** The editor's lines (an invoice's or a quote's) with their ids decoded. */
export function lineInputs(lines: readonly (typeof LineInput.$inferInput)[]): InvoiceLineInput[] {
  return lines.map((line) => ({
    productName: line.productName,
    description: line.description,
    quantity: line.quantity,
    price: line.price,
    taxRateId: decodeOptionalId(line.taxRate, 'FinanceTaxRateNode'),
    glAccountId: decodeOptionalId(line.glAccount, 'FinanceGlAccountNode'),
    costCentreId: decodeOptionalId(line.costCentre, 'FinanceCostCentreNode'),
  }));
}

/** The invoice a mutation has just written, as its caller may read it. */
async function invoiceAfterWrite(ctx: GraphQLContext, id: number): Promise<FinanceInvoice> {
  const invoice = await findFinanceInvoiceFor(ctx.services, ctx.club, ctx.actor, id);
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  return invoice;
}

const save = async (ctx: GraphQLContext, target: DraftTarget, input: DraftArgs) => ({
  financeInvoice: await invoiceAfterWrite(ctx, await saveInvoiceDraft(ctx.services, ctx.club, ctx.actor, target, draftInput(input))),
});

builder.mutationFields((t) => ({
  createFinanceInvoice: t.field({
    type: InvoicePayload('CreateFinanceInvoicePayload'),
    description: 'Staff write a draft invoice (finance.invoices.edit): no number until it is issued; amounts computed by the server.',
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: (_root, { input }, ctx) => save(ctx, 'new', input),
  }),
  updateFinanceInvoice: t.field({
    type: InvoicePayload('UpdateFinanceInvoicePayload'),
    description: 'Staff change a draft invoice, its lines written anew (finance.invoices.edit); an issued invoice never changes.',
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: (_root, { input }, ctx) => save(ctx, decodeId(input.id, 'FinanceInvoiceNode'), input),
  }),
  deleteFinanceInvoice: t.field({
    type: builder.simpleObject('DeleteFinanceInvoicePayload', { fields: (f) => ({ ok: f.boolean() }) }),
    description: 'Staff delete a draft invoice (finance.invoices.edit); an issued invoice is never deleted.',
    args: { input: t.arg({ type: IdInput('DeleteFinanceInvoiceInput'), required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteInvoiceDraft(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'FinanceInvoiceNode'));
      return { ok: true };
    },
  }),
  issueFinanceInvoice: t.field({
    type: InvoicePayload('IssueFinanceInvoicePayload'),
    description: "Staff issue a draft (finance.invoices.issue): the group's next number of the year, dated today, due after the group's days, SENT, frozen for good, and mailed with its PDF.",
    args: { input: t.arg({ type: IdInput('IssueFinanceInvoiceInput'), required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = decodeId(input.id, 'FinanceInvoiceNode');
      await issueInvoice(ctx.services, ctx.club, ctx.actor, id);
      return { financeInvoice: await invoiceAfterWrite(ctx, id ?? 0) };
    },
  }),
}));
