import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { directDebitInvoice, directDebitSettings, mandateFor } from './direct-debit-kit.js';

const BUILD = `mutation($input: BuildDirectDebitBatchInput!) { buildDirectDebitBatch(input: $input) { batch { id items { id endToEndId amount } } leftOut { invoiceNumber reason } } }`;
const APPROVE = `mutation($id: ID!) { approveDirectDebitBatch(id: $id) { id status } }`;
const SEND = `mutation($id: ID!) { sendDirectDebitBatchToBank(id: $id) { id status } }`;
const RETURN = `mutation($input: RecordDirectDebitReturnInput!) { recordDirectDebitReturn(input: $input) {
  items { endToEndId returns { reasonCode feeInvoice feeInvoiceNumber } } } }`;
const SETTINGS = `mutation($input: UpdateDirectDebitSettingsInput!) { updateDirectDebitSettings(input: $input) { returnFee } }`;

describe('return fees (test plan L11) and the batch CSV (L12)', () => {
  let t: TestApp;
  let club: Club;
  let finance: string;
  let approver: string;
  let manager: string;
  let frontDesk: string;
  let instructor: string;
  let dana: Account;
  let eli: Account;
  let fay: Account;
  let batch: { id: string; items: { id: string; endToEndId: string; amount: string }[] };
  let danaInvoice: { id: number; invoiceNumber: string | null };
  let eliInvoice: { id: number; invoiceNumber: string | null };
  let fayInvoice: { id: number; invoiceNumber: string | null };

  const as = (token: string) => (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token }).then((r): any => r.body);
  const itemOf = (invoiceNumber: string | null) => batch.items.find((i) => i.endToEndId === invoiceNumber)!.id;
  const invoicesOf = (account: Account) =>
    t.app.db
      .selectFrom('financeInvoices as i')
      .innerJoin('financeInvoiceGroups as g', 'g.id', 'i.financeInvoiceGroupId')
      .innerJoin('financePaymentMethods as m', 'm.id', 'i.financePaymentMethodId')
      .select(['i.id', 'i.invoiceNumber', 'i.status', 'i.total', 'i.tax', 'i.summary', 'g.prefix', 'm.code as method'])
      .where('i.accountId', '=', account.id)
      .orderBy('i.id')
      .execute();
  const mails = (to: string) => t.app.db.selectFrom('mailOutbox').select('textBody').where('toAddress', '=', to).where('subject', 'like', '%direct debit%').execute();
  const csv = (token: string, batchGid = batch.id) =>
    t.server.inject({ method: 'GET', url: `/${club.slug}/d/api/finance/direct-debit/batches/${batchGid}/csv/`, headers: { authorization: `JWT ${token}` } });

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
    fay = await t.make.member({ firstName: '=HYPERLINK("http://evil.example")', lastName: 'Fox' });
    for (const member of [dana, eli, fay]) await mandateFor(t, club, member);
    danaInvoice = await directDebitInvoice(t, club, dana, { total: '60.00', paid: '20.50' });
    eliInvoice = await directDebitInvoice(t, club, eli, { total: '30.00' });
    fayInvoice = await directDebitInvoice(t, club, fay, { total: '45.00' });
    batch = (await as(finance)(BUILD, { input: {} })).data.buildDirectDebitBatch.batch;
  });
  afterAll(() => t.close());

  it('sets the return fee in the settings, refusing a bad amount under its field', async () => {
    const input = { creditorName: 'Test Club', creditorId: 'DE98ZZZ09999999999', iban: 'NL91ABNA0417164300', noticeDays: 2 };
    for (const returnFee of ['-1', '1000.01', '2.505', 'abc']) {
      const refused = await as(finance)(SETTINGS, { input: { ...input, returnFee } });
      expect(refused.errors[0].extensions, returnFee).toMatchObject({ code: 'VALIDATION_FAILED', fields: { returnFee: expect.any(String) } });
    }
    expect((await as(finance)(SETTINGS, { input })).data.updateDirectDebitSettings.returnFee).toBe('0.00');
    expect((await as(finance)(SETTINGS, { input: { ...input, returnFee: '7,5' } })).data.updateDirectDebitSettings.returnFee).toBe('7.50');
    expect((await as(manager)(SETTINGS, { input })).errors[0].extensions.code).toBe('PERMISSION_DENIED');
  });

  it('exports no CSV before approval', async () => {
    const early = await csv(finance);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'Only an approved batch can be exported.' });
  });

  it('an AM04 return charges one fee invoice beside the reopened one, even recorded twice at once, and names it in the one mail', async () => {
    await as(approver)(APPROVE, { id: batch.id });
    await as(finance)(SEND, { id: batch.id });
    const input = { item: itemOf(danaInvoice.invoiceNumber), reasonCode: 'AM04' };
    const answers = await Promise.all([as(finance)(RETURN, { input }), as(approver)(RETURN, { input })]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect((await as(finance)(RETURN, { input })).errors).toBeUndefined();

    const invoices = await invoicesOf(dana);
    expect(invoices).toHaveLength(2);
    const [returned, fee] = invoices;
    expect(returned).toMatchObject({ id: danaInvoice.id, status: 'OVERDUE', total: '60.00' });
    expect(fee).toMatchObject({ status: 'SENT', total: '7.50', tax: '0.00', method: 'DIRECT_DEBIT', prefix: 'DESK', summary: `Return fee, invoice ${danaInvoice.invoiceNumber}` });
    const lines = await t.app.db.selectFrom('financeInvoiceItems').select(['productName', 'quantity', 'price', 'total']).where('financeInvoiceId', '=', fee!.id).execute();
    expect(lines).toEqual([{ productName: 'Direct debit return fee', quantity: '1.00', price: '7.50', total: '7.50' }]);

    const shown = answers[0].data.recordDirectDebitReturn.items.find((i: { endToEndId: string }) => i.endToEndId === danaInvoice.invoiceNumber);
    expect(shown.returns).toEqual([{ reasonCode: 'AM04', feeInvoice: Buffer.from(`FinanceInvoiceNode:${fee!.id}`).toString('base64'), feeInvoiceNumber: fee!.invoiceNumber }]);
    const sent = await mails(dana.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textBody).toContain(`The bank's return fee of € 7.50 is on a new invoice, ${fee!.invoiceNumber}.`);
  });

  it('charges no fee when staff leave it off', async () => {
    expect((await as(finance)(RETURN, { input: { item: itemOf(eliInvoice.invoiceNumber), reasonCode: 'MD06', chargeFee: false } })).errors).toBeUndefined();
    expect(await invoicesOf(eli)).toHaveLength(1);
    expect((await mails(eli.email))[0]!.textBody).not.toContain('return fee');
  });

  it('refuses the return as a set-up error, writing nothing, when return fees have no default group', async () => {
    await t.app.db.deleteFrom('financeInvoiceGroupDefaults').where('clubId', '=', club.id).where('saleKind', '=', 'RETURN_FEE').execute();
    const refused = await as(finance)(RETURN, { input: { item: itemOf(fayInvoice.invoiceNumber), reasonCode: 'AC04' } });
    expect(refused.errors[0]).toMatchObject({ message: 'No default invoice group is set for direct debit return fees. Choose one under Finance → Default groups first.', extensions: { code: 'FINANCE_SETUP_INCOMPLETE' } });
    expect(await invoicesOf(fay)).toHaveLength(1);
    expect(await t.app.db.selectFrom('financeInvoicePayments').select('amount').where('financeInvoiceId', '=', fayInvoice.id).execute()).toEqual([{ amount: '45.00' }]);
    expect(await t.app.db.selectFrom('directDebitMandates').select('retiredAt').where('accountId', '=', fay.id).executeTakeFirstOrThrow()).toEqual({ retiredAt: null });
    expect(await mails(fay.email)).toEqual([]);
  });

  it('exports the items and their returns as CSV: formulas escaped, amounts and returned amounts numbers', async () => {
    const answer = await csv(manager);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="batch-\d+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = answer.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(header).toBe('Invoice,Debtor,IBAN,BIC,Mandate reference,Mandate signed,Sequence type,Amount,Return reason,Return date,Returned amount,Return fee invoice');
    const fee = (await invoicesOf(dana))[1]!;
    expect(rows).toEqual([
      `${danaInvoice.invoiceNumber},Dana Dekker,DE89370400440532013000,,KIAI-M-${dana.id},2026-01-15,RCUR,39.50,AM04,2026-03-02,-39.50,${fee.invoiceNumber}`,
      `${eliInvoice.invoiceNumber},Eli Evers,DE89370400440532013000,,KIAI-M-${eli.id},2026-01-15,RCUR,30.00,MD06,2026-03-02,-30.00,`,
      `${fayInvoice.invoiceNumber},"'=HYPERLINK(""http://evil.example"") Fox",DE89370400440532013000,,KIAI-M-${fay.id},2026-01-15,RCUR,45.00,,,,`,
    ]);
  });

  it('lets finance and managers read the CSV, turns away the front desk, instructors, strangers and other ids', async () => {
    expect((await csv(finance)).statusCode).toBe(200);
    expect((await csv(frontDesk)).statusCode).toBe(403);
    expect((await csv(instructor)).statusCode).toBe(403);
    const member = (await t.make.session(dana)).token;
    expect((await csv(member)).statusCode).toBe(403);
    expect((await t.server.inject({ method: 'GET', url: `/${club.slug}/d/api/finance/direct-debit/batches/${batch.id}/csv/` })).statusCode).toBe(401);
    expect((await csv(finance, Buffer.from('DirectDebitBatch:999999').toString('base64'))).statusCode).toBe(404);
    expect((await csv(finance, Buffer.from('FinanceInvoiceNode:1').toString('base64'))).statusCode).toBe(404);
    const other = await t.make.club();
    const otherAdmin = (await t.make.session(await t.make.staff({ club: other }))).token;
    const otherClubAnswer = await t.server.inject({ method: 'GET', url: `/${other.slug}/d/api/finance/direct-debit/batches/${batch.id}/csv/`, headers: { authorization: `JWT ${otherAdmin}` } });
    expect(otherClubAnswer.statusCode).toBe(404);
  });
});
