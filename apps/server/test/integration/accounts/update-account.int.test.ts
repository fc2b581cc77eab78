import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const UPDATE = `mutation UpdateAccount($input: UpdateAccountInput!) { updateAccount(input: $input) { account { id firstName lastName email } } }`;
const PROFILE = `{ user { id accountId firstName lastName gender dateOfBirth mobile address postcode city country email instructor employee hasCompleteEnoughProfile } }`;

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

describe('updateAccount', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  const signedInMember = async (overrides = {}) => {
    const member = await t.make.member(overrides);
    return { member, token: (await t.make.session(member)).token };
  };
  const update = (token: string | undefined, input: Record<string, unknown>) => t.gql(UPDATE, { input }, token ? { token } : {});
  const row = (id: number) => t.app.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const full = {
    firstName: ' Jo ',
    lastName: 'Jabber',
    gender: 'f',
    mobile: '+31 6 1234 5678',
    address: 'Ringweg 1',
    postcode: '1011 AB',
    city: 'Amsterdam',
    country: 'nl',
    dateOfBirth: '1990-04-30',
  };

  it('saves the member’s own profile and answers the account', async () => {
    const { member, token } = await signedInMember();
    const before = (await t.gql(PROFILE, {}, { token })).body.data.user;
    expect(before.hasCompleteEnoughProfile).toBe(false);
    const res = await update(token, { id: before.id, ...full });
    expect(res.body).toEqual({ data: { updateAccount: { account: { id: before.id, firstName: 'Jo', lastName: 'Jabber', email: member.email } } } });
    const after = (await t.gql(PROFILE, {}, { token })).body.data.user;
    expect(after).toMatchObject({
      gender: 'F',
      country: 'NL',
      dateOfBirth: '1990-04-30',
      mobile: '+31 6 1234 5678',
      city: 'Amsterdam',
      hasCompleteEnoughProfile: true,
    });
  });

  it('leaves out fields that are not sent and clears gender and date of birth when asked', async () => {
    const { member, token } = await signedInMember({ gender: 'M', dateOfBirth: '1985-01-01', city: 'Utrecht' });
    await update(token, { id: globalId('AccountNode', member.id), gender: '', dateOfBirth: null });
    expect(await row(member.id)).toMatchObject({ gender: null, dateOfBirth: null, city: 'Utrecht', firstName: member.firstName });
  });

  it.each([
    ['an unknown country', { country: 'XX' }, 'country', 'Country must be a two-letter ISO 3166-1 country code.'],
    ['an alpha-3 country', { country: 'NLD' }, 'country', 'Country must be a two-letter ISO 3166-1 country code.'],
    ['a gender outside M, F, X', { gender: 'Q' }, 'gender', 'Gender must be M, F or X.'],
    ['a date of birth in the future', { dateOfBirth: '2026-03-03' }, 'dateOfBirth', 'Date of birth cannot be in the future.'],
    ['an empty first name', { firstName: '  ' }, 'firstName', 'First name is required.'],
    ['a very long city', { city: 'x'.repeat(101) }, 'city', 'City is too long (at most 100 characters).'],
  ])('refuses %s and changes nothing', async (_name, input, field, message) => {
    const { member, token } = await signedInMember();
    const res = await update(token, { id: globalId('AccountNode', member.id), ...full, ...input });
    expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'VALIDATION_FAILED', field } });
    const { password: _password, ...stored } = member;
    expect(await row(member.id)).toEqual(stored);
  });

  it.each(['2001-02-30', '1899-12-31', '10000-01-01'])('refuses the date of birth %s at the edge of the API and changes nothing', async (dateOfBirth) => {
    const { member, token } = await signedInMember();
    const res = await update(token, { id: globalId('AccountNode', member.id), ...full, dateOfBirth });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors?.[0]?.message).toContain('at "input.dateOfBirth"');
    expect(res.body.errors?.[0]?.message).toContain('must be a real date from 1900-01-01 to 2100-12-31');
    const { password: _password, ...stored } = member;
    expect(await row(member.id)).toEqual(stored);
  });

  it('accepts today as date of birth in the club’s time zone', async () => {
    const { member, token } = await signedInMember();
    expect((await update(token, { id: globalId('AccountNode', member.id), dateOfBirth: '2026-03-02' })).body.errors).toBeUndefined();
  });

  describe('Z2/Z5 other accounts', () => {
    it('answers NOT_FOUND for another member’s account and leaves it unchanged', async () => {
      const { token } = await signedInMember();
      const victim = await t.make.member({ firstName: 'Vera' });
      const res = await update(token, { id: globalId('AccountNode', victim.id), firstName: 'Hacked' });
      expect(res.body.errors?.[0]).toMatchObject({ message: 'This account could not be found.', extensions: { code: 'NOT_FOUND' } });
      expect((await row(victim.id)).firstName).toBe('Vera');
    });

    it('answers someone else’s, a missing, a malformed and a foreign-type id the same', async () => {
      const { member, token } = await signedInMember();
      const other = await t.make.member();
      const answers = await Promise.all(
        [globalId('AccountNode', other.id), globalId('AccountNode', 999_999), 'not-base64!', globalId('OrganizationClasspassNode', member.id)].map(
          async (id) => (await update(token, { id, firstName: 'X' })).body,
        ),
      );
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect((await row(member.id)).firstName).toBe(member.firstName);
    });

    it('does not let staff edit a member through the portal mutation', async () => {
      const staff = await t.make.staff();
      const member = await t.make.member({ firstName: 'Mo' });
      const res = await update((await t.make.session(staff)).token, { id: globalId('AccountNode', member.id), firstName: 'Changed' });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await row(member.id)).firstName).toBe('Mo');
    });
  });

  describe('Z3 mass assignment', () => {
    it.each([['instructor', true], ['employee', true], ['role', 'STAFF'], ['email', 'taken@example.test'], ['permissions', ['*']], ['staffRoles', ['ADMIN']]])(
      'refuses %s in the input before running anything',
      async (field, value) => {
        const { member, token } = await signedInMember();
        const res = await update(token, { id: globalId('AccountNode', member.id), firstName: 'Sneaky', [field]: value });
        expect(res.status).toBe(400);
        expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
        const after = await row(member.id);
        expect(after).toMatchObject({ firstName: member.firstName, role: 'MEMBER', staffRoles: [], instructor: false, employee: false, email: member.email });
      },
    );
  });

  it('asks for a login without a token', async () => {
    const member = await t.make.member();
    const res = await update(undefined, { id: globalId('AccountNode', member.id), firstName: 'Anon' });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('USER_NOT_LOGGED_IN');
    expect((await row(member.id)).firstName).toBe(member.firstName);
  });
});
