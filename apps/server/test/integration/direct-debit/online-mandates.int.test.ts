import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@kiai/shared';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid } from '../booking/booking-kit.js';
import { directDebitSettings, mandateFor } from './direct-debit-kit.js';

const READ = `{ myDirectDebitMandate { offered creditorName creditorId mandateText
  bankAccount { holder ibanMasked bic } mandate { id reference signatureDate retiredAt signedOnline } } }`;
const SIGN = `mutation($input: SignMyDirectDebitMandateInput!) { signMyDirectDebitMandate(input: $input) {
  id reference signatureDate retiredAt signedOnline evidence { signedAt ipAddress userAgent mandateText } } }`;
const CANCEL = `mutation($input: CancelMyDirectDebitMandateInput!) { cancelMyDirectDebitMandate(input: $input) { id retiredAt retiredReason } }`;
const STAFF_LIST = `query($a: ID!) { accountBankAccounts(account: $a) { iban mandates { reference retiredAt retiredReason signedOnline evidence { ipAddress mandateText } } } }`;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chromium/131.0';
const IBAN = 'DE89 3704 0044 0532 0130 00';

describe('a member signs a SEPA mandate online, with its evidence (issues 22/23)', () => {
  let t: TestApp;
  let club: Club;
  let member: Account;
  let token: string;
  let finance: string;

  const asMember = (query: string, variables: Record<string, unknown> = {}, as = token) =>
    t.gql(query, variables, { token: as, ip: '203.0.113.7', headers: { 'user-agent': BROWSER } }).then((r): any => r.body);
  const read = async (as = token) => (await asMember(READ, {}, as)).data.myDirectDebitMandate;
  /** Signs with the text the member was just shown. */
  const sign = async (input: Record<string, unknown> = {}, as = token) =>
    asMember(SIGN, { input: { holder: 'Jürgen Müller', iban: IBAN, agreed: true, mandateText: (await read(as)).mandateText, ...input } }, as);
  const rows = async (table: 'directDebitBankAccounts' | 'directDebitMandates' | 'directDebitMandateEvidence') =>
    t.app.db.selectFrom(table).selectAll().where('clubId', '=', club.id).execute();
  const inForce = async (accountId: number) =>
    t.app.db.selectFrom('directDebitMandates').selectAll().where('clubId', '=', club.id).where('accountId', '=', accountId).where('retiredAt', 'is', null).execute();

  beforeAll(async () => {
    t = await createTestApp();
    club = await t.make.defaultClub();
    member = await t.make.member({ firstName: 'Jürgen', lastName: 'Müller' });
    token = (await t.make.session(member)).token;
    finance = (await t.make.session(await t.make.staff({ staffRoles: ['FINANCE'] }))).token;
  });
  afterAll(() => t.close());

  it('refuses to sign while the club has no creditor identifier, and says direct debit is not offered', async () => {
    expect(await read()).toEqual({ offered: false, creditorName: null, creditorId: null, mandateText: null, bankAccount: null, mandate: null });
    const answer = await asMember(SIGN, { input: { holder: 'Jürgen Müller', iban: IBAN, agreed: true, mandateText: 'anything' } });
    expect(answer.errors[0]).toMatchObject({ message: 'This club does not offer direct debit yet: it has no creditor identifier set up.', extensions: { code: 'VALIDATION_FAILED' } });
    expect(await rows('directDebitBankAccounts')).toEqual([]);
  });

  it('refuses a bad IBAN, a non-SEPA IBAN, a bad BIC, a missing agreement, a long holder and a text not shown, naming the field, and writes nothing', async () => {
    await directDebitSettings(t, club);
    const long = 'x'.repeat(10_000);
    for (const [input, field, message] of [
      [{ iban: 'DE89 3704 0044 0532 0130 01' }, 'iban', 'The IBAN is not valid: check its country code, check digits and length.'],
      [{ iban: 'BR15 0000 0000 0000 1093 2840 814P 2' }, 'iban', 'The IBAN is not of a country in the SEPA scheme.'],
      [{ iban: long }, 'iban', 'The IBAN is not valid: check its country code, check digits and length.'],
      [{ bic: 'COBA' }, 'bic', 'The BIC is not valid: 8 or 11 letters and digits, such as DEUTDEFF.'],
      [{ bic: long }, 'bic', 'The BIC is not valid: 8 or 11 letters and digits, such as DEUTDEFF.'],
      [{ agreed: false }, 'agreed', 'Please tick "I agree to this mandate" to sign it.'],
      [{ holder: '  ' }, 'holder', 'The account holder needs 1 to 200 characters.'],
      [{ holder: long }, 'holder', 'The account holder needs 1 to 200 characters.'],
      [{ mandateText: long }, 'agreed', 'The mandate has changed since you read it (another mandate was signed meanwhile): please read it again and sign.'],
    ] as const) {
      const answer = await sign(input);
      expect(answer.errors?.[0], JSON.stringify(input).slice(0, 80)).toMatchObject({ message, extensions: { code: 'VALIDATION_FAILED', fields: { [field]: message } } });
    }
    expect(await rows('directDebitBankAccounts')).toEqual([]);
    expect(await rows('directDebitMandates')).toEqual([]);
    expect(await rows('directDebitMandateEvidence')).toEqual([]);
  });

  it('shows the full mandate text, signs it into a mandate in force with its evidence, on the club’s today', async () => {
    const before = await read();
    expect(before).toMatchObject({ offered: true, creditorName: 'Test Club', creditorId: 'DE98ZZZ09999999999', bankAccount: null, mandate: null });
    expect(before.mandateText).toContain(`Mandate reference: ONLINE-${member.id}-1`);
    expect(before.mandateText).toContain('By signing this mandate form, you authorise (A) Test Club to send instructions to your bank to debit your account');
    expect(before.mandateText).toContain('within 8 weeks');

    const signed = (await sign({ bic: 'cobadeff' })).data.signMyDirectDebitMandate;
    expect(signed).toMatchObject({
      reference: `ONLINE-${member.id}-1`,
      signatureDate: '2026-03-02',
      retiredAt: null,
      signedOnline: true,
      evidence: { signedAt: '2026-03-02T09:00:00.000Z', ipAddress: '203.0.113.7', userAgent: BROWSER, mandateText: before.mandateText },
    });
    expect(await read()).toMatchObject({
      bankAccount: { holder: 'Jürgen Müller', ibanMasked: '•••• •••• •••• •••• ••30 00', bic: 'COBADEFF' },
      mandate: { id: signed.id, reference: signed.reference, signedOnline: true },
    });
    // Staff see the evidence on the account's bank tab.
    const staff = (await t.gql(STAFF_LIST, { a: gid('AccountNode', member.id) }, { token: finance })).body.data.accountBankAccounts;
    expect(staff).toEqual([{ iban: 'DE89370400440532013000', mandates: [{ reference: signed.reference, retiredAt: null, retiredReason: '', signedOnline: true, evidence: { ipAddress: '203.0.113.7', mandateText: before.mandateText } }] }]);
  });

  it('signing again retires the mandate in force and leaves one in force; a text read before that is refused', async () => {
    const stale = (await read()).mandateText;
    const second = (await sign({ iban: 'NL91 ABNA 0417 1643 00', holder: 'J. Müller' })).data.signMyDirectDebitMandate;
    expect(second.reference).toBe(`ONLINE-${member.id}-2`);
    const mandates = await t.app.db.selectFrom('directDebitMandates').selectAll().where('accountId', '=', member.id).orderBy('id').execute();
    expect(mandates.map((m) => [m.reference, m.retiredReason, m.retiredAt === null])).toEqual([
      [`ONLINE-${member.id}-1`, 'Replaced by a mandate signed online', false],
      [`ONLINE-${member.id}-2`, '', true],
    ]);
    expect((await read()).bankAccount).toMatchObject({ holder: 'J. Müller', ibanMasked: '•••• •••• •••• ••43 00' });
    const late = await sign({ mandateText: stale });
    expect(late.errors[0].extensions.fields).toHaveProperty('agreed');
    expect(await inForce(member.id)).toHaveLength(1);
  });

  it('two signatures at once leave exactly one mandate in force; the other is asked to read again', async () => {
    const other = await t.make.member();
    const otherToken = (await t.make.session(other)).token;
    const text = (await read(otherToken)).mandateText;
    const input = { holder: 'Race Runner', iban: IBAN, agreed: true, mandateText: text };
    const answers = await Promise.all([asMember(SIGN, { input }, otherToken), asMember(SIGN, { input }, otherToken), asMember(SIGN, { input }, otherToken)]);
    expect(answers.filter((a) => a.errors === undefined)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.errors !== undefined)) expect(refused.errors[0].extensions.fields).toHaveProperty('agreed');
    expect(await inForce(other.id)).toHaveLength(1);
    expect(await t.app.db.selectFrom('directDebitBankAccounts').select('id').where('accountId', '=', other.id).execute()).toHaveLength(1);
  });

  it('skips an online reference staff already typed for someone else', async () => {
    const next = await t.make.member();
    const nextToken = (await t.make.session(next)).token;
    await mandateFor(t, club, await t.make.member(), `ONLINE-${next.id}-1`);
    expect((await sign({}, nextToken)).data.signMyDirectDebitMandate.reference).toBe(`ONLINE-${next.id}-2`);
  });

  it('lets the member cancel their own mandate by the retire rule, once; another member’s or club’s mandate answers as missing', async () => {
    const mandate = (await read()).mandate;
    const stranger = (await t.make.session(await t.make.member())).token;
    const strangers = await asMember(CANCEL, { input: { mandate: mandate.id } }, stranger);
    expect(strangers.errors[0]).toMatchObject({ message: 'This mandate could not be found.', extensions: { code: 'NOT_FOUND' } });
    const malformed = await asMember(CANCEL, { input: { mandate: 'not-an-id' } });
    expect(malformed.errors[0].extensions.code).toBe('NOT_FOUND');
    const otherClub = await t.make.club();
    const outsider = await t.make.member({ club: otherClub });
    const fromOtherClub = await t.gql(CANCEL, { input: { mandate: mandate.id } }, { token: (await t.make.session(outsider)).token, club: otherClub.slug });
    expect(fromOtherClub.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await inForce(member.id)).toHaveLength(1);

    const cancelled = (await asMember(CANCEL, { input: { mandate: mandate.id } })).data.cancelMyDirectDebitMandate;
    expect(cancelled).toMatchObject({ id: mandate.id, retiredAt: '2026-03-02T09:00:00.000Z', retiredReason: 'Cancelled by the member' });
    expect((await asMember(CANCEL, { input: { mandate: mandate.id } })).data.cancelMyDirectDebitMandate.retiredReason).toBe('Cancelled by the member');
    expect(await read()).toMatchObject({ mandate: null, bankAccount: { holder: 'J. Müller' } });
  });

  it('turns staff of every role away from signing and cancelling, even for their own account, and writes nothing', async () => {
    const before = (await rows('directDebitMandates')).length;
    for (const role of STAFF_ROLES) {
      const staff = (await t.make.session(await t.make.staff({ staffRoles: [role] }))).token;
      expect((await read(staff)).offered).toBe(true);
      const answer = await asMember(SIGN, { input: { holder: 'Staff', iban: IBAN, agreed: true, mandateText: (await read(staff)).mandateText } }, staff);
      expect(answer.errors[0].extensions.code, role).toBe('PERMISSION_DENIED');
      expect((await asMember(CANCEL, { input: { mandate: gid('DirectDebitMandate', 1) } }, staff)).errors[0].extensions.code).toBe('PERMISSION_DENIED');
    }
    expect((await t.gql(SIGN, { input: { holder: 'x', iban: IBAN, agreed: true, mandateText: 'x' } })).body.errors?.[0]?.extensions?.code).toBe('USER_NOT_LOGGED_IN');
    expect((await rows('directDebitMandates')).length).toBe(before);
  });

  it('keeps a 10,000-character user agent as its first 500 characters', async () => {
    const someone = await t.make.member();
    const someoneToken = (await t.make.session(someone)).token;
    const text = (await read(someoneToken)).mandateText;
    const answer = await t.gql(SIGN, { input: { holder: 'Long Agent', iban: IBAN, agreed: true, mandateText: text } }, { token: someoneToken, headers: { 'user-agent': 'A'.repeat(10_000) } });
    expect(answer.body.data.signMyDirectDebitMandate.evidence.userAgent).toBe('A'.repeat(500));
  });
});
