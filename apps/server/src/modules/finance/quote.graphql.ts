import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { decodeId, decodeOptionalId, encodeGlobalID, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { AppError } from '../../platform/errors.js';
import { moneyDisplay } from '../../platform/money.js';
import { AccountNode, loadOwnerAccounts } from '../accounts/graphql.js';
import { decideQuote } from './decide-quote.js';
import { FinanceInvoiceNode } from './finance.graphql.js';
import { findFinanceInvoiceFor } from './list-invoices.js';
import { findFinanceQuote, listFinanceQuoteItems, listFinanceQuotes } from './list-quotes.js';
import { isQuoteExpired, QUOTE_NOT_FOUND, QUOTE_STATUSES } from './quote.js';
import type { QuoteItemRow, QuoteRow } from './quote.repository.js';
import { saveQuoteDraft } from './save-quote-draft.js';
import { resendQuote } from './resend-quote.js';
import { sendQuote } from './send-quote.js';
import { RelationsBusinessNode } from '../relations/graphql.js';
import { lineInputs, LineInput, loadBusinesses, visibleBusinessId } from './staff-invoice.graphql.js';

// Finance → Quotes (issue 22): reads take finance.quotes.view, writes finance.quotes.edit (checked in the use cases).

const QuoteStatusEnum = builder.enumType('FinanceQuoteStatus', { values: QUOTE_STATUSES });
const optionalGid = (typename: string, id: number | null) => (id === null ? null : encodeGlobalID(typename, id));

const FinanceQuoteItemType = builder.objectRef<QuoteItemRow>('FinanceQuoteItemType').implement({
  fields: (t) => ({
    id: t.id({ resolve: (i) => encodeGlobalID('FinanceQuoteItemType', i.id) }),
    productName: t.exposeString('productName'),
    description: t.exposeString('description'),
    quantity: t.field({ type: 'Decimal', resolve: (i) => i.quantity }),
    price: t.field({ type: 'Decimal', resolve: (i) => i.price }),
    priceDisplay: t.string({ resolve: (i, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, i.price) }),
    taxRate: t.id({ nullable: true, resolve: (i) => optionalGid('FinanceTaxRateNode', i.financeTaxRateId) }),
    taxPercentage: t.field({ type: 'Decimal', resolve: (i) => i.taxPercentage }),
    glAccount: t.id({ nullable: true, resolve: (i) => optionalGid('FinanceGlAccountNode', i.financeGlAccountId) }),
    costCentre: t.id({ nullable: true, resolve: (i) => optionalGid('FinanceCostCentreNode', i.financeCostCentreId) }),
    totalDisplay: t.string({ resolve: (i, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, i.total) }),
  }),
});

export const FinanceQuoteNode = builder.node(builder.objectRef<QuoteRow>('FinanceQuoteNode'), {
  id: { resolve: (q) => q.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findFinanceQuote(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => {
    const money = (key: 'subtotal' | 'tax' | 'total') => ({
      [key]: t.field({ type: 'Decimal', resolve: (q) => q[key] }),
      [`${key}Display`]: t.string({ resolve: (q, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, q[key]) }),
    });
    return {
      quoteNumber: t.exposeString('quoteNumber', { nullable: true, description: 'null while a draft' }),
      status: t.field({ type: QuoteStatusEnum, resolve: (q) => q.status }),
      expired: t.boolean({
        description: "an open quote past its expiry date (the club's today after it); derived, never stored",
        resolve: (q, _args, ctx) => isQuoteExpired(q, clubDateOf(ctx.services.clock.now(), ctx.club.timeZone)),
      }),
      summary: t.exposeString('summary'),
      dateCreated: t.field({ type: 'Date', resolve: (q) => q.dateCreated }),
      dateExpire: t.field({ type: 'Date', resolve: (q) => q.dateExpire }),
      terms: t.exposeString('terms'),
      footer: t.exposeString('footer'),
      ...money('subtotal'),
      ...money('tax'),
      ...money('total'),
      group: t.id({ description: 'Its quote group (FinanceInvoiceGroupNode)', resolve: (q) => encodeGlobalID('FinanceInvoiceGroupNode', q.financeInvoiceGroupId) }),
      account: t.loadable({ type: AccountNode, nullable: true, load: loadOwnerAccounts, sort: (a) => a.id, resolve: (q) => q.accountId }),
      relationsBusiness: t.loadable({
        type: RelationsBusinessNode,
        nullable: true,
        description: 'The business relation quoted (instead of an account), for those with relations.businesses.view',
        load: loadBusinesses,
        sort: (b) => b.id,
        resolve: (q, _args, ctx) => visibleBusinessId(ctx, q.relationsBusinessId),
      }),
      financeInvoice: t.field({
        type: FinanceInvoiceNode,
        nullable: true,
        description: 'The draft invoice the accepted quote became',
        resolve: async (q, _args, ctx) => (q.financeInvoiceId === null ? null : ((await findFinanceInvoiceFor(ctx.services, ctx.club, ctx.actor, q.financeInvoiceId)) ?? null)),
      }),
      items: t.field({ type: [FinanceQuoteItemType], resolve: (q, _args, ctx) => listFinanceQuoteItems(ctx.services, ctx.club, ctx.actor, q.id) }),
    };
  },
});

builder.queryFields((t) => ({
  financeQuotes: t.connection(
    {
      type: FinanceQuoteNode,
      description: 'The club’s quotes, newest first, of one status if asked (finance.quotes.view).',
      args: { status: t.arg({ type: QuoteStatusEnum }) },
      resolve: (_root, args, ctx) => offsetConnection(args, 50, (page) => listFinanceQuotes(ctx.services, ctx.club, ctx.actor, args.status ?? null, page)),
    },
    { name: 'FinanceQuoteNodeConnection' },
    { name: 'FinanceQuoteNodeEdge' },
  ),
}));

const draftFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  account: t.id({ description: 'The account quoted (or relationsBusiness)' }),
  relationsBusiness: t.id({ description: 'The business relation quoted (or account)' }),
  group: t.id({ required: true, description: 'A quote group (kind QUOTE)' }),
  summary: t.string(),
  terms: t.string({ description: "Unset: the group's terms" }),
  footer: t.string({ description: "Unset: the group's footer" }),
  dateExpire: t.field({ type: 'Date', description: "Unset: the club's today plus the group's days" }),
  lines: t.field({ type: [LineInput], required: true }),
});
const CreateInput = builder.inputType('CreateFinanceQuoteInput', { fields: (t) => draftFields(t) });
const UpdateInput = builder.inputType('UpdateFinanceQuoteInput', { fields: (t) => ({ id: t.id({ required: true }), ...draftFields(t) }) });
const IdInput = (name: string) => builder.inputType(name, { fields: (t) => ({ id: t.id({ required: true }) }) });
const AcceptInput = builder.inputType('AcceptFinanceQuoteInput', {
  fields: (t) => ({ id: t.id({ required: true }), invoiceGroup: t.id({ required: true, description: 'The invoice group (kind INVOICE) of the draft invoice' }) }),
});
const QuotePayload = (name: string) => builder.simpleObject(name, { fields: (f) => ({ financeQuote: f.field({ type: FinanceQuoteNode }) }) });

async function quoteAfterWrite(ctx: GraphQLContext, id: number | null): Promise<QuoteRow> {
  const quote = id === null ? undefined : await findFinanceQuote(ctx.services, ctx.club, ctx.actor, id);
  if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND);
  return quote;
}

const save = async (ctx: GraphQLContext, target: 'new' | number | null, input: typeof CreateInput.$inferInput) => {
  const id = await saveQuoteDraft(ctx.services, ctx.club, ctx.actor, target, {
    accountId: decodeOptionalId(input.account, 'AccountNode'),
    businessId: decodeOptionalId(input.relationsBusiness, 'RelationsBusinessNode'),
    groupId: decodeId(input.group, 'FinanceInvoiceGroupNode'),
    summary: input.summary,
    terms: input.terms,
    footer: input.footer,
    dateExpire: input.dateExpire,
    lines: lineInputs(input.lines),
  });
  return { financeQuote: await quoteAfterWrite(ctx, id) };
};

builder.mutationFields((t) => ({
  createFinanceQuote: t.field({
    type: QuotePayload('CreateFinanceQuotePayload'),
    description: 'Staff write a draft quote (finance.quotes.edit): lines as an invoice’s, no number until sent.',
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: (_root, { input }, ctx) => save(ctx, 'new', input),
  }),
  updateFinanceQuote: t.field({
    type: QuotePayload('UpdateFinanceQuotePayload'),
    description: 'Staff change a draft quote (finance.quotes.edit); a sent quote never changes.',
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: (_root, { input }, ctx) => save(ctx, decodeId(input.id, 'FinanceQuoteNode'), input),
  }),
  acceptFinanceQuote: t.field({
    type: QuotePayload('AcceptFinanceQuotePayload'),
    description: 'Staff accept a sent quote (finance.quotes.edit): it becomes one draft invoice in the invoice group, exactly once.',
    args: { input: t.arg({ type: AcceptInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = decodeId(input.id, 'FinanceQuoteNode');
      await decideQuote(ctx.services, ctx.club, ctx.actor, id, 'ACCEPTED', decodeOptionalId(input.invoiceGroup, 'FinanceInvoiceGroupNode'));
      return { financeQuote: await quoteAfterWrite(ctx, id) };
    },
  }),
}));

/** A step on one quote named by its id (send, send again, reject, cancel): the use case, then the quote as it is now. */
const quoteStep = (name: string, description: string, run: (ctx: GraphQLContext, id: number | null) => Promise<unknown>) =>
  builder.mutationField(name, (t) =>
    t.field({
      type: QuotePayload(`${name[0]!.toUpperCase()}${name.slice(1)}Payload`),
      description,
      args: { input: t.arg({ type: IdInput(`${name[0]!.toUpperCase()}${name.slice(1)}Input`), required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const id = decodeId(input.id, 'FinanceQuoteNode');
        await run(ctx, id);
        return { financeQuote: await quoteAfterWrite(ctx, id) };
      },
    }),
  );

quoteStep('sendFinanceQuote', "Staff send a draft quote (finance.quotes.edit): its quote group's next number of the year, dated today.", (ctx, id) =>
  sendQuote(ctx.services, ctx.club, ctx.actor, id),
);
quoteStep('resendFinanceQuote', 'Staff send a sent, unexpired quote again (finance.quotes.edit): the same mail with its PDF as its sending.', (ctx, id) =>
  resendQuote(ctx.services, ctx.club, ctx.actor, id),
);
quoteStep('rejectFinanceQuote', 'Staff record that the customer turned a sent quote down (finance.quotes.edit).', (ctx, id) =>
  decideQuote(ctx.services, ctx.club, ctx.actor, id, 'REJECTED'),
);
quoteStep('cancelFinanceQuote', 'Staff withdraw a draft or sent quote (finance.quotes.edit).', (ctx, id) => decideQuote(ctx.services, ctx.club, ctx.actor, id, 'CANCELLED'));
