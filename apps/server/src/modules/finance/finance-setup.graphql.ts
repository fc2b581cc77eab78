import { SALE_KIND_LABELS, SALE_KINDS } from '@kiai/shared';
import type { SchemaTypes } from '@pothos/core';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { decodeId, decodeOptionalId, encodeGlobalID, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import { archiveFinanceSetupItem } from './archive-finance-setup-item.js';
import { listDeskPaymentMethods } from './desk-payment-methods.js';
import { missingDefaultGroupMessage } from './default-group.js';
import type { TaxRateRow } from './finance-setup.repository.js';
import type { FinanceArchivableTable, GroupDefault, InvoiceGroupRow, LedgerCodeRow, LedgerCodeTable, PaymentMethodRow } from './finance-setup-items.repository.js';
import {
  findFinanceInvoiceGroup,
  findFinanceLedgerCode,
  findFinancePaymentMethod,
  findFinanceTaxRate,
  isFinanceTaxRateInUse,
  listFinanceGroupDefaults,
  listFinanceInvoiceGroups,
  listFinanceLedgerCodes,
  listFinancePaymentMethods,
  listFinanceTaxRates,
} from './list-finance-setup.js';
import { saveInvoiceGroup } from './save-invoice-group.js';
import { saveLedgerCode } from './save-ledger-code.js';
import { savePaymentMethod } from './save-payment-method.js';
import { replaceTaxRate, saveTaxRate } from './save-tax-rate.js';
import { setDefaultGroup } from './set-default-group.js';

// Finance → Tax rates, GL accounts, Cost centres, Payment methods, Invoice and quote groups, Default groups:
// reads take finance.setup.view, changes finance.setup.edit (checked in the use cases).

const TaxRateKindEnum = builder.enumType('FinanceTaxRateKind', { description: 'IN: prices include the tax; EX: it comes on top', values: ['IN', 'EX'] as const });
const GroupKindEnum = builder.enumType('FinanceInvoiceGroupKind', { values: ['INVOICE', 'QUOTE'] as const });
const SaleKindEnum = builder.enumType('FinanceSaleKind', { values: SALE_KINDS });

const orNull = <T>(row: T | undefined) => row ?? null;

export const FinanceTaxRateNode = builder.node(builder.objectRef<TaxRateRow>('FinanceTaxRateNode'), {
  id: { resolve: (r) => r.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : orNull(await findFinanceTaxRate(ctx.services, ctx.club, ctx.actor, n));
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    percentage: t.field({ type: 'Decimal', resolve: (r) => r.percentage }),
    rateType: t.field({ type: TaxRateKindEnum, resolve: (r) => r.rateType }),
    code: t.exposeString('code'),
    archived: t.exposeBoolean('archived'),
    inUse: t.boolean({
      description: 'an invoice or order line carries it: its percentage and type never change (replaceFinanceTaxRate)',
      resolve: (r, _args, ctx) => isFinanceTaxRateInUse(ctx.services, ctx.club, ctx.actor, r.id),
    }),
    replacedBy: t.id({ nullable: true, description: 'the rate that replaced this one', resolve: (r) => (r.replacedById === null ? null : encodeGlobalID('FinanceTaxRateNode', r.replacedById)) }),
  }),
});

function ledgerCodeNode(typename: string, table: LedgerCodeTable) {
  return builder.node(builder.objectRef<LedgerCodeRow>(typename), {
    id: { resolve: (r) => r.id },
    loadOne: async (id, ctx) => {
      const n = numericId(id);
      return n === null ? null : orNull(await findFinanceLedgerCode(ctx.services, ctx.club, ctx.actor, table, n));
    },
    fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name'), archived: t.exposeBoolean('archived') }),
  });
}

export const FinanceGlAccountNode = ledgerCodeNode('FinanceGlAccountNode', 'financeGlAccounts');
export const FinanceCostCentreNode = ledgerCodeNode('FinanceCostCentreNode', 'financeCostCentres');

export const FinancePaymentMethodNode = builder.node(builder.objectRef<PaymentMethodRow>('FinancePaymentMethodNode'), {
  id: { resolve: (m) => m.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : orNull(await findFinancePaymentMethod(ctx.services, ctx.club, ctx.actor, n));
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    code: t.string({ nullable: true, description: "a system method's code (CASH, CARD_DESK, DIRECT_DEBIT …); none for the club's own", resolve: (m) => m.code }),
    system: t.boolean({ description: 'a system method: renamed, never archived', resolve: (m) => m.code !== null }),
    archived: t.exposeBoolean('archived'),
  }),
});

export const FinanceInvoiceGroupNode = builder.node(builder.objectRef<InvoiceGroupRow>('FinanceInvoiceGroupNode'), {
  id: { resolve: (g) => g.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : orNull(await findFinanceInvoiceGroup(ctx.services, ctx.club, ctx.actor, n));
  },
  fields: (t) => ({
    kind: t.field({ type: GroupKindEnum, resolve: (g) => g.kind }),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix'),
    prefixYear: t.exposeBoolean('prefixYear', { description: 'the year is in the number (INV2026-0001)' }),
    autoResetPrefixYear: t.exposeBoolean('autoResetPrefixYear', { description: 'numbering starts at 1 again each year' }),
    dueAfterDays: t.exposeInt('dueAfterDays', { description: 'days to pay an invoice; for a quote group, days a quote stays valid' }),
    nextNumber: t.exposeInt('nextNumber'),
    terms: t.exposeString('terms'),
    footer: t.exposeString('footer'),
    archived: t.exposeBoolean('archived'),
  }),
});

const GroupDefaultType = builder.objectRef<{ saleKind: (typeof SALE_KINDS)[number]; group: InvoiceGroupRow | null }>('FinanceInvoiceGroupDefaultType').implement({
  description: 'The invoice group a kind of sale is invoiced in; none means selling it is a set-up error',
  fields: (t) => ({
    saleKind: t.field({ type: SaleKindEnum, resolve: (d) => d.saleKind }),
    label: t.string({ resolve: (d) => SALE_KIND_LABELS[d.saleKind] }),
    group: t.field({ type: FinanceInvoiceGroupNode, nullable: true, resolve: (d) => d.group }),
    setupError: t.string({
      nullable: true,
      description: 'without a group: the set-up error (FINANCE_SETUP_INCOMPLETE) a sale of this kind is refused with',
      resolve: (d) => (d.group === null ? missingDefaultGroupMessage(d.saleKind) : null),
    }),
  }),
});

/** Every kind of sale, in SALE_KINDS order, with its default group or none. */
async function groupDefaults(ctx: GraphQLContext) {
  const defaults: GroupDefault[] = await listFinanceGroupDefaults(ctx.services, ctx.club, ctx.actor);
  return SALE_KINDS.map((saleKind) => ({ saleKind, group: defaults.find((d) => d.saleKind === saleKind)?.group ?? null }));
}

const LIST_SIZE = 50;
const ARCHIVED = { defaultValue: false, description: 'true lists the archived ones' } as const;

builder.queryFields((t) => ({
  financeSetupTaxRates: t.connection(
    {
      type: FinanceTaxRateNode,
      description: 'Tax rates by name (finance.setup.view).',
      args: { archived: t.arg.boolean(ARCHIVED) },
      resolve: (_root, args, ctx) => offsetConnection(args, LIST_SIZE, (page) => listFinanceTaxRates(ctx.services, ctx.club, ctx.actor, args.archived ?? false, page)),
    },
    { name: 'FinanceTaxRateNodeConnection' },
    { name: 'FinanceTaxRateNodeEdge' },
  ),
  financeGlAccounts: t.connection(
    {
      type: FinanceGlAccountNode,
      description: 'GL accounts by code (finance.setup.view).',
      args: { archived: t.arg.boolean(ARCHIVED) },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, LIST_SIZE, (page) => listFinanceLedgerCodes(ctx.services, ctx.club, ctx.actor, 'financeGlAccounts', args.archived ?? false, page)),
    },
    { name: 'FinanceGlAccountNodeConnection' },
    { name: 'FinanceGlAccountNodeEdge' },
  ),
  financeCostCentres: t.connection(
    {
      type: FinanceCostCentreNode,
      description: 'Cost centres by code (finance.setup.view).',
      args: { archived: t.arg.boolean(ARCHIVED) },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, LIST_SIZE, (page) => listFinanceLedgerCodes(ctx.services, ctx.club, ctx.actor, 'financeCostCentres', args.archived ?? false, page)),
    },
    { name: 'FinanceCostCentreNodeConnection' },
    { name: 'FinanceCostCentreNodeEdge' },
  ),
  financePaymentMethods: t.connection(
    {
      type: FinancePaymentMethodNode,
      description: 'Payment methods by name, the system ones and the club’s own (finance.setup.view).',
      args: { archived: t.arg.boolean(ARCHIVED) },
      resolve: (_root, args, ctx) => offsetConnection(args, LIST_SIZE, (page) => listFinancePaymentMethods(ctx.services, ctx.club, ctx.actor, args.archived ?? false, page)),
    },
    { name: 'FinancePaymentMethodNodeConnection' },
    { name: 'FinancePaymentMethodNodeEdge' },
  ),
  financeDeskPaymentMethods: t.field({
    type: [FinancePaymentMethodNode],
    description: 'The methods the desk takes money with: cash and card at the desk (finance.payments.desk).',
    resolve: (_root, _args, ctx) => listDeskPaymentMethods(ctx.services, ctx.club, ctx.actor),
  }),
  financeInvoiceGroups: t.connection(
    {
      type: FinanceInvoiceGroupNode,
      description: 'Invoice or quote groups by name (finance.setup.view).',
      args: { kind: t.arg({ type: GroupKindEnum, defaultValue: 'INVOICE' }), archived: t.arg.boolean(ARCHIVED) },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, LIST_SIZE, (page) => listFinanceInvoiceGroups(ctx.services, ctx.club, ctx.actor, args.kind ?? 'INVOICE', args.archived ?? false, page)),
    },
    { name: 'FinanceInvoiceGroupNodeConnection' },
    { name: 'FinanceInvoiceGroupNodeEdge' },
  ),
  financeInvoiceGroupDefaults: t.field({
    type: [GroupDefaultType],
    description: 'Every kind of sale with its default invoice group, or none (finance.setup.view).',
    resolve: (_root, _args, ctx) => groupDefaults(ctx),
  }),
}));

const EDIT = 'finance.setup.edit';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;
type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

const taxRateFields = (t: InputFields) => ({
  name: t.string({ required: true }),
  percentage: t.field({ type: 'Decimal', required: true }),
  rateType: t.field({ type: TaxRateKindEnum, required: true }),
  code: t.string({ defaultValue: '' }),
});
const ledgerCodeFields = (t: InputFields) => ({ code: t.string({ required: true }), name: t.string({ required: true }) });
const groupFields = (t: InputFields) => ({
  name: t.string({ required: true }),
  prefix: t.string({ defaultValue: '' }),
  prefixYear: t.boolean({ defaultValue: true }),
  autoResetPrefixYear: t.boolean({ defaultValue: true }),
  dueAfterDays: t.int({ required: true }),
  terms: t.string({ defaultValue: '' }),
  footer: t.string({ defaultValue: '' }),
});
const id = (t: InputFields) => ({ id: t.id({ required: true }) });

const CreateTaxRateInput = builder.inputType('CreateFinanceTaxRateInput', { fields: taxRateFields });
const UpdateTaxRateInput = builder.inputType('UpdateFinanceTaxRateInput', { fields: (t) => ({ ...id(t), ...taxRateFields(t) }) });
const ReplaceTaxRateInput = builder.inputType('ReplaceFinanceTaxRateInput', {
  description: 'The rate to replace (id) and its replacement',
  fields: (t) => ({ ...id(t), ...taxRateFields(t) }),
});
const CreateLedgerCodeInput = builder.inputType('CreateFinanceLedgerCodeInput', { description: 'A GL account or cost centre', fields: ledgerCodeFields });
const UpdateLedgerCodeInput = builder.inputType('UpdateFinanceLedgerCodeInput', { fields: (t) => ({ ...id(t), ...ledgerCodeFields(t) }) });
const CreatePaymentMethodInput = builder.inputType('CreateFinancePaymentMethodInput', { fields: (t) => ({ name: t.string({ required: true }) }) });
const UpdatePaymentMethodInput = builder.inputType('UpdateFinancePaymentMethodInput', { fields: (t) => ({ ...id(t), name: t.string({ required: true }) }) });
const CreateGroupInput = builder.inputType('CreateFinanceInvoiceGroupInput', {
  fields: (t) => ({ kind: t.field({ type: GroupKindEnum, required: true }), ...groupFields(t) }),
});
const UpdateGroupInput = builder.inputType('UpdateFinanceInvoiceGroupInput', { fields: (t) => ({ ...id(t), ...groupFields(t) }) });

const TaxRatePayload = builder.simpleObject('FinanceTaxRatePayload', { fields: (f) => ({ financeTaxRate: f.field({ type: FinanceTaxRateNode, nullable: true }) }) });
const GlAccountPayload = builder.simpleObject('FinanceGlAccountPayload', { fields: (f) => ({ financeGlAccount: f.field({ type: FinanceGlAccountNode, nullable: true }) }) });
const CostCentrePayload = builder.simpleObject('FinanceCostCentrePayload', { fields: (f) => ({ financeCostCentre: f.field({ type: FinanceCostCentreNode, nullable: true }) }) });
const PaymentMethodPayload = builder.simpleObject('FinancePaymentMethodPayload', { fields: (f) => ({ financePaymentMethod: f.field({ type: FinancePaymentMethodNode, nullable: true }) }) });
const InvoiceGroupPayload = builder.simpleObject('FinanceInvoiceGroupPayload', { fields: (f) => ({ financeInvoiceGroup: f.field({ type: FinanceInvoiceGroupNode, nullable: true }) }) });
const ArchiveInput = builder.inputType('FinanceArchiveInput', {
  fields: (t) => ({ id: t.id({ required: true }), archived: t.boolean({ defaultValue: true, description: 'false brings it back' }) }),
});

const rateValues = (i: { name: string; percentage: string; rateType: 'IN' | 'EX'; code?: string | null }) => ({ name: i.name, percentage: i.percentage, rateType: i.rateType, code: i.code ?? '' });
const groupValues = (i: { name: string; prefix?: string | null; prefixYear?: boolean | null; autoResetPrefixYear?: boolean | null; dueAfterDays: number; terms?: string | null; footer?: string | null }) => ({
  name: i.name,
  prefix: i.prefix ?? '',
  prefixYear: i.prefixYear ?? true,
  autoResetPrefixYear: i.autoResetPrefixYear ?? true,
  dueAfterDays: i.dueAfterDays,
  terms: i.terms ?? '',
  footer: i.footer ?? '',
});

const taxRateOf = async (ctx: GraphQLContext, id: number) => ({ financeTaxRate: orNull(await findFinanceTaxRate(ctx.services, ctx.club, ctx.actor, id)) });
const ledgerOf = async (ctx: GraphQLContext, table: LedgerCodeTable, id: number) => orNull(await findFinanceLedgerCode(ctx.services, ctx.club, ctx.actor, table, id));
const glOf = async (ctx: GraphQLContext, id: number) => ({ financeGlAccount: await ledgerOf(ctx, 'financeGlAccounts', id) });
const costCentreOf = async (ctx: GraphQLContext, id: number) => ({ financeCostCentre: await ledgerOf(ctx, 'financeCostCentres', id) });
const methodOf = async (ctx: GraphQLContext, id: number) => ({ financePaymentMethod: orNull(await findFinancePaymentMethod(ctx.services, ctx.club, ctx.actor, id)) });
const groupOf = async (ctx: GraphQLContext, id: number) => ({ financeInvoiceGroup: orNull(await findFinanceInvoiceGroup(ctx.services, ctx.club, ctx.actor, id)) });
const archive = (ctx: GraphQLContext, table: FinanceArchivableTable, typename: string, input: { id: string; archived?: boolean | null }) =>
  archiveFinanceSetupItem(ctx.services, ctx.club, ctx.actor, table, decodeId(input.id, typename), input.archived ?? true);

builder.mutationFields((t) => ({
  createFinanceTaxRate: t.field({
    type: TaxRatePayload,
    description: EDIT,
    args: { input: t.arg({ type: CreateTaxRateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => taxRateOf(ctx, await saveTaxRate(ctx.services, ctx.club, ctx.actor, 'new', rateValues(input))),
  }),
  updateFinanceTaxRate: t.field({
    type: TaxRatePayload,
    description: `${EDIT}; the percentage and type of a rate in use never change (replaceFinanceTaxRate)`,
    args: { input: t.arg({ type: UpdateTaxRateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => taxRateOf(ctx, await saveTaxRate(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'FinanceTaxRateNode'), rateValues(input))),
  }),
  replaceFinanceTaxRate: t.field({
    type: TaxRatePayload,
    description: `${EDIT}: a new rate replaces this one, which is archived; products move to the new rate. Answers the new rate.`,
    args: { input: t.arg({ type: ReplaceTaxRateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => taxRateOf(ctx, await replaceTaxRate(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'FinanceTaxRateNode'), rateValues(input))),
  }),
  archiveFinanceTaxRate: t.field({
    type: TaxRatePayload,
    description: EDIT,
    args: { input: t.arg({ type: ArchiveInput, required: true }) },
    resolve: async (_root, { input }, ctx) => taxRateOf(ctx, await archive(ctx, 'financeTaxRates', 'FinanceTaxRateNode', input)),
  }),
  createFinanceGlAccount: t.field({
    type: GlAccountPayload,
    description: EDIT,
    args: { input: t.arg({ type: CreateLedgerCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => glOf(ctx, await saveLedgerCode(ctx.services, ctx.club, ctx.actor, 'financeGlAccounts', 'new', input)),
  }),
  updateFinanceGlAccount: t.field({
    type: GlAccountPayload,
    description: EDIT,
    args: { input: t.arg({ type: UpdateLedgerCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      glOf(ctx, await saveLedgerCode(ctx.services, ctx.club, ctx.actor, 'financeGlAccounts', decodeId(input.id, 'FinanceGlAccountNode'), input)),
  }),
  archiveFinanceGlAccount: t.field({
    type: GlAccountPayload,
    description: EDIT,
    args: { input: t.arg({ type: ArchiveInput, required: true }) },
    resolve: async (_root, { input }, ctx) => glOf(ctx, await archive(ctx, 'financeGlAccounts', 'FinanceGlAccountNode', input)),
  }),
  createFinanceCostCentre: t.field({
    type: CostCentrePayload,
    description: EDIT,
    args: { input: t.arg({ type: CreateLedgerCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => costCentreOf(ctx, await saveLedgerCode(ctx.services, ctx.club, ctx.actor, 'financeCostCentres', 'new', input)),
  }),
  updateFinanceCostCentre: t.field({
    type: CostCentrePayload,
    description: EDIT,
    args: { input: t.arg({ type: UpdateLedgerCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      costCentreOf(ctx, await saveLedgerCode(ctx.services, ctx.club, ctx.actor, 'financeCostCentres', decodeId(input.id, 'FinanceCostCentreNode'), input)),
  }),
  archiveFinanceCostCentre: t.field({
    type: CostCentrePayload,
    description: EDIT,
    args: { input: t.arg({ type: ArchiveInput, required: true }) },
    resolve: async (_root, { input }, ctx) => costCentreOf(ctx, await archive(ctx, 'financeCostCentres', 'FinanceCostCentreNode', input)),
  }),
  createFinancePaymentMethod: t.field({
    type: PaymentMethodPayload,
    description: EDIT,
    args: { input: t.arg({ type: CreatePaymentMethodInput, required: true }) },
    resolve: async (_root, { input }, ctx) => methodOf(ctx, await savePaymentMethod(ctx.services, ctx.club, ctx.actor, 'new', input)),
  }),
  updateFinancePaymentMethod: t.field({
    type: PaymentMethodPayload,
    description: EDIT,
    args: { input: t.arg({ type: UpdatePaymentMethodInput, required: true }) },
    resolve: async (_root, { input }, ctx) => methodOf(ctx, await savePaymentMethod(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'FinancePaymentMethodNode'), input)),
  }),
  archiveFinancePaymentMethod: t.field({
    type: PaymentMethodPayload,
    description: `${EDIT}; system methods stay`,
    args: { input: t.arg({ type: ArchiveInput, required: true }) },
    resolve: async (_root, { input }, ctx) => methodOf(ctx, await archive(ctx, 'financePaymentMethods', 'FinancePaymentMethodNode', input)),
  }),
  createFinanceInvoiceGroup: t.field({
    type: InvoiceGroupPayload,
    description: `${EDIT}: an invoice group or a quote group (kind)`,
    args: { input: t.arg({ type: CreateGroupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => groupOf(ctx, await saveInvoiceGroup(ctx.services, ctx.club, ctx.actor, { kind: input.kind }, groupValues(input))),
  }),
  updateFinanceInvoiceGroup: t.field({
    type: InvoiceGroupPayload,
    description: `${EDIT}; a group keeps its kind and the numbering it has reached`,
    args: { input: t.arg({ type: UpdateGroupInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      groupOf(ctx, await saveInvoiceGroup(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'FinanceInvoiceGroupNode'), groupValues(input))),
  }),
  archiveFinanceInvoiceGroup: t.field({
    type: InvoiceGroupPayload,
    description: `${EDIT}; a kind of sale's default group stays`,
    args: { input: t.arg({ type: ArchiveInput, required: true }) },
    resolve: async (_root, { input }, ctx) => groupOf(ctx, await archive(ctx, 'financeInvoiceGroups', 'FinanceInvoiceGroupNode', input)),
  }),
  setFinanceInvoiceGroupDefault: t.field({
    type: [GroupDefaultType],
    description: `${EDIT}: the default invoice group of a kind of sale; no group leaves the kind without one (selling it is then a set-up error). Answers every default.`,
    args: { saleKind: t.arg({ type: SaleKindEnum, required: true }), group: t.arg.id({ description: 'none clears the default' }) },
    resolve: async (_root, { saleKind, group }, ctx) => {
      await setDefaultGroup(ctx.services, ctx.club, ctx.actor, saleKind, decodeOptionalId(group, 'FinanceInvoiceGroupNode'));
      return groupDefaults(ctx);
    },
  }),
}));
