import { beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_SETUP_MESSAGES, FORM_MESSAGES } from '@kiai/shared';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { bookingTestAppPerFile, gid, tokenFor } from '../booking/booking-kit.js';
import { orderFor } from './finance-kit.js';

interface Answer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

const RATE = `mutation($input: CreateFinanceTaxRateInput!) { createFinanceTaxRate(input: $input) { financeTaxRate { id name percentage rateType code archived } } }`;
const UPDATE_RATE = `mutation($input: UpdateFinanceTaxRateInput!) { updateFinanceTaxRate(input: $input) { financeTaxRate { id name percentage rateType code } } }`;
const REPLACE_RATE = `mutation($input: ReplaceFinanceTaxRateInput!) { replaceFinanceTaxRate(input: $input) { financeTaxRate { id name percentage } } }`;
const RATES = `query($archived: Boolean) { financeSetupTaxRates(archived: $archived) { edges { node { id name percentage archived replacedBy } } } }`;
const GL = `mutation($input: CreateFinanceLedgerCodeInput!) { createFinanceGlAccount(input: $input) { financeGlAccount { id code name archived } } }`;
const COST_CENTRE = `mutation($input: CreateFinanceLedgerCodeInput!) { createFinanceCostCentre(input: $input) { financeCostCentre { id code name } } }`;
const ARCHIVE_GL = `mutation($input: FinanceArchiveInput!) { archiveFinanceGlAccount(input: $input) { financeGlAccount { id archived } } }`;
const GLS = `query($archived: Boolean) { financeGlAccounts(archived: $archived) { edges { node { code name } } } }`;
const METHODS = `{ financePaymentMethods { edges { node { id name code system } } } }`;
const METHOD = `mutation($input: CreateFinancePaymentMethodInput!) { createFinancePaymentMethod(input: $input) { financePaymentMethod { id name system } } }`;
const ARCHIVE_METHOD = `mutation($input: FinanceArchiveInput!) { archiveFinancePaymentMethod(input: $input) { financePaymentMethod { id archived } } }`;
const GROUP = `mutation($input: CreateFinanceInvoiceGroupInput!) { createFinanceInvoiceGroup(input: $input) { financeInvoiceGroup { id kind name prefix dueAfterDays terms } } }`;
const GROUPS = `query($kind: FinanceInvoiceGroupKind) { financeInvoiceGroups(kind: $kind) { edges { node { id name prefix } } } }`;
const ARCHIVE_GROUP = `mutation($input: FinanceArchiveInput!) { archiveFinanceInvoiceGroup(input: $input) { financeInvoiceGroup { id archived } } }`;
const DEFAULTS = `{ financeInvoiceGroupDefaults { saleKind label group { id name } setupError } }`;
const RATE_IN_USE = `query($id: ID!) { node(id: $id) { ... on FinanceTaxRateNode { inUse } } }`;
const SET_DEFAULT = `mutation($saleKind: FinanceSaleKind!, $group: ID) { setFinanceInvoiceGroupDefault(saleKind: $saleKind, group: $group) { saleKind group { name } } }`;
const SELL = `mutation($input: SellAccountClasspassInput!) { sellAccountClasspass(input: $input) { financeOrder { id financeInvoice { invoiceNumber terms } } } }`;

const errorOf = (answer: Answer) => answer.errors?.[0];
const nodes = (connection: { edges: { node: any }[] }) => connection.edges.map((e) => e.node);

// Test plan "Ledger (finance)" set-up: tax rates kept once used, GL accounts and cost centres, payment methods,
// invoice and quote groups, and the default group of each kind of sale checked before anything is sold.
describe('the finance set-up', () => {
  const t = bookingTestAppPerFile();
  let club: Club;
  let admin: string;
  let manager: string;
  let pass: OrganizationClasspass;
  const gql = async (document: string, variables: Record<string, unknown> = {}, token = admin): Promise<Answer> => (await t.gql(document, variables, { token })).body;

  beforeAll(async () => {
    club = await t.make.defaultClub();
    admin = await tokenFor(t, await t.make.staff());
    manager = await tokenFor(t, await t.make.staff({ staffRoles: ['MANAGER'] }));
    pass = await t.make.classpassProduct({ name: 'Five classes', price: '60.00', displayShop: true });
  });

  const sellPass = async () => {
    const member = await t.make.member();
    return gql(SELL, { input: { account: gid('AccountNode', member.id), organizationClasspass: gid('OrganizationClasspassNode', pass.id) } });
  };

  it('changes a tax rate freely until a line uses it; then refuses a new percentage, naming the field, and a replacement takes over', async () => {
    const created = await gql(RATE, { input: { name: 'VAT high', percentage: '21', rateType: 'IN', code: 'H' } });
    const rate = created.data.createFinanceTaxRate.financeTaxRate;
    expect(rate).toMatchObject({ name: 'VAT high', percentage: '21.000', rateType: 'IN', code: 'H', archived: false });
    const unused = await gql(UPDATE_RATE, { input: { id: rate.id, name: 'VAT high', percentage: '20.5', rateType: 'EX', code: 'H' } });
    expect(unused.data.updateFinanceTaxRate.financeTaxRate).toMatchObject({ percentage: '20.500', rateType: 'EX' });
    expect((await gql(RATE_IN_USE, { id: rate.id })).data.node).toEqual({ inUse: false });

    const rateId = Number(Buffer.from(rate.id, 'base64').toString().split(':')[1]);
    await t.app.db.updateTable('organizationClasspasses').set({ financeTaxRateId: rateId }).where('id', '=', pass.id).execute();
    expect(errorOf(await sellPass())).toBeUndefined();
    // The rate's page says so before anyone tries a new percentage.
    expect((await gql(RATE_IN_USE, { id: rate.id })).data.node).toEqual({ inUse: true });

    const refused = await gql(UPDATE_RATE, { input: { id: rate.id, name: 'VAT', percentage: '21', rateType: 'EX', code: 'H' } });
    expect(errorOf(refused)).toMatchObject({ message: FINANCE_SETUP_MESSAGES.rateInUse, extensions: { code: 'VALIDATION_FAILED', fields: { percentage: FINANCE_SETUP_MESSAGES.rateInUse } } });
    const renamed = await gql(UPDATE_RATE, { input: { id: rate.id, name: 'VAT (high)', percentage: '20.500', rateType: 'EX', code: 'H1' } });
    expect(renamed.data.updateFinanceTaxRate.financeTaxRate).toMatchObject({ name: 'VAT (high)', percentage: '20.500', code: 'H1' });

    const replaced = await gql(REPLACE_RATE, { input: { id: rate.id, name: 'VAT high 2027', percentage: '21', rateType: 'EX', code: 'H' } });
    const successor = replaced.data.replaceFinanceTaxRate.financeTaxRate;
    expect(successor).toMatchObject({ name: 'VAT high 2027', percentage: '21.000' });
    expect(nodes((await gql(RATES, { archived: true })).data.financeSetupTaxRates)).toEqual([{ id: rate.id, name: 'VAT (high)', percentage: '20.500', archived: true, replacedBy: successor.id }]);
    const product = await t.app.db.selectFrom('organizationClasspasses').select('financeTaxRateId').where('id', '=', pass.id).executeTakeFirstOrThrow();
    expect(gid('FinanceTaxRateNode', product.financeTaxRateId!)).toBe(successor.id);
    // The line sold keeps the percentage it was sold at.
    const lines = await t.app.db.selectFrom('financeInvoiceItems').select('taxPercentage').where('clubId', '=', club.id).where('productName', '=', 'Five classes').execute();
    expect(lines).toEqual([{ taxPercentage: '20.500' }]);
    expect(errorOf(await gql(REPLACE_RATE, { input: { id: rate.id, name: 'Again', percentage: '22', rateType: 'EX', code: '' } }))?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a malformed rate by its field, writing nothing', async () => {
    const before = nodes((await gql(RATES)).data.financeSetupTaxRates).length;
    const tooPrecise = await gql(RATE, { input: { name: 'Odd', percentage: '9.1234', rateType: 'IN' } });
    expect(errorOf(tooPrecise)?.extensions?.fields).toEqual({ percentage: FINANCE_SETUP_MESSAGES.percentage });
    const negative = await gql(RATE, { input: { name: 'Odd', percentage: '-1', rateType: 'IN' } });
    expect(errorOf(negative)?.extensions?.fields).toEqual({ percentage: FORM_MESSAGES.positiveNumber });
    const nameless = await gql(RATE, { input: { name: ' ', percentage: '9', rateType: 'IN' } });
    expect(errorOf(nameless)?.extensions?.fields).toEqual({ name: FORM_MESSAGES.required });
    expect(nodes((await gql(RATES)).data.financeSetupTaxRates)).toHaveLength(before);
  });

  it('keeps GL account and cost centre codes unique, and archives rather than deletes them', async () => {
    const gl = (await gql(GL, { input: { code: '8000', name: 'Revenue classes' } })).data.createFinanceGlAccount.financeGlAccount;
    expect(gl).toMatchObject({ code: '8000', name: 'Revenue classes', archived: false });
    const twice = await gql(GL, { input: { code: '8000', name: 'Other' } });
    expect(errorOf(twice)?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { code: 'This code is in use already.' } });
    // A cost centre may share a GL account's code: they are separate lists.
    expect((await gql(COST_CENTRE, { input: { code: '8000', name: 'Boxing' } })).data.createFinanceCostCentre.financeCostCentre).toMatchObject({ code: '8000', name: 'Boxing' });
    await gql(ARCHIVE_GL, { input: { id: gl.id } });
    expect(nodes((await gql(GLS)).data.financeGlAccounts)).toEqual([]);
    expect(nodes((await gql(GLS, { archived: true })).data.financeGlAccounts)).toEqual([{ code: '8000', name: 'Revenue classes' }]);
  });

  it('lists the system payment methods, adds the club’s own, and never archives a system one', async () => {
    const methods: { id: string; name: string; code: string | null; system: boolean }[] = nodes((await gql(METHODS)).data.financePaymentMethods);
    expect(methods.map((m) => m.code).sort()).toEqual(['CARD_DESK', 'CASH', 'CREDIT_NOTE', 'DIRECT_DEBIT', 'MANUAL', 'STRIPE', 'TEST', 'WIRE_TRANSFER']);
    const cash = methods.find((m) => m.code === 'CASH')!;
    expect(errorOf(await gql(ARCHIVE_METHOD, { input: { id: cash.id } }))?.extensions?.code).toBe('VALIDATION_FAILED');
    const voucher = (await gql(METHOD, { input: { name: 'Gift voucher' } })).data.createFinancePaymentMethod.financePaymentMethod;
    expect(voucher).toMatchObject({ name: 'Gift voucher', system: false });
    expect((await gql(ARCHIVE_METHOD, { input: { id: voucher.id } })).data.archiveFinancePaymentMethod.financePaymentMethod.archived).toBe(true);
  });

  it('keeps invoice and quote groups apart, refuses a prefix used twice in a kind, and keeps a default group from being archived', async () => {
    const quotes = await gql(GROUP, { input: { kind: 'QUOTE', name: 'Quotes', prefix: 'Q', dueAfterDays: 30, terms: 'Valid for 30 days.' } });
    expect(quotes.data.createFinanceInvoiceGroup.financeInvoiceGroup).toMatchObject({ kind: 'QUOTE', prefix: 'Q', dueAfterDays: 30, terms: 'Valid for 30 days.' });
    expect(nodes((await gql(GROUPS, { kind: 'QUOTE' })).data.financeInvoiceGroups)).toEqual([{ id: expect.any(String), name: 'Quotes', prefix: 'Q' }]);
    const taken = await gql(GROUP, { input: { kind: 'INVOICE', name: 'Again', prefix: 'INV', dueAfterDays: 14 } });
    expect(errorOf(taken)?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { prefix: 'Another group uses this prefix: its numbers would repeat.' } });
    const badDays = await gql(GROUP, { input: { kind: 'INVOICE', name: 'Long', prefix: 'L', dueAfterDays: 4000 } });
    expect(errorOf(badDays)?.extensions?.fields).toEqual({ dueAfterDays: FINANCE_SETUP_MESSAGES.dueDays });
    const shop = nodes((await gql(GROUPS)).data.financeInvoiceGroups).find((g: { name: string }) => g.name === 'Shop sales');
    const refused = await gql(ARCHIVE_GROUP, { input: { id: shop.id } });
    expect(errorOf(refused)?.message).toMatch(/^This group is the default for class passes, drop-in classes/);
  });

  it('invoices a desk sale in the desk sales group with its own terms, not the shop’s "paid online"', async () => {
    await t.app.db.updateTable('financeInvoiceGroups').set({ terms: 'Paid online at the time of purchase.' }).where('clubId', '=', club.id).where('prefix', '=', 'INV').execute();
    const sold = await sellPass();
    // The first test's sale took DESK2026-0001.
    expect(sold.data.sellAccountClasspass.financeOrder.financeInvoice).toEqual({ invoiceNumber: 'DESK2026-0002', terms: 'Open for payment at the desk.' });
  });

  it('answers a sale whose kind has no default group with FINANCE_SETUP_INCOMPLETE, writing nothing, until one is set', async () => {
    const defaults = (await gql(DEFAULTS)).data.financeInvoiceGroupDefaults;
    expect(defaults.map((d: { saleKind: string }) => d.saleKind)).toEqual(['CLASSPASS', 'DROPIN', 'TRIAL', 'SUBSCRIPTION', 'MEMBERSHIP', 'EVENT_TICKET', 'PRODUCT', 'SHOP_SALES', 'DESK_SALES', 'RETURN_FEE', 'CATEGORY_BATCH']);
    const desk = defaults.find((d: { saleKind: string }) => d.saleKind === 'DESK_SALES').group;
    const cleared = await gql(SET_DEFAULT, { saleKind: 'DESK_SALES' });
    expect(cleared.data.setFinanceInvoiceGroupDefault.find((d: { saleKind: string }) => d.saleKind === 'DESK_SALES')).toEqual({ saleKind: 'DESK_SALES', group: null });
    const orders = async () => Number((await t.app.db.selectFrom('financeOrders').select((eb) => eb.fn.countAll<number>().as('n')).where('clubId', '=', club.id).executeTakeFirstOrThrow()).n);
    const before = await orders();

    const refused = await sellPass();
    const missing = 'No default invoice group is set for sales at the desk. Choose one under Finance → Default groups first.';
    expect(errorOf(refused)).toMatchObject({ message: missing, extensions: { code: 'FINANCE_SETUP_INCOMPLETE' } });
    // The default groups screen shows the same text beside the kind, so the manager sees what to fix.
    const shown = (await gql(DEFAULTS)).data.financeInvoiceGroupDefaults;
    expect(shown.find((d: { saleKind: string }) => d.saleKind === 'DESK_SALES').setupError).toBe(missing);
    expect(shown.find((d: { saleKind: string }) => d.saleKind === 'CLASSPASS').setupError).toBeNull();
    expect(await orders()).toBe(before);

    await gql(SET_DEFAULT, { saleKind: 'CLASSPASS' });
    const member = await t.make.member();
    await expect(orderFor(t, club, member, pass.id)).rejects.toMatchObject({ code: 'FINANCE_SETUP_INCOMPLETE' });
    expect(await orders()).toBe(before);

    await gql(SET_DEFAULT, { saleKind: 'DESK_SALES', group: desk.id });
    expect(errorOf(await sellPass())).toBeUndefined();
  });

  it('lets a manager read the set-up but not change it', async () => {
    expect(errorOf(await gql(DEFAULTS, {}, manager))).toBeUndefined();
    expect(errorOf(await gql(GL, { input: { code: '9000', name: 'Other' } }, manager))?.extensions?.code).toBe('PERMISSION_DENIED');
  });
});
