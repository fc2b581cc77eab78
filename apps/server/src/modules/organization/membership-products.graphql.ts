import { builder } from '../../graphql/builder.js';
import { decodeOptionalId, encodeGlobalID, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import { moneyDisplay } from '../../platform/money.js';
import { validityUnitDisplay } from '../classpasses/index.js';
import { findOrganizationMemberships, listOrganizationLedgerCodes, listOrganizationMemberships } from './list-recurring-products.js';
import type { MembershipProductRow } from './membership-product.repository.js';
import type { LedgerCodeRow } from './organization.repository.js';
import { ValidityUnitEnum } from './organization-setup.graphql.js';
import { saveMembershipProduct } from './save-membership-product.js';
import { setupItemMutations, type InputFieldsBuilder, type Types } from './setup-item-mutations.graphql.js';

const LIST_SIZE = 100;

interface ProductSetupColumns {
  financeTaxRateId: number | null;
  financeGlAccountId: number | null;
  financeCostCentreId: number | null;
  displayPublic: boolean;
  displayShop: boolean;
  archived: boolean;
}

/** The set-up fields subscription and membership products share: their ledger and where they are shown. */
export const productSetupFields = <R extends ProductSetupColumns>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, R>) => ({
  financeTaxRateId: t.int({ nullable: true, description: 'its tax rate (financeTaxRates)', resolve: (p) => p.financeTaxRateId }),
  financeGlAccountId: t.id({ nullable: true, resolve: (p) => (p.financeGlAccountId === null ? null : encodeGlobalID('FinanceGlAccountNode', p.financeGlAccountId)) }),
  financeCostCentreId: t.id({ nullable: true, resolve: (p) => (p.financeCostCentreId === null ? null : encodeGlobalID('FinanceCostCentreNode', p.financeCostCentreId)) }),
  displayPublic: t.boolean({ resolve: (p) => p.displayPublic }),
  displayShop: t.boolean({ resolve: (p) => p.displayShop }),
  archived: t.boolean({ resolve: (p) => p.archived }),
});

/** A membership product (organization.view). */
export const OrganizationMembershipNode = builder.node(builder.objectRef<MembershipProductRow>('OrganizationMembershipNode'), {
  id: { resolve: (m) => m.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findOrganizationMemberships(ctx.services, ctx.club, ctx.actor, [n]))[0] ?? null);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description', { description: 'sanitised HTML' }),
    price: t.field({ type: 'Decimal', resolve: (m) => m.price }),
    priceDisplay: t.string({ resolve: (m, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, m.price) }),
    validity: t.exposeInt('validity'),
    validityUnit: t.field({ type: ValidityUnitEnum, resolve: (m) => m.validityUnit }),
    validityUnitDisplay: t.string({ resolve: (m) => validityUnitDisplay(m.validity, m.validityUnit) }),
    terms: t.exposeString('terms', { description: 'sanitised HTML' }),
    renewal: t.exposeBoolean('renewal'),
    renewalDaysBefore: t.exposeInt('renewalDaysBefore', { description: 'how many days before the end the next period is made and invoiced' }),
    ...productSetupFields(t),
  }),
});

const LedgerCodeType = builder.objectRef<LedgerCodeRow & { typename: string }>('OrganizationLedgerCodeOption').implement({
  description: 'A GL account or cost centre a product may be booked to.',
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID(c.typename, c.id) }),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
  }),
});

builder.queryFields((t) => ({
  organizationMemberships: t.connection(
    {
      type: OrganizationMembershipNode,
      description: 'Membership products by name (organization.view).',
      args: { archived: t.arg.boolean({ defaultValue: false }) },
      resolve: (_root, args, ctx) => offsetConnection(args, LIST_SIZE, (page) => listOrganizationMemberships(ctx.services, ctx.club, ctx.actor, args.archived ?? false, page)),
    },
    { name: 'OrganizationMembershipNodeConnection' },
    { name: 'OrganizationMembershipNodeEdge' },
  ),
  organizationGlAccountOptions: t.field({
    type: [LedgerCodeType],
    description: "The club's GL accounts by code, for the product forms (organization.view).",
    resolve: async (_root, _args, ctx) => (await listOrganizationLedgerCodes(ctx.services, ctx.club, ctx.actor, 'financeGlAccounts')).map((c) => ({ ...c, typename: 'FinanceGlAccountNode' })),
  }),
  organizationCostCentreOptions: t.field({
    type: [LedgerCodeType],
    description: "The club's cost centres by code, for the product forms (organization.view).",
    resolve: async (_root, _args, ctx) => (await listOrganizationLedgerCodes(ctx.services, ctx.club, ctx.actor, 'financeCostCentres')).map((c) => ({ ...c, typename: 'FinanceCostCentreNode' })),
  }),
}));

/** The ledger inputs of a product form: a tax rate's number, GL account and cost centre ids; left out for none. */
export const ledgerInputFields = (t: InputFieldsBuilder) => ({
  financeTaxRate: t.int({ description: 'the id of one of financeTaxRates; none when left out' }),
  financeGlAccount: t.id({ description: 'one of organizationGlAccountOptions; none when left out' }),
  financeCostCentre: t.id({ description: 'one of organizationCostCentreOptions; none when left out' }),
});

export const ledgerValues = (i: { financeTaxRate?: number | null; financeGlAccount?: string | null; financeCostCentre?: string | null }) => ({
  taxRateId: i.financeTaxRate ?? undefined,
  glAccountId: decodeOptionalId(i.financeGlAccount, 'FinanceGlAccountNode'),
  costCentreId: decodeOptionalId(i.financeCostCentre, 'FinanceCostCentreNode'),
});

setupItemMutations({
  name: 'OrganizationMembership',
  payloadField: 'organizationMembership',
  node: OrganizationMembershipNode,
  typename: 'OrganizationMembershipNode',
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ defaultValue: '', description: 'HTML; sanitised' }),
    price: t.field({ type: 'Decimal', required: true }),
    validity: t.int({ required: true }),
    validityUnit: t.field({ type: ValidityUnitEnum, required: true }),
    terms: t.string({ defaultValue: '', description: 'HTML; sanitised' }),
    renewal: t.boolean({ defaultValue: false }),
    renewalDaysBefore: t.int({ defaultValue: 14 }),
    ...ledgerInputFields(t),
    displayPublic: t.boolean({ defaultValue: true }),
    displayShop: t.boolean({ defaultValue: true }),
  }),
  values: (i) => ({
    name: i.name,
    description: i.description ?? '',
    price: i.price,
    validity: i.validity,
    validityUnit: i.validityUnit,
    terms: i.terms ?? '',
    renewal: i.renewal ?? false,
    renewalDaysBefore: i.renewalDaysBefore ?? 14,
    ...ledgerValues(i),
    displayPublic: i.displayPublic ?? true,
    displayShop: i.displayShop ?? true,
  }),
  save: saveMembershipProduct,
  read: async (ctx, id) => (await findOrganizationMemberships(ctx.services, ctx.club, ctx.actor, [id]))[0],
  archive: 'organizationMemberships',
  descriptions: { archive: 'organization.edit; memberships are archived, never deleted (members hold them)' },
});
