import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { schemaErrors } from '../../support/sepa-schema.js';
import { gid } from '../booking/booking-kit.js';
import { directDebitSettings, mandateFor } from './direct-debit-kit.js';

const SAVE_CATEGORY = `mutation($input: DirectDebitCategoryInput!) { saveDirectDebitCategory(input: $input) { directDebitCategory { id name description archived } } }`;
const ARCHIVE_CATEGORY = `mutation($input: ArchiveDirectDebitCategoryInput!) { archiveDirectDebitCategory(input: $input) { directDebitCategory { id archived } } }`;
const CATEGORIES = `query($archived: Boolean) { directDebitCategories(archived: $archived) { edges { node { id name archived } } } }`;
const ADD_AMOUNT = `mutation($input: AddDirectDebitAccountAmountInput!) { addDirectDebitAccountAmount(input: $input) {
  id categoryName amount amountDisplay description recurring firstMonth lastMonth } }`;
const AMOUNTS = `query($account: ID!) { accountDirectDebitAmounts(account: $account) { edges { node { id categoryName amount firstMonth lastMonth } } } }`;
const REMOVE_AMOUNT = `mutation($id: ID!) { removeDirectDebitAccountAmount(id: $id) }`;
const BUILD = `mutation($input: BuildDirectDebitCategoryBatchInput!) { buildDirectDebitCategoryBatch(input: $input) {
  batch { id description categoryMonth status itemCount total items { id invoice endToEndId amount debtorName remittance } }
  leftOut { account accountName reason } } }`;
const APPROVE = `mutation($id: ID!) { approveDirectDebitBatch(id: $id) { id status } }`;
const REJECT = `mutation($id: ID!) { rejectDirectDebitBatch(id: $id) { id status } }`;
const SEND = `mutation($id: ID!) { sendDirectDebitBatchToBank(id: $id) { id status items { invoice } } }`;
const RETURN = `mutation($input: RecordDirectDebitReturnInput!) { recordDirectDebitReturn(input: $input) { id items { endToEndId returns { reasonCode } } } }`;

describe('category batches: categories, account amounts and the batches of a month', () => {
  let t: TestApp;
  let club: Club;
  let finance: string;
  let approver: string;
  let manager: string;
  let frontDesk: string;
  let instructor: string;
  let memberToken: string;
  let dana: Account;
  let eli: Account;
  let fay: Account;
  let gus: Account;
  let hal: Account;
  let membership: string;
  let locker: string;
  let archivedCategory: string;
  let aprilBatch: { id: string; items: { id: string; endToEndId: string; amount: string }[] };

  const as = (token: string) => (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token }).then((r): any => r.body);
  const account = (a: Account) => gid('AccountNode', a.id);
  const amount = (a: Account, category: string, values: Record<string, unknown>) =>
    as(finance)(ADD_AMOUNT, { input: { account: account(a), category, amount: '25.00', recurring: true, firstMonth: '2026-01', ...values } });
  const download = (token: string, batchGid: string, format = 'pain008') =>
    t.server.inject({ method: 'GET', url: `/${club.slug}/d/api/finance/direct-debit/batches/${batchGid}/${format}/`, headers: { authorization: `JWT ${token}` } });
  const invoicesOf = (a: Account) =>
    t.app.db
      .selectFrom('financeInvoices as i')
      .innerJoin('financeInvoiceGroups as g', 'g.id', 'i.financeInvoiceGroupId')
      .innerJoin('financeInvoiceItems as l', 'l.financeInvoiceId', 'i.id')
      .select(['i.id', 'i.status', 'i.total', 'i.paid', 'i.tax', 'i.issuedAt', 'g.prefix', 'l.productName', 'l.description'])
      .where('i.accountId', '=', a.id)
      .orderBy('i.id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    club = await t.make.defaultClub();
    const staff = async (role: 'FINANCE' | 'MANAGER' | 'FRONT_DESK' | 'INSTRUCTOR') => (await t.make.session(await t.make.staff({ staffRoles: [role] }))).token;
    finance = await staff('FINANCE');
    approver = await staff('FINANCE');
    manager = await staff('MANAGER');
    frontDesk = await staff('FRONT_DESK');
    instructor = await staff('INSTRUCTOR');
    await directDebitSettings(t, club);
    dana = await t.make.member({ firstName: 'Dana', lastName: 'Dekker' });
    eli = await t.make.member({ firstName: 'Eli', lastName: 'Evers' });
    fay = await t.make.member({ firstName: 'Fay', lastName: 'Fox' });
    gus = await t.make.member({ firstName: 'Gus', lastName: 'Geel' });
    hal = await t.make.member({ firstName: 'Hal', lastName: 'Hart' });
    memberToken = (await t.make.session(dana)).token;
    await mandateFor(t, club, dana);
    await mandateFor(t, club, eli);
    const retired = await mandateFor(t, club, gus);
    await t.app.db.updateTable('directDebitMandates').set({ retiredAt: new Date('2026-02-01T10:00:00Z'), retiredReason: 'Moved away' }).where('id', '=', retired.id).execute();
    await t.app.db.insertInto('directDebitBankAccounts').values({ clubId: club.id, accountId: hal.id, holder: 'Hal Hart', iban: 'DE89370400440532013000' }).execute();
  });
  afterAll(() => t.close());

  it('keeps batch categories in the finance set-up: finance staff add, change and archive them, a manager reads them', async () => {
    const saved = await as(finance)(SAVE_CATEGORY, { input: { name: ' Membership ', description: 'The monthly fee' } });
    expect(saved.data.saveDirectDebitCategory.directDebitCategory).toMatchObject({ name: 'Membership', description: 'The monthly fee', archived: false });
    membership = saved.data.saveDirectDebitCategory.directDebitCategory.id;
    locker = (await as(finance)(SAVE_CATEGORY, { input: { name: 'Lockr' } })).data.saveDirectDebitCategory.directDebitCategory.id;
    expect((await as(finance)(SAVE_CATEGORY, { input: { id: locker, name: 'Locker' } })).data.saveDirectDebitCategory.directDebitCategory.name).toBe('Locker');
    const old = (await as(finance)(SAVE_CATEGORY, { input: { name: 'Old fee' } })).data.saveDirectDebitCategory.directDebitCategory.id;
    expect((await as(finance)(ARCHIVE_CATEGORY, { input: { id: old } })).data.archiveDirectDebitCategory.directDebitCategory.archived).toBe(true);

    const read = await as(manager)(CATEGORIES);
    expect(read.data.directDebitCategories.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Locker', 'Membership']);
    expect((await as(manager)(CATEGORIES, { archived: true })).data.directDebitCategories.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Old fee']);
    expect((await as(manager)(SAVE_CATEGORY, { input: { name: 'Nope' } })).errors[0].extensions.code).toBe('PERMISSION_DENIED');
    for (const token of [frontDesk, instructor, memberToken]) expect((await as(token)(CATEGORIES)).errors[0].extensions.code).toBe('PERMISSION_DENIED');

    const blank = await as(finance)(SAVE_CATEGORY, { input: { name: '  ' } });
    expect(blank.errors[0]).toMatchObject({ message: 'Please input a name of 1 to 100 characters.', extensions: { code: 'VALIDATION_FAILED', fields: { name: 'Please input a name of 1 to 100 characters.' } } });
    const other = await t.make.club();
    const otherToken = (await t.make.session(await t.make.staff({ club: other, staffRoles: ['ADMIN'] }))).token;
    const foreign = await t.gql(SAVE_CATEGORY, { input: { id: membership, name: 'Taken over' } }, { token: otherToken, club: other.slug });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await as(finance)(CATEGORIES)).data.directDebitCategories.edges.map((e: { node: { name: string } }) => e.node.name)).toContain('Membership');
    archivedCategory = old;
  });

  it("takes an account's amounts for one month or every month of a period, refusing what a batch could not collect", async () => {
    const recurring = await amount(dana, membership, { description: 'Adult membership' });
    expect(recurring.data.addDirectDebitAccountAmount).toMatchObject({ categoryName: 'Membership', amount: '25.00', amountDisplay: '€ 25.00', recurring: true, firstMonth: '2026-01', lastMonth: null });
    const once = await amount(dana, locker, { amount: '7.5', recurring: false, firstMonth: '2026-04', lastMonth: '2030-01', description: 'Locker 12' });
    expect(once.data.addDirectDebitAccountAmount).toMatchObject({ amount: '7.50', recurring: false, firstMonth: '2026-04', lastMonth: '2026-04' });
    await amount(dana, membership, { amount: '99.00', firstMonth: '2025-01', lastMonth: '2026-03', description: 'Ended before April' });
    await amount(eli, membership, { firstMonth: '2026-05', description: 'Starts in May' });
    for (const member of [fay, gus, hal]) await amount(member, membership, { amount: '30.00' });

    const refusals: [Record<string, unknown>, string][] = [
      [{ amount: '0' }, 'amount'],
      [{ amount: '-5.00' }, 'amount'],
      [{ amount: '1.005' }, 'amount'],
      [{ amount: '1000000000.00' }, 'amount'],
      [{ amount: '1e3' }, 'amount'],
      [{ firstMonth: '2026-13' }, 'firstMonth'],
      [{ firstMonth: '1999-12' }, 'firstMonth'],
      [{ firstMonth: '2026-4' }, 'firstMonth'],
      [{ firstMonth: '2026-04', lastMonth: '2026-03' }, 'lastMonth'],
      [{ firstMonth: '2026-04', lastMonth: '2101-01' }, 'lastMonth'],
      [{ description: 'x'.repeat(201) }, 'description'],
    ];
    for (const [values, field] of refusals) {
      const answer = await amount(dana, membership, values);
      expect(answer.errors?.[0]?.extensions, JSON.stringify(values)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: expect.any(String) } });
    }
    expect((await amount(dana, archivedCategory, {})).errors[0].extensions.fields.category).toBe('This category is archived: choose another one.');

    const other = await t.make.club();
    const otherToken = (await t.make.session(await t.make.staff({ club: other, staffRoles: ['ADMIN'] }))).token;
    const otherMember = await t.make.member({ club: other });
    const onForeignAccount = await amount(otherMember, membership, {});
    expect(onForeignAccount.errors[0]).toMatchObject({ message: 'This account could not be found.', extensions: { code: 'NOT_FOUND' } });
    const foreignCategory = await t.gql(ADD_AMOUNT, { input: { account: account(otherMember), category: membership, amount: '5', recurring: false, firstMonth: '2026-04' } }, { token: otherToken, club: other.slug });
    expect(foreignCategory.body.errors?.[0]).toMatchObject({ message: 'This batch category could not be found.', extensions: { code: 'NOT_FOUND' } });

    expect((await as(manager)(AMOUNTS, { account: account(dana) })).data.accountDirectDebitAmounts.edges).toHaveLength(3);
    expect((await as(manager)(ADD_AMOUNT, { input: { account: account(dana), category: membership, amount: '1', recurring: false, firstMonth: '2026-04' } })).errors[0].extensions.code).toBe('PERMISSION_DENIED');
    for (const token of [frontDesk, instructor, memberToken]) expect((await as(token)(AMOUNTS, { account: account(dana) })).errors[0].extensions.code).toBe('PERMISSION_DENIED');

    const spare = (await amount(hal, locker, { recurring: false, firstMonth: '2027-01' })).data.addDirectDebitAccountAmount.id;
    expect(await as(finance)(REMOVE_AMOUNT, { id: spare })).toEqual({ data: { removeDirectDebitAccountAmount: true } });
    expect((await as(finance)(REMOVE_AMOUNT, { id: spare })).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it("collects a month's amounts per account on its mandate and lists every account left out with why", async () => {
    const answer = await as(finance)(BUILD, { input: { categories: [membership, locker], month: '2026-04' } });
    expect(answer.errors).toBeUndefined();
    const built = answer.data.buildDirectDebitCategoryBatch;
    expect(built.batch).toMatchObject({ description: 'Locker, Membership 2026-04', categoryMonth: '2026-04', status: 'AWAITING_APPROVAL', itemCount: 1, total: '32.50' });
    // The recurring 25.00 and the one-month 7.50 of April; the period ended in March and May's start are not April's.
    expect(built.batch.items).toEqual([expect.objectContaining({ invoice: null, amount: '32.50', debtorName: 'Dana Dekker', remittance: 'Membership, Locker 2026-04' })]);
    expect(built.leftOut).toEqual([
      { account: account(fay), accountName: 'Fay Fox', reason: 'The account has no bank account.' },
      { account: account(gus), accountName: 'Gus Geel', reason: "The account's mandate is retired; it needs a new one." },
      { account: account(hal), accountName: 'Hal Hart', reason: 'The account has no valid direct debit mandate.' },
    ]);
    aprilBatch = built.batch;
    const batchNumber = Buffer.from(aprilBatch.id, 'base64').toString().split(':')[1];
    expect(aprilBatch.items[0]!.endToEndId).toBe(`B${batchNumber}-A${dana.id}`);

    const again = (await as(finance)(BUILD, { input: { categories: [membership], month: '2026-04' } })).data.buildDirectDebitCategoryBatch;
    expect(again.batch).toBeNull();
    expect(again.leftOut[0]).toEqual({ account: account(dana), accountName: 'Dana Dekker', reason: `Its amounts of this month are in open batch #${batchNumber}.` });

    const refusals: [Record<string, unknown>, string][] = [
      [{ categories: [] }, 'categories'],
      [{ month: '2026-00' }, 'month'],
      [{ month: '0001-01' }, 'month'],
      [{ month: '' }, 'month'],
      [{ collectionDate: '2026-03-03' }, 'collectionDate'],
      [{ collectionDate: '2026-03-07' }, 'collectionDate'],
      [{ categories: [archivedCategory] }, 'categories'],
    ];
    for (const [values, field] of refusals) {
      const refused = await as(finance)(BUILD, { input: { categories: [membership], month: '2026-06', ...values } });
      expect(refused.errors?.[0]?.extensions?.fields, JSON.stringify(values)).toHaveProperty(field);
    }
    expect((await as(manager)(BUILD, { input: { categories: [membership], month: '2026-06' } })).errors[0].extensions.code).toBe('PERMISSION_DENIED');

    const other = await t.make.club();
    await directDebitSettings(t, other);
    const otherToken = (await t.make.session(await t.make.staff({ club: other, staffRoles: ['ADMIN'] }))).token;
    const foreign = await t.gql(BUILD, { input: { categories: [membership], month: '2026-04' } }, { token: otherToken, club: other.slug });
    expect(foreign.body.errors?.[0]).toMatchObject({ message: 'This batch category could not be found.', extensions: { code: 'NOT_FOUND' } });
    const foreignApprove = await t.gql(APPROVE, { id: aprilBatch.id }, { token: otherToken, club: other.slug });
    expect(foreignApprove.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is approved by another staff member than its builder and exports a pain.008 of both versions whose control sum is the exact sum', async () => {
    expect((await as(finance)(APPROVE, { id: aprilBatch.id })).errors[0].extensions.code).toBe('PERMISSION_DENIED');
    expect((await download(manager, aprilBatch.id)).statusCode).toBe(409);
    expect((await as(approver)(APPROVE, { id: aprilBatch.id })).data.approveDirectDebitBatch.status).toBe('APPROVED');

    const file = await download(manager, aprilBatch.id);
    expect(file.statusCode).toBe(200);
    expect(await schemaErrors(file.body, 'pain.008.001.08')).toEqual([]);
    expect(file.body).toContain('<CtrlSum>32.50</CtrlSum>');
    expect(file.body).toContain('<Ustrd>Membership, Locker 2026-04</Ustrd>');
    expect(file.body).toContain(`<EndToEndId>${aprilBatch.items[0]!.endToEndId}</EndToEndId>`);
    await directDebitSettings(t, club, { painVersion: 'pain.008.001.02' });
    const old = await download(manager, aprilBatch.id);
    expect(await schemaErrors(old.body, 'pain.008.001.02')).toEqual([]);
    expect(old.body).toContain('<CtrlSum>32.50</CtrlSum>');
    await directDebitSettings(t, club, { painVersion: 'pain.008.001.08' });
    const csv = await download(manager, aprilBatch.id, 'csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('32.50');
    expect((await download(frontDesk, aprilBatch.id)).statusCode).toBe(403);
  });

  it('sent to the bank twice at once issues one paid invoice per item, once', async () => {
    const answers = await Promise.all([as(finance)(SEND, { id: aprilBatch.id }), as(approver)(SEND, { id: aprilBatch.id })]);
    expect(answers.filter((a) => a.data?.sendDirectDebitBatchToBank?.status === 'SENT_TO_BANK')).toHaveLength(1);
    expect((await as(approver)(SEND, { id: aprilBatch.id })).errors[0].message).toBe('This batch was already sent to the bank.');

    const invoices = await invoicesOf(dana);
    expect(invoices).toEqual([
      expect.objectContaining({
        status: 'PAID',
        total: '32.50',
        paid: '32.50',
        tax: '0.00',
        prefix: 'DESK',
        productName: 'Membership, Locker 2026-04',
        description: 'Membership: Adult membership (25.00); Locker: Locker 12 (7.50)',
      }),
    ]);
    expect(invoices[0]!.issuedAt).not.toBeNull();
    const payments = await t.app.db.selectFrom('financeInvoicePayments').select(['amount', 'date']).where('financeInvoiceId', '=', invoices[0]!.id).execute();
    expect(payments).toEqual([{ amount: '32.50', date: '2026-03-04' }]);
    const sent = answers.find((a) => a.data)!.data.sendDirectDebitBatchToBank;
    expect(sent.items[0].invoice).toBe(gid('FinanceInvoiceNode', invoices[0]!.id));
  });

  it("a return on a category batch's item is recorded once on its invoice, and a void code retires the mandate", async () => {
    const input = { item: aprilBatch.items[0]!.id, reasonCode: 'MD01', returnDate: '2026-03-02' };
    const first = await as(finance)(RETURN, { input });
    expect(first.errors).toBeUndefined();
    expect(first.data.recordDirectDebitReturn.items[0].returns).toEqual([{ reasonCode: 'MD01' }]);
    await as(finance)(RETURN, { input });
    const [invoice] = await invoicesOf(dana);
    const payments = await t.app.db.selectFrom('financeInvoicePayments').select('amount').where('financeInvoiceId', '=', invoice!.id).orderBy('id').execute();
    expect(payments.map((p) => p.amount)).toEqual(['32.50', '-32.50']);
    expect(invoice!.status).not.toBe('PAID');
    const mandates = await t.app.db.selectFrom('directDebitMandates').select(['retiredAt', 'retiredReason']).where('accountId', '=', dana.id).execute();
    expect(mandates[0]!.retiredReason).toBe('Bank return MD01: No mandate');
    const mail = await t.app.db.selectFrom('mailOutbox').select('textBody').where('toAddress', '=', dana.email).where('subject', 'like', '%direct debit%').execute();
    expect(mail).toHaveLength(1);
  });

  it("a rejected category batch lets go of the month's amounts for the next batch; an amount a batch took stays", async () => {
    const may = (await as(finance)(BUILD, { input: { categories: [membership], month: '2026-05' } })).data.buildDirectDebitCategoryBatch.batch;
    expect(may.items.map((i: { debtorName: string }) => i.debtorName)).toEqual(['Eli Evers']);
    expect((await as(approver)(REJECT, { id: may.id })).data.rejectDirectDebitBatch.status).toBe('REJECTED');
    const again = (await as(finance)(BUILD, { input: { categories: [membership], month: '2026-05' } })).data.buildDirectDebitCategoryBatch.batch;
    expect(again.items.map((i: { debtorName: string; amount: string }) => [i.debtorName, i.amount])).toEqual([['Eli Evers', '25.00']]);

    const taken = (await as(finance)(AMOUNTS, { account: account(eli) })).data.accountDirectDebitAmounts.edges[0].node.id;
    expect((await as(finance)(REMOVE_AMOUNT, { id: taken })).errors[0].extensions.code).toBe('CONFLICT');
  });
});
