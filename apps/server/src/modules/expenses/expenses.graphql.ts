import type { SchemaTypes } from '@pothos/core';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { decodeId, decodeOptionalId, encodeGlobalID, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import { deleteFinanceExpense } from './delete-expense.js';
import type { Expense, ExpenseDocumentInfo, ExpenseLedgerCode, ExpenseTotals } from './expense.js';
import { documentPath, DOCUMENT_TYPENAME } from './expense-documents.route.js';
import { expenseFilterOf } from './expense-filter.graphql.js';
import { financeExpenseTotals, findFinanceExpense, listFinanceExpenses } from './list-expenses.js';
import { saveExpense } from './save-expense.js';

// Finance → Expenses: reads take finance.expenses.view, changes finance.expenses.edit (checked in the use cases).

const ledgerCode = (typename: string) =>
  builder.objectRef<ExpenseLedgerCode>(`${typename.replace('Node', '')}Ref`).implement({
    fields: (t) => ({
      id: t.id({ resolve: (c) => encodeGlobalID(typename, c.id) }),
      code: t.exposeString('code'),
      name: t.exposeString('name'),
    }),
  });
const GlAccountRef = ledgerCode('FinanceGlAccountNode');
const CostCentreRef = ledgerCode('FinanceCostCentreNode');

const SupplierRef = builder.objectRef<Expense['supplier']>('FinanceExpenseSupplier').implement({
  description: 'The business relation the expense was bought from',
  fields: (t) => ({
    id: t.id({ description: 'a RelationsBusinessNode id', resolve: (s) => encodeGlobalID('RelationsBusinessNode', s.id) }),
    name: t.exposeString('name'),
    vatId: t.exposeString('vatId'),
  }),
});

const DocumentRef = builder.objectRef<ExpenseDocumentInfo>('FinanceExpenseDocument').implement({
  description: 'The supplier’s document: private, downloaded with finance.expenses.view only',
  fields: (t) => ({
    id: t.id({ resolve: (d) => encodeGlobalID(DOCUMENT_TYPENAME, d.id) }),
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size', { description: 'bytes' }),
    downloadPath: t.string({ description: 'under the club’s /d/, with the staff member’s token', resolve: (d) => documentPath(d.id) }),
  }),
});

export const FinanceExpenseNode = builder.node(builder.objectRef<Expense>('FinanceExpenseNode'), {
  id: { resolve: (e) => e.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findFinanceExpense(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => ({
    expenseDate: t.field({ type: 'Date', resolve: (e) => e.expenseDate }),
    summary: t.exposeString('summary'),
    netAmount: t.field({ type: 'Decimal', resolve: (e) => e.netAmount }),
    vatAmount: t.field({ type: 'Decimal', resolve: (e) => e.vatAmount }),
    total: t.field({ type: 'Decimal', description: 'net + VAT', resolve: (e) => e.total }),
    businessShare: t.field({ type: 'Decimal', description: 'the part for the business, 0–100 %', resolve: (e) => e.businessShare }),
    deductibleVat: t.field({ type: 'Decimal', description: 'VAT × business share, to the cent', resolve: (e) => e.deductibleVat }),
    supplier: t.field({ type: SupplierRef, resolve: (e) => e.supplier }),
    glAccount: t.field({ type: GlAccountRef, nullable: true, resolve: (e) => e.glAccount }),
    costCentre: t.field({ type: CostCentreRef, nullable: true, resolve: (e) => e.costCentre }),
    document: t.field({ type: DocumentRef, nullable: true, resolve: (e) => e.document }),
  }),
});

const Totals = builder.objectRef<ExpenseTotals>('FinanceExpenseTotals').implement({
  description: 'The count and exact sums of the expenses the filters pick',
  fields: (t) => ({
    count: t.exposeInt('count'),
    netAmount: t.field({ type: 'Decimal', resolve: (s) => s.netAmount }),
    vatAmount: t.field({ type: 'Decimal', resolve: (s) => s.vatAmount }),
    total: t.field({ type: 'Decimal', resolve: (s) => s.total }),
    deductibleVat: t.field({ type: 'Decimal', resolve: (s) => s.deductibleVat }),
  }),
});

builder.queryFields((t) => {
  const filterArgs = {
    dateFrom: t.arg({ type: 'Date', description: 'on or after' }),
    dateUntil: t.arg({ type: 'Date', description: 'on or before' }),
    supplier: t.arg.id({ description: 'a RelationsBusinessNode id' }),
    glAccount: t.arg.id({ description: 'a FinanceGlAccountNode id' }),
    costCentre: t.arg.id({ description: 'a FinanceCostCentreNode id' }),
  };
  return {
    financeExpenses: t.connection(
      {
        type: FinanceExpenseNode,
        description: 'Expenses, newest first, filtered (finance.expenses.view).',
        args: filterArgs,
        resolve: (_root, args, ctx) => offsetConnection(args, 50, (page) => listFinanceExpenses(ctx.services, ctx.club, ctx.actor, expenseFilterOf(args), page)),
      },
      { name: 'FinanceExpenseNodeConnection' },
      { name: 'FinanceExpenseNodeEdge' },
    ),
    financeExpenseTotals: t.field({
      type: Totals,
      description: 'The count and sums of the expenses the same filters pick (finance.expenses.view).',
      args: filterArgs,
      resolve: (_root, args, ctx) => financeExpenseTotals(ctx.services, ctx.club, ctx.actor, expenseFilterOf(args)),
    }),
  };
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;
type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

const expenseFields = (t: InputFields) => ({
  expenseDate: t.string({ required: true, description: 'YYYY-MM-DD, in the open VAT period (this quarter or the one before)' }),
  supplier: t.id({ required: true, description: 'a RelationsBusinessNode id' }),
  summary: t.string({ required: true }),
  netAmount: t.string({ required: true, description: 'a decimal with at most 2 decimals; negative for a supplier’s credit' }),
  vatAmount: t.string({ required: true }),
  businessShare: t.string({ defaultValue: '100', description: '0–100 %' }),
  glAccount: t.id({ description: 'a FinanceGlAccountNode id; none leaves it empty' }),
  costCentre: t.id({ description: 'a FinanceCostCentreNode id; none leaves it empty' }),
  document: t.id({ description: 'an uploaded document (POST /api/finance/expense-documents/); none leaves the expense without one' }),
});

interface ExpenseArgs {
  expenseDate: string;
  supplier: string | number;
  summary: string;
  netAmount: string;
  vatAmount: string;
  businessShare?: string | null;
  glAccount?: string | number | null;
  costCentre?: string | number | null;
  document?: string | number | null;
}

const inputOf = (i: ExpenseArgs) => ({
  expenseDate: i.expenseDate,
  summary: i.summary,
  netAmount: i.netAmount,
  vatAmount: i.vatAmount,
  businessShare: i.businessShare ?? '100',
  supplierId: decodeId(i.supplier, 'RelationsBusinessNode'),
  glAccountId: decodeOptionalId(i.glAccount, 'FinanceGlAccountNode'),
  costCentreId: decodeOptionalId(i.costCentre, 'FinanceCostCentreNode'),
  documentId: decodeOptionalId(i.document, DOCUMENT_TYPENAME),
});

const CreateInput = builder.inputType('CreateFinanceExpenseInput', { fields: expenseFields });
const UpdateInput = builder.inputType('UpdateFinanceExpenseInput', {
  description: 'Every field of the expense: one left out (GL account, cost centre, document) is cleared',
  fields: (t) => ({ id: t.id({ required: true }), ...expenseFields(t) }),
});
const DeleteInput = builder.inputType('DeleteFinanceExpenseInput', { fields: (t) => ({ id: t.id({ required: true }) }) });
const Payload = builder.simpleObject('FinanceExpensePayload', { fields: (f) => ({ financeExpense: f.field({ type: FinanceExpenseNode, nullable: true }) }) });
const DeletePayload = builder.simpleObject('DeleteFinanceExpensePayload', { fields: (f) => ({ ok: f.boolean() }) });

const payloadOf = async (ctx: GraphQLContext, id: number) => ({ financeExpense: (await findFinanceExpense(ctx.services, ctx.club, ctx.actor, id)) ?? null });
const NODE = 'FinanceExpenseNode';

builder.mutationFields((t) => ({
  createFinanceExpense: t.field({
    type: Payload,
    description: 'finance.expenses.edit',
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => payloadOf(ctx, await saveExpense(ctx.services, ctx.club, ctx.actor, 'new', inputOf(input))),
  }),
  updateFinanceExpense: t.field({
    type: Payload,
    description: 'finance.expenses.edit; in the open VAT period only; a replaced document is deleted',
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => payloadOf(ctx, await saveExpense(ctx.services, ctx.club, ctx.actor, decodeId(input.id, NODE), inputOf(input))),
  }),
  deleteFinanceExpense: t.field({
    type: DeletePayload,
    description: 'finance.expenses.edit: an expense of the open VAT period (this quarter or the one before), with its document',
    args: { input: t.arg({ type: DeleteInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteFinanceExpense(ctx.services, ctx.club, ctx.actor, decodeId(input.id, NODE));
      return { ok: true };
    },
  }),
}));
