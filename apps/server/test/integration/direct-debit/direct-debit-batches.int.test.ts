import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { schemaErrors } from '../../support/sepa-schema.js';
import { directDebitInvoice, directDebitSettings, mandateFor } from './direct-debit-kit.js';

const BUILD = `mutation($input: BuildDirectDebitBatchInput!) { buildDirectDebitBatch(input: $input) {
  batch { id status collectionDate itemCount total items { id endToEndId amount sequenceType debtorName iban mandateReference } }
  leftOut { invoiceNumber accountName reason } } }`;
const APPROVE = `mutation($id: ID!) { approveDirectDebitBatch(id: $id) { id status } }`;
const REJECT = `mutation($id: ID!) { rejectDirectDebitBatch(id: $id) { id status } }`;
const REMOVE = `mutation($input: RemoveDirectDebitBatchItemInput!) { removeDirectDebitBatchItem(input: $input) { id itemCount } }`;

describe('collection batches (test plan L7, approval, export L9)', () => {
  let t: TestApp;
  let club: Club;
  let builder: string;
  let approver: string;
  let manager: string;
  let frontDesk: string;
  let anna: Account;
  let ben: Account;
  let cleo: Account;
  let partPaid: { id: number; invoiceNumber: string | null };

  const as = (token: string) => (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token }).then((r): any => r.body);
  const download = (token: string, batchGid: string) =>
    t.server.inject({ method: 'GET', url: `/${club.slug}/d/api/finance/direct-debit/batches/${batchGid}/pain008/`, headers: { authorization: `JWT ${token}` } });

  beforeAll(async () => {
    t = await createTestApp();
    club = await t.make.defaultClub();
    const staff = async (role: 'FINANCE' | 'MANAGER' | 'FRONT_DESK') => (await t.make.session(await t.make.staff({ staffRoles: [role] }))).token;
    builder = await staff('FINANCE');
    approver = await staff('FINANCE');
    manager = await staff('MANAGER');
    frontDesk = await staff('FRONT_DESK');
    await directDebitSettings(t, club);
    anna = await t.make.member({ firstName: 'Anna', lastName: 'Müller' });
    ben = await t.make.member({ firstName: 'Ben', lastName: 'Bakker' });
    cleo = await t.make.member({ firstName: 'Cleo', lastName: 'Claes' });
    await mandateFor(t, club, anna);
    const retired = await mandateFor(t, club, cleo);
    await t.app.db.updateTable('directDebitMandates').set({ retiredAt: new Date('2026-02-01T00:00:00Z') }).where('id', '=', retired.id).execute();
    partPaid = await directDebitInvoice(t, club, anna, { total: '60.00', paid: '20.50' });
    await directDebitInvoice(t, club, anna, { total: '25.00', dateDue: '2026-04-01' });
    await directDebitInvoice(t, club, anna, { total: '99.00', method: 'CASH' });
    await directDebitInvoice(t, club, ben, { total: '30.00' });
    await directDebitInvoice(t, club, cleo, { total: '45.00' });
  });
  afterAll(() => t.close());

  let firstBatch: string;

  it('collects the open balance of a part-paid invoice and lists every invoice left out with why', async () => {
    const answer = await as(builder)(BUILD, { input: {} });
    expect(answer.errors).toBeUndefined();
    const { batch, leftOut } = answer.data.buildDirectDebitBatch;
    firstBatch = batch.id;
    // Monday 2026-03-02 with 2 notice days: Wednesday 2026-03-04.
    expect(batch).toMatchObject({ status: 'AWAITING_APPROVAL', collectionDate: '2026-03-04', itemCount: 1, total: '39.50' });
    expect(batch.items).toEqual([
      expect.objectContaining({ endToEndId: partPaid.invoiceNumber, amount: '39.50', sequenceType: 'RCUR', debtorName: 'Anna Müller', iban: 'DE89370400440532013000', mandateReference: `KIAI-M-${anna.id}` }),
    ]);
    expect(leftOut.map((l: { accountName: string; reason: string }) => [l.accountName, l.reason])).toEqual([
      ['Ben Bakker', 'The account has no direct debit mandate.'],
      ['Cleo Claes', "The account's mandate is retired; it needs a new one."],
      ['Anna Müller', 'It is due on 2026-04-01, after the collection date.'],
    ]);
  });

  it('leaves an invoice of an open batch out of the next one, saying which batch holds it', async () => {
    const answer = await as(builder)(BUILD, { input: { collectionDate: '2026-03-05' } });
    expect(answer.data.buildDirectDebitBatch.batch).toBeNull();
    const batchNumber = Buffer.from(firstBatch, 'base64').toString().split(':')[1];
    expect(answer.data.buildDirectDebitBatch.leftOut).toContainEqual({ invoiceNumber: partPaid.invoiceNumber, accountName: 'Anna Müller', reason: `It is in open batch #${batchNumber}.` });
  });

  it('refuses a collection date before the notice days or on a TARGET2 holiday, naming the field', async () => {
    const early = await as(builder)(BUILD, { input: { collectionDate: '2026-03-03' } });
    expect(early.errors[0]).toMatchObject({ message: "The collection date can be 2026-03-04 at the earliest (the members' pre-notification days).", extensions: { code: 'VALIDATION_FAILED' } });
    expect(early.errors[0].extensions.fields).toHaveProperty('collectionDate');
    const goodFriday = await as(builder)(BUILD, { input: { collectionDate: '2026-04-03' } });
    expect(goodFriday.errors[0].message).toBe('The collection date must be a bank day (not a weekend or a TARGET2 holiday).');
  });

  it('has no file before approval, and no approval by the staff member who built the batch', async () => {
    expect((await download(builder, firstBatch)).statusCode).toBe(409);
    const own = await as(builder)(APPROVE, { id: firstBatch });
    expect(own.errors[0]).toMatchObject({ message: 'Another staff member than the one who built this batch must approve it.', extensions: { code: 'PERMISSION_DENIED' } });
    const byManager = await as(manager)(APPROVE, { id: firstBatch });
    expect(byManager.errors[0].extensions.code).toBe('PERMISSION_DENIED');
  });

  it('is approved by a second staff member, then allows no edits, and exports a pain.008 that validates', async () => {
    expect((await as(approver)(APPROVE, { id: firstBatch })).data.approveDirectDebitBatch.status).toBe('APPROVED');
    const batch = (await as(builder)(`query($id: ID!) { directDebitBatch(id: $id) { items { id } } }`, { id: firstBatch })).data.directDebitBatch;
    const remove = await as(builder)(REMOVE, { input: { batch: firstBatch, item: batch.items[0].id } });
    expect(remove.errors[0].extensions.code).toBe('CONFLICT');
    expect((await as(approver)(REJECT, { id: firstBatch })).errors[0].extensions.code).toBe('CONFLICT');

    const file = await download(manager, firstBatch);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await schemaErrors(file.body, 'pain.008.001.08')).toEqual([]);
    expect(file.body).toContain('<Dbtr><Nm>Anna Müller</Nm></Dbtr>');
    expect(file.body).toContain('<CtrlSum>39.50</CtrlSum>');
    expect((await download(frontDesk, firstBatch)).statusCode).toBe(403);

    await directDebitSettings(t, club, { painVersion: 'pain.008.001.02' });
    const old = await download(manager, firstBatch);
    expect(old.body).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
    expect(await schemaErrors(old.body, 'pain.008.001.02')).toEqual([]);
    await directDebitSettings(t, club, { painVersion: 'pain.008.001.08' });
  });

  it('frees the invoices of a rejected batch for the next one, and edits only while awaiting approval', async () => {
    await mandateFor(t, club, ben);
    const built = (await as(builder)(BUILD, { input: { collectionDate: '2026-03-06' } })).data.buildDirectDebitBatch.batch;
    expect(built.items.map((i: { debtorName: string }) => i.debtorName)).toEqual(['Ben Bakker']);
    const removed = await as(builder)(REMOVE, { input: { batch: built.id, item: built.items[0].id } });
    expect(removed.data.removeDirectDebitBatchItem.itemCount).toBe(0);
    const again = (await as(builder)(BUILD, { input: { collectionDate: '2026-03-06' } })).data.buildDirectDebitBatch.batch;
    expect((await as(approver)(REJECT, { id: again.id })).data.rejectDirectDebitBatch.status).toBe('REJECTED');
    const third = (await as(builder)(BUILD, { input: { collectionDate: '2026-03-06' } })).data.buildDirectDebitBatch.batch;
    expect(third.items.map((i: { debtorName: string }) => i.debtorName)).toEqual(['Ben Bakker']);
  });

  it('lists batches newest first with counts and sums, for staff who read the books', async () => {
    const list = await as(manager)(`{ directDebitBatches(first: 10) { edges { node { status itemCount totalDisplay } } } }`);
    expect(list.data.directDebitBatches.edges.map((e: { node: { status: string } }) => e.node.status)).toEqual(['AWAITING_APPROVAL', 'REJECTED', 'AWAITING_APPROVAL', 'APPROVED']);
    expect((await as(frontDesk)(`{ directDebitBatches(first: 10) { edges { node { status } } } }`)).errors[0].extensions.code).toBe('PERMISSION_DENIED');
  });
});
