import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES, FORM_MESSAGES, MAX_UPLOAD_BYTES } from '@kiai/shared';
import type { Club } from '../../../src/modules/clubs/club.js';
import { PRUNE_EXPENSE_DOCUMENTS_JOB } from '../../../src/modules/expenses/index.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

interface Answer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

const PDF = new TextEncoder().encode('%PDF-1.4\n% receipt\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

const CREATE = `mutation($input: CreateFinanceExpenseInput!) { createFinanceExpense(input: $input) { financeExpense { id expenseDate summary netAmount vatAmount total businessShare deductibleVat supplier { name } glAccount { code } costCentre { code } document { id fileName contentType size downloadPath } } } }`;
const UPDATE = `mutation($input: UpdateFinanceExpenseInput!) { updateFinanceExpense(input: $input) { financeExpense { id summary document { id } } } }`;
const DELETE = `mutation($id: ID!) { deleteFinanceExpense(input: { id: $id }) { ok } }`;
const LIST = `query($dateFrom: Date, $dateUntil: Date, $supplier: ID, $glAccount: ID, $costCentre: ID) {
  financeExpenses(dateFrom: $dateFrom, dateUntil: $dateUntil, supplier: $supplier, glAccount: $glAccount, costCentre: $costCentre, first: 100) { edges { node { summary } } }
  financeExpenseTotals(dateFrom: $dateFrom, dateUntil: $dateUntil, supplier: $supplier, glAccount: $glAccount, costCentre: $costCentre) { count netAmount vatAmount total deductibleVat }
}`;

const gid = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');
const fieldsOf = (answer: Answer) => answer.errors?.[0]?.extensions?.fields;

// Finance → Expenses (issue 22; test plan R5 uploads, L12 CSV): suppliers, exact sums, private documents.
describe('expenses', () => {
  let t: TestApp;
  let club: Club;
  let admin: string;
  let manager: string;
  let frontDesk: string;
  let otherAdmin: string;
  let other: Club;
  let supplier: string;
  let otherSupplier: string;
  let gl: string;
  let otherGl: string;
  let costCentre: string;

  const gql = async (document: string, variables: Record<string, unknown>, token = admin, slug?: string): Promise<Answer> =>
    (await t.gql(document, variables, { token, ...(slug ? { club: slug } : {}) })).body;
  const upload = (body: Uint8Array, options: { token?: string; contentType?: string; slug?: string; name?: string } = {}) =>
    t.server.inject({
      method: 'POST',
      url: `/${options.slug ?? club.slug}/d/api/finance/expense-documents/?name=${encodeURIComponent(options.name ?? 'receipt.pdf')}`,
      headers: { 'content-type': options.contentType ?? 'application/pdf', ...(options.token === '' ? {} : { authorization: `JWT ${options.token ?? admin}` }) },
      payload: Buffer.from(body),
    });
  const get = (url: string, token: string | null = admin, slug = club.slug) =>
    t.server.inject({ method: 'GET', url: `/${slug}/d${url}`, headers: token ? { authorization: `JWT ${token}` } : {} });
  const documentCount = async () => Number((await t.app.db.selectFrom('financeExpenseDocuments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const expenseCount = async () => Number((await t.app.db.selectFrom('financeExpenses').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const business = async (clubId: number, name: string) =>
    (await t.app.db.insertInto('relationsBusinesses').values({ clubId, name }).returning('id').executeTakeFirstOrThrow()).id;
  const ledger = async (table: 'financeGlAccounts' | 'financeCostCentres', clubId: number, code: string) =>
    (await t.app.db.insertInto(table).values({ clubId, code, name: `Code ${code}` }).returning('id').executeTakeFirstOrThrow()).id;
  const uploaded = async (body: Uint8Array = PDF, name = 'receipt.pdf') => (await upload(body, { name })).json<{ id: string }>().id;
  const expense = (input: Record<string, unknown>) =>
    gql(CREATE, { input: { expenseDate: '2026-11-02', supplier, summary: 'Boxing gloves', netAmount: '100.00', vatAmount: '21.00', ...input } });

  beforeAll(async () => {
    // Sessions outlive the clock's jumps of a day (the clean-up of unattached uploads).
    t = await createTestApp({ now: new Date('2026-11-27T10:00:00Z'), env: { ACCESS_TOKEN_TTL_SECONDS: String(7 * 24 * 3600) } });
    club = await t.make.defaultClub();
    const token = async (account: Parameters<TestApp['make']['session']>[0]) => (await t.make.session(account)).token;
    admin = await token(await t.make.staff());
    manager = await token(await t.make.staff({ staffRoles: ['MANAGER'] }));
    frontDesk = await token(await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    other = await t.make.club();
    otherAdmin = await token(await t.make.staff({ club: other }));
    supplier = gid('RelationsBusinessNode', await business(club.id, 'Mat Supplies BV'));
    otherSupplier = gid('RelationsBusinessNode', await business(other.id, 'Their Supplier'));
    gl = gid('FinanceGlAccountNode', await ledger('financeGlAccounts', club.id, '4100'));
    otherGl = gid('FinanceGlAccountNode', await ledger('financeGlAccounts', other.id, '4100'));
    costCentre = gid('FinanceCostCentreNode', await ledger('financeCostCentres', club.id, 'GYM'));
  });
  afterAll(() => t.close());

  it('records an expense with its supplier, GL account, cost centre and document; the deductible VAT is the business share of the VAT, to the cent', async () => {
    const document = await uploaded();
    const answer = await expense({ summary: 'Heavy bag', netAmount: '100.10', vatAmount: '21.05', businessShare: '50', glAccount: gl, costCentre, document });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createFinanceExpense.financeExpense).toMatchObject({
      expenseDate: '2026-11-02',
      summary: 'Heavy bag',
      netAmount: '100.10',
      vatAmount: '21.05',
      total: '121.15',
      businessShare: '50.00',
      // 10.525 rounds half away from zero
      deductibleVat: '10.53',
      supplier: { name: 'Mat Supplies BV' },
      glAccount: { code: '4100' },
      costCentre: { code: 'GYM' },
      document: { id: document, fileName: 'receipt.pdf', contentType: 'application/pdf', size: PDF.length },
    });
  });

  it('lists and sums exactly what the filters pick: dates, supplier, GL account, cost centre', async () => {
    const second = gid('RelationsBusinessNode', await business(club.id, 'Print Shop'));
    for (const net of ['0.10', '0.20', '0.30']) await expense({ supplier: second, summary: `Flyers ${net}`, netAmount: net, vatAmount: '0.01', expenseDate: '2026-10-15' });
    await expense({ supplier: second, summary: 'Credit note', netAmount: '-0.60', vatAmount: '-0.03', expenseDate: '2026-10-16' });
    const bySupplier = (await gql(LIST, { supplier: second })).data;
    expect(bySupplier.financeExpenses.edges.map((e: { node: { summary: string } }) => e.node.summary)).toEqual(['Credit note', 'Flyers 0.30', 'Flyers 0.20', 'Flyers 0.10']);
    expect(bySupplier.financeExpenseTotals).toEqual({ count: 4, netAmount: '0.00', vatAmount: '0.00', total: '0.00', deductibleVat: '0.00' });
    expect((await gql(LIST, { dateFrom: '2026-10-15', dateUntil: '2026-10-15' })).data.financeExpenseTotals).toMatchObject({ count: 3, netAmount: '0.60', total: '0.63' });
    expect((await gql(LIST, { glAccount: gl })).data.financeExpenseTotals).toMatchObject({ count: 1, total: '121.15', deductibleVat: '10.53' });
    expect((await gql(LIST, { costCentre })).data.financeExpenseTotals.count).toBe(1);
    // A filter id of another type is refused naming the filter.
    expect((await gql(LIST, { supplier: gl })).errors?.[0]?.message).toBe('Unknown supplier.');
  });

  it('refuses bad input naming each field, and writes nothing', async () => {
    const before = await expenseCount();
    const bad = await expense({ expenseDate: '2026-02-30', summary: ' ', netAmount: '1.005', vatAmount: 'x', businessShare: '101' });
    expect(fieldsOf(bad)).toEqual({
      expenseDate: expect.stringContaining('Please input a real date'),
      summary: FORM_MESSAGES.required,
      netAmount: EXPENSE_MESSAGES.cents,
      vatAmount: FORM_MESSAGES.number,
      businessShare: EXPENSE_MESSAGES.share,
    });
    expect(fieldsOf(await expense({ netAmount: '1'.repeat(19) }))).toEqual({ netAmount: FORM_MESSAGES.decimal });
    expect(await expenseCount()).toBe(before);
  });

  it("refuses another club's supplier, GL account and document, and a document of another expense, each under its field", async () => {
    const before = await expenseCount();
    expect(Object.keys(fieldsOf(await expense({ supplier: otherSupplier })) ?? {})).toEqual(['supplier']);
    expect(Object.keys(fieldsOf(await expense({ supplier: gl })) ?? {})).toEqual(['supplier']);
    expect(Object.keys(fieldsOf(await expense({ glAccount: otherGl })) ?? {})).toEqual(['glAccount']);
    const theirs = (await upload(PDF, { token: otherAdmin, slug: other.slug })).json<{ id: string }>().id;
    expect(Object.keys(fieldsOf(await expense({ document: theirs })) ?? {})).toEqual(['document']);
    const used = await uploaded();
    expect((await expense({ document: used })).errors).toBeUndefined();
    expect(fieldsOf(await expense({ document: used }))).toEqual({ document: 'This document belongs to another expense.' });
    expect(await expenseCount()).toBe(before + 1);
  });

  it('keeps documents private: finance staff download them, others are refused, another club finds none', async () => {
    const created = await expense({ document: await uploaded(PNG, 'till roll.png') });
    const { downloadPath } = created.data.createFinanceExpense.financeExpense.document;
    const download = await get(downloadPath, manager);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''till%20roll.png");
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(new Uint8Array(download.rawPayload)).toEqual(PNG);
    expect((await get(downloadPath, null)).statusCode).toBe(401);
    expect((await get(downloadPath, frontDesk)).statusCode).toBe(403);
    expect((await get(downloadPath, otherAdmin, other.slug)).statusCode).toBe(404);
    expect((await get('/api/finance/expense-documents/bm90LWFuLWlkOjE=/')).statusCode).toBe(404);
  });

  it('takes PDF, JPEG and PNG smaller than 5MB only, refused before anything is stored (R5)', async () => {
    const before = await documentCount();
    const exactly5MB = new Uint8Array(MAX_UPLOAD_BYTES);
    exactly5MB.set(PDF);
    const tooBig = await upload(exactly5MB);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ error: FORM_MESSAGES.fileTooLarge, code: 'VALIDATION_FAILED' });
    const sixMB = new Uint8Array(6 * 1024 * 1024);
    sixMB.set(PDF);
    expect((await upload(sixMB, { contentType: 'application/octet-stream' })).json()).toMatchObject({ error: FORM_MESSAGES.fileTooLarge });
    const html = await upload(new TextEncoder().encode('<html><script>alert(1)</script>'), { name: 'invoice.pdf' });
    expect(html.json()).toMatchObject({ error: EXPENSE_MESSAGES.documentType });
    expect((await upload(new TextEncoder().encode('RIFF0000WEBPVP8 '), { contentType: 'image/png' })).json()).toMatchObject({ error: EXPENSE_MESSAGES.documentType });
    expect((await upload(PDF, { contentType: 'text/html' })).json()).toMatchObject({ error: EXPENSE_MESSAGES.documentType });
    expect((await upload(new Uint8Array())).statusCode).toBe(400);
    expect((await upload(PDF, { token: manager })).statusCode).toBe(403);
    expect((await upload(PDF, { token: '' })).statusCode).toBe(401);
    expect(await documentCount()).toBe(before);
    const justUnder = exactly5MB.subarray(0, MAX_UPLOAD_BYTES - 1);
    expect((await upload(justUnder)).statusCode).toBe(200);
  });

  it('changes and deletes expenses of the open VAT period only; a replaced or deleted expense takes its document along', async () => {
    const first = await uploaded();
    const created = (await expense({ document: first })).data.createFinanceExpense.financeExpense;
    const second = await uploaded(PNG, 'photo.png');
    const updated = await gql(UPDATE, { input: { id: created.id, expenseDate: '2026-07-01', supplier, summary: 'Gloves (corrected)', netAmount: '90', vatAmount: '18.90', document: second } });
    expect(updated.data.updateFinanceExpense.financeExpense).toMatchObject({ summary: 'Gloves (corrected)', document: { id: second } });
    expect((await get(`/api/finance/expense-documents/${first}/`)).statusCode).toBe(404);

    // Today is 2026-11-27: the open period starts on 2026-07-01.
    const closed = await expense({ expenseDate: '2026-06-30' });
    expect(fieldsOf(closed)?.expenseDate).toContain('Expenses dated before 2026-07-01 are in a closed VAT period');
    const old = await t.app.db
      .insertInto('financeExpenses')
      .values({ clubId: club.id, expenseDate: '2026-03-31', relationsBusinessId: Number(Buffer.from(supplier, 'base64').toString().split(':')[1]), summary: 'Filed', netAmount: '10', vatAmount: '2.10', businessShare: '100' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const oldId = gid('FinanceExpenseNode', old.id);
    expect((await gql(DELETE, { id: oldId })).errors?.[0]?.message).toContain('closed VAT period');
    expect(fieldsOf(await gql(UPDATE, { input: { id: oldId, expenseDate: '2026-11-01', supplier, summary: 'Moved', netAmount: '1', vatAmount: '0' } }))?.expenseDate).toContain('closed VAT period');

    expect((await gql(DELETE, { id: created.id }, manager)).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect((await gql(DELETE, { id: created.id }, otherAdmin, other.slug)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(DELETE, { id: created.id })).data.deleteFinanceExpense.ok).toBe(true);
    expect((await get(`/api/finance/expense-documents/${second}/`)).statusCode).toBe(404);
    expect((await gql(DELETE, { id: created.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('exports the filtered list as CSV with formulas escaped and negative amounts as numbers (L12)', async () => {
    const sneaky = gid('RelationsBusinessNode', await business(club.id, '=HYPERLINK("http://evil.example","Click")'));
    await expense({ supplier: sneaky, summary: '+SUM(A1:A9)', netAmount: '-12.50', vatAmount: '-2.63', glAccount: gl });
    const csv = await get(`/api/finance/expenses/csv/?supplier=${encodeURIComponent(sneaky)}`, manager);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('Date,Supplier,Supplier VAT id,Summary,Net,VAT,Total,Business share %,Deductible VAT,GL account,Cost centre,Document');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(`2026-11-02,"'=HYPERLINK(""http://evil.example"",""Click"")",,'+SUM(A1:A9),-12.50,-2.63,-15.13,100.00,-2.63,4100,,`);
    expect((await get('/api/finance/expenses/csv/', frontDesk)).statusCode).toBe(403);
    expect((await get('/api/finance/expenses/csv/?dateFrom=2026-13-01')).statusCode).toBe(400);
    const theirs = await get('/api/finance/expenses/csv/', otherAdmin, other.slug);
    expect(theirs.body.replace(/^\uFEFF/, '').trim().split('\n')).toHaveLength(1);
  });

  it('deletes a document uploaded more than a day ago and never attached, in its club’s daily task; never an attached one', async () => {
    const start = t.clock.now();
    const hours = (n: number) => t.clock.set(new Date(start.getTime() + n * 60 * 60_000));
    try {
      await uploaded(PDF, 'left-behind.pdf');
      const attached = await expense({ summary: 'Kept with its receipt', document: await uploaded(PDF, 'kept.pdf') });
      expect(attached.errors).toBeUndefined();
      await upload(PDF, { token: otherAdmin, slug: other.slug, name: 'theirs.pdf' });
      hours(23);
      await uploaded(PDF, 'recent.pdf');
      // 25 hours after the first uploads: the club's daily task, started twice (a retry, a second server).
      hours(25);
      const period = t.clock.now().toISOString().slice(0, 10);
      for (let i = 0; i < 2; i++) await t.app.db.transaction().execute((trx) => t.app.jobs.enqueue(trx, PRUNE_EXPENSE_DOCUMENTS_JOB, club.id, { period }));
      await Promise.all([t.runJobs(), t.runJobs()]);
      const names = async (clubId: number) =>
        (await t.app.db.selectFrom('financeExpenseDocuments').select('fileName').where('clubId', '=', clubId).where('fileName', 'in', ['left-behind.pdf', 'kept.pdf', 'recent.pdf', 'theirs.pdf']).orderBy('fileName').execute()).map((r) => r.fileName);
      expect(await names(club.id)).toEqual(['kept.pdf', 'recent.pdf']);
      // Another club's upload waits for its own club's task.
      expect(await names(other.id)).toEqual(['theirs.pdf']);
      const document = attached.data.createFinanceExpense.financeExpense.document;
      expect((await get(document.downloadPath)).statusCode).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });
});
