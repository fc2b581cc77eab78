import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid } from '../booking/booking-kit.js';

const SETTINGS = `mutation($input: UpdateDirectDebitSettingsInput!) { updateDirectDebitSettings(input: $input) {
  creditorId iban bic painVersion noticeDays approvalByOther proposedCollectionDate } }`;
const ADD_BANK = `mutation($input: AddBankAccountInput!) { addBankAccount(input: $input) { id holder iban bic } }`;
const ADD_MANDATE = `mutation($input: AddDirectDebitMandateInput!) { addDirectDebitMandate(input: $input) { id reference signatureDate retiredAt } }`;
const RETIRE = `mutation($input: RetireDirectDebitMandateInput!) { retireDirectDebitMandate(input: $input) { id retiredAt retiredReason } }`;

describe('bank accounts, mandates and the club’s direct debit settings (bad input)', () => {
  let t: TestApp;
  let club: Club;
  let finance: string;
  let member: Account;

  const ask = (query: string, variables: Record<string, unknown>) => t.gql(query, variables, { token: finance }).then((r): any => r.body);
  const count = async (table: 'directDebitBankAccounts' | 'directDebitMandates' | 'directDebitSettings') =>
    Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('clubId', '=', club.id).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp();
    club = await t.make.defaultClub();
    finance = (await t.make.session(await t.make.staff({ staffRoles: ['FINANCE'] }))).token;
    member = await t.make.member({ firstName: 'Jürgen', lastName: 'Müller' });
  });
  afterAll(() => t.close());

  it('refuses a creditor identifier with wrong check digits and a malformed IBAN, naming the field, and stores nothing', async () => {
    const input = { creditorName: 'Test Club', creditorId: 'DE97ZZZ09999999999', iban: 'NL91ABNA0417164300' };
    const wrongId = await ask(SETTINGS, { input });
    expect(wrongId.errors[0]).toMatchObject({ message: 'The creditor identifier is not valid: its check digits do not match.', extensions: { code: 'VALIDATION_FAILED' } });
    expect(wrongId.errors[0].extensions.fields).toHaveProperty('creditorId');
    const wrongIban = await ask(SETTINGS, { input: { ...input, creditorId: 'DE98ZZZ09999999999', iban: 'NL91ABNA0417164301' } });
    expect(wrongIban.errors[0].extensions.fields).toHaveProperty('iban');
    const wrongVersion = await ask(SETTINGS, { input: { ...input, creditorId: 'DE98ZZZ09999999999', painVersion: 'pain.008.001.01' } });
    expect(wrongVersion.errors[0].extensions.fields).toHaveProperty('painVersion');
    expect(await count('directDebitSettings')).toBe(0);
  });

  it('stores the settings in electronic form and proposes the first bank day after the notice days', async () => {
    const answer = await ask(SETTINGS, { input: { creditorName: 'Test Club', creditorId: 'de98 zzz0 9999 9999 99', iban: 'nl91 abna 0417 1643 00', bic: 'abnanl2a' } });
    // Monday 2026-03-02 + 14 days = Monday 2026-03-16.
    expect(answer.data.updateDirectDebitSettings).toEqual({
      creditorId: 'DE98ZZZ09999999999',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      painVersion: 'pain.008.001.08',
      noticeDays: 14,
      approvalByOther: true,
      proposedCollectionDate: '2026-03-16',
    });
  });

  it('refuses a malformed IBAN or BIC on a bank account, and takes a valid one as typed', async () => {
    const account = gid('AccountNode', member.id);
    const bad = await ask(ADD_BANK, { input: { account, holder: 'Jürgen Müller', iban: 'DE89 3704 0044 0532 0130 01' } });
    expect(bad.errors[0]).toMatchObject({ message: 'The IBAN is not valid: check its country code, check digits and length.', extensions: { code: 'VALIDATION_FAILED', fields: { iban: expect.any(String) } } });
    const badBic = await ask(ADD_BANK, { input: { account, holder: 'Jürgen Müller', iban: 'DE89370400440532013000', bic: 'COBA' } });
    expect(badBic.errors[0].extensions.fields).toHaveProperty('bic');
    expect(await count('directDebitBankAccounts')).toBe(0);
    const good = await ask(ADD_BANK, { input: { account, holder: 'Jürgen Müller', iban: 'de89 3704 0044 0532 0130 00' } });
    expect(good.data.addBankAccount).toMatchObject({ holder: 'Jürgen Müller', iban: 'DE89370400440532013000', bic: '' });
  });

  it('refuses mandate references outside the SEPA set, over 35, with a leading "/" or "//", and a future signature', async () => {
    const bankAccount = (await ask(`query($a: ID!) { accountBankAccounts(account: $a) { id } }`, { a: gid('AccountNode', member.id) })).data.accountBankAccounts[0].id;
    for (const [reference, message] of [
      ['MÜLLER-1', /may only use/],
      ['/KIAI-1', /may not start with "\/"/],
      ['KIAI//1', /may not contain "\/\/"/],
      ['K'.repeat(36), /at most 35/],
    ] as const) {
      const answer = await ask(ADD_MANDATE, { input: { bankAccount, reference, signatureDate: '2026-02-01' } });
      expect(answer.errors[0].message).toMatch(message);
      expect(answer.errors[0].extensions.fields).toHaveProperty('reference');
    }
    const future = await ask(ADD_MANDATE, { input: { bankAccount, reference: 'KIAI-1', signatureDate: '2026-03-03' } });
    expect(future.errors[0].extensions.fields).toHaveProperty('signatureDate');
    expect(await count('directDebitMandates')).toBe(0);

    const mandate = (await ask(ADD_MANDATE, { input: { bankAccount, reference: 'KIAI-1', signatureDate: '2026-03-02' } })).data.addDirectDebitMandate;
    expect(mandate).toMatchObject({ reference: 'KIAI-1', signatureDate: '2026-03-02', retiredAt: null });
    const second = await ask(ADD_MANDATE, { input: { bankAccount, reference: 'KIAI-2', signatureDate: '2026-03-02' } });
    expect(second.errors[0].message).toBe('The account already has a mandate in force: retire it first.');

    const retired = (await ask(RETIRE, { input: { mandate: mandate.id, reason: 'Member left' } })).data.retireDirectDebitMandate;
    expect(retired.retiredReason).toBe('Member left');
    const reused = await ask(ADD_MANDATE, { input: { bankAccount, reference: 'KIAI-1', signatureDate: '2026-03-02' } });
    expect(reused.errors[0].message).toBe('This mandate reference is already in use.');
    expect((await ask(ADD_MANDATE, { input: { bankAccount, reference: 'KIAI-2', signatureDate: '2026-03-02' } })).errors).toBeUndefined();
  });
});
