import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccountArchived } from '../../../src/modules/accounts/archive-account.js';
import { permissionsOf } from '../../../src/platform/access-policy.js';
import { addDays } from '../../../src/platform/club-clock.js';
import { book, booker, gid } from '../booking/booking-kit.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const SEARCH = `query($search: String, $archived: Boolean, $orderBy: String, $first: Int, $after: String) {
  accounts(search: $search, archived: $archived, orderBy: $orderBy, first: $first, after: $after) {
    edges { node { id fullName email keyNumber archived } } pageInfo { hasNextPage endCursor }
  }
}`;
const CREATE = `mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id accountId fullName email keyNumber } } }`;
const UPDATE = `mutation($input: UpdateBackofficeAccountInput!) {
  updateBackofficeAccount(input: $input) { account { id email phone emergency city keyNumber instructor employee } }
}`;
const ARCHIVE = `mutation($input: ArchiveAccountInput!) { archiveAccount(input: $input) { account { id archived } } }`;
const NOTES = `query($account: ID!, $noteType: AccountNoteKind) { accountNotes(account: $account, noteType: $noteType) { edges { node { noteType note authorName createdAt } } } }`;
const ADD_NOTE = `mutation($input: CreateAccountNoteInput!) { createAccountNote(input: $input) { accountNote { noteType note authorName } } }`;
const PASS_END = `mutation($input: UpdateAccountClasspassInput!) { updateAccountClasspass(input: $input) { accountClasspass { id dateStart dateEnd } } }`;

type Body = { data?: any; errors?: { message: string; extensions?: { code?: string; field?: string; fields?: Record<string, string> } }[] };
const error = (body: Body) => body.errors?.[0];

describe('accounts in the back office', () => {
  let t: TestApp;
  let adminToken: string;
  let frontDeskToken: string;
  let instructorToken: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
    await t.make.defaultClub();
    adminToken = (await t.make.session(await t.make.staff({ firstName: 'Ada', lastName: 'Admin' }))).token;
    frontDeskToken = (await t.make.session(await t.make.staff({ staffRoles: ['FRONT_DESK'] }))).token;
    instructorToken = (await t.make.session(await t.make.staff({ staffRoles: ['INSTRUCTOR'] }))).token;
  });
  afterAll(() => t.close());

  const gql = (query: string, variables: Record<string, unknown>, token = adminToken) => t.gql(query, variables, { token }).then((r) => r.body as Body);
  const create = async (input: Record<string, unknown>) => {
    const body = await gql(CREATE, { input });
    if (!body.data?.createAccount) throw new Error(JSON.stringify(body.errors));
    return body.data.createAccount.account as { id: string; accountId: string; email: string; keyNumber: string };
  };
  const names = (body: Body) => body.data.accounts.edges.map((e: { node: { fullName: string } }) => e.node.fullName);

  it('creates an account without a password, with a generated key number, and mails an invitation when asked', async () => {
    const account = await create({ firstName: ' Zora ', lastName: 'Quill', email: 'Zora.Quill@Example.test', sendInvitation: true, city: 'Leiden' });
    expect(account.email).toBe('zora.quill@example.test');
    expect(account.keyNumber).toMatch(/^\d{10}$/);
    const row = await t.app.db.selectFrom('accounts').select(['passwordHash', 'city', 'role']).where('email', '=', 'zora.quill@example.test').executeTakeFirstOrThrow();
    expect(row).toEqual({ passwordHash: null, city: 'Leiden', role: 'MEMBER' });
    await t.runJobs();
    const mails = await t.app.db.selectFrom('mailOutbox').select('subject').where('toAddress', '=', 'zora.quill@example.test').execute();
    expect(mails).toHaveLength(1);
  });

  it('refuses a taken email, a missing name and a taken key number, writing nothing', async () => {
    await create({ firstName: 'Yuri', lastName: 'Taken', email: 'yuri@example.test', keyNumber: 'card-77' });
    const before = await t.app.db.selectFrom('accounts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const taken = await gql(CREATE, { input: { firstName: 'Y', lastName: 'T', email: 'YURI@example.test' } });
    expect(error(taken)?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: 'An account with this email address already exists.' } });
    const noName = await gql(CREATE, { input: { firstName: ' ', lastName: 'T', email: 'new@example.test' } });
    expect(error(noName)?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { firstName: 'This field is required' } });
    const card = await gql(CREATE, { input: { firstName: 'Y', lastName: 'T', email: 'other@example.test', keyNumber: 'CARD-77' } });
    expect(error(card)?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { keyNumber: 'This key number is already in use.' } });
    const after = await t.app.db.selectFrom('accounts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('finds accounts by a prefix of a name, the full name, the email or the key number, sorted by name and paged', async () => {
    await create({ firstName: 'Searchy', lastName: 'Bravo', email: 'sb@example.test', keyNumber: 'K-1001' });
    await create({ firstName: 'Searchy', lastName: 'Alpha', email: 'other-sa@example.test' });
    await create({ firstName: 'Walter', lastName: 'Searchwell', email: 'ww@example.test' });
    expect(names(await gql(SEARCH, { search: 'SEARCH' }))).toEqual(['Searchy Alpha', 'Searchy Bravo', 'Walter Searchwell']);
    expect(names(await gql(SEARCH, { search: 'search', orderBy: '-name' }))).toEqual(['Walter Searchwell', 'Searchy Bravo', 'Searchy Alpha']);
    expect(names(await gql(SEARCH, { search: 'searchy  b' }))).toEqual(['Searchy Bravo']);
    expect(names(await gql(SEARCH, { search: 'other-sa@' }))).toEqual(['Searchy Alpha']);
    expect(names(await gql(SEARCH, { search: 'k-1001' }))).toEqual(['Searchy Bravo']);
    expect(names(await gql(SEARCH, { search: '%' }))).toEqual([]);
    const first = await gql(SEARCH, { search: 'search', first: 2 });
    expect(first.data.accounts.pageInfo.hasNextPage).toBe(true);
    expect(names(await gql(SEARCH, { search: 'search', first: 2, after: first.data.accounts.pageInfo.endCursor }))).toEqual(['Walter Searchwell']);
  });

  it('lets the front desk search, and turns an instructor away', async () => {
    expect(names(await gql(SEARCH, { search: 'walter' }, frontDeskToken))).toEqual(['Walter Searchwell']);
    expect(error(await gql(SEARCH, { search: 'walter' }, instructorToken))?.extensions?.code).toBe('PERMISSION_DENIED');
  });

  it('edits every field, sets, clears and generates key numbers', async () => {
    const account = await create({ firstName: 'Edie', lastName: 'Edit', email: 'edie@example.test' });
    const res = await gql(UPDATE, {
      input: { id: account.id, email: 'edie.new@example.test', phone: '010 1', emergency: 'Mum 06', city: 'Delft', keyNumber: ' ab-9 ', instructor: true, employee: true },
    });
    expect(res.data.updateBackofficeAccount.account).toMatchObject({ email: 'edie.new@example.test', phone: '010 1', emergency: 'Mum 06', city: 'Delft', keyNumber: 'AB-9', instructor: true, employee: true });
    const generated = await gql(UPDATE, { input: { id: account.id, generateKeyNumber: true } });
    expect(generated.data.updateBackofficeAccount.account.keyNumber).toMatch(/^\d{10}$/);
    const cleared = await gql(UPDATE, { input: { id: account.id, keyNumber: '' } });
    expect(cleared.data.updateBackofficeAccount.account.keyNumber).toBeNull();
    const bad = await gql(UPDATE, { input: { id: account.id, keyNumber: 'no spaces', country: 'NL' } });
    expect(error(bad)?.extensions?.fields).toEqual({ keyNumber: 'A key number has 1 to 32 letters, digits or dashes.' });
    expect((await t.app.db.selectFrom('accounts').select('country').where('email', '=', 'edie.new@example.test').executeTakeFirstOrThrow()).country).toBe('');
  });

  it("archives an account: its sessions end, it cannot sign in, it leaves the list; bringing it back lets it in again", async () => {
    const member = await t.make.member({ firstName: 'Archie', lastName: 'Ved' });
    const session = await t.make.session(member);
    const me = () => t.gql(`{ currentAccount { id } }`, {}, { token: session.token }).then((r) => r.body as Body);
    expect((await me()).data?.currentAccount).toBeTruthy();
    const res = await gql(ARCHIVE, { input: { id: gid('AccountNode', member.id), archived: true } });
    expect(res.data.archiveAccount.account.archived).toBe(true);
    expect(error(await me())?.extensions?.code).toBe('TOKEN_INVALID');
    const signIn = `mutation($u: String!, $p: String!) { tokenAuth(username: $u, password: $p) { token } }`;
    expect(error((await t.gql(signIn, { u: member.email, p: member.password })).body as Body)?.message).toBe('Please enter valid credentials');
    expect(names(await gql(SEARCH, { search: 'archie' }))).toEqual([]);
    expect(names(await gql(SEARCH, { search: 'archie', archived: true }))).toEqual(['Archie Ved']);
    await gql(ARCHIVE, { input: { id: gid('AccountNode', member.id), archived: false } });
    expect(((await t.gql(signIn, { u: member.email, p: member.password })).body as Body).data.tokenAuth.token).toEqual(expect.any(String));
  });

  it('refuses to archive oneself or the last active admin', async () => {
    const club = await t.make.club();
    const admin = await t.make.staff({ club });
    const other = await t.make.staff({ club });
    const own = await t.gql(ARCHIVE, { input: { id: gid('AccountNode', admin.id), archived: true } }, { token: (await t.make.session(admin)).token, club: club.slug });
    expect(error(own.body as Body)?.message).toBe('You cannot archive your own account.');
    // Two admins archiving each other at once: the second request was let in before its own account was archived.
    const actorOf = (a: typeof admin) => ({ accountId: a.id, clubId: club.id, email: a.email, role: 'STAFF' as const, permissions: permissionsOf('STAFF', a.staffRoles) });
    await setAccountArchived(t.app, club, actorOf(admin), { accountId: other.id, archived: true });
    await expect(setAccountArchived(t.app, club, actorOf(other), { accountId: admin.id, archived: true })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('keeps notes with their author and time, newest first, by type', async () => {
    const account = await create({ firstName: 'Nora', lastName: 'Notes', email: 'nora@example.test' });
    await gql(ADD_NOTE, { input: { account: account.id, noteType: 'BACKOFFICE', note: ' Paid cash ' } });
    t.clock.advance(60_000);
    await gql(ADD_NOTE, { input: { account: account.id, noteType: 'INSTRUCTORS', note: 'Bad knee' } });
    const all = await gql(NOTES, { account: account.id });
    expect(all.data.accountNotes.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { noteType: 'INSTRUCTORS', note: 'Bad knee', authorName: 'Ada Admin', createdAt: expect.any(String) },
      { noteType: 'BACKOFFICE', note: 'Paid cash', authorName: 'Ada Admin', createdAt: expect.any(String) },
    ]);
    expect((await gql(NOTES, { account: account.id, noteType: 'BACKOFFICE' })).data.accountNotes.edges).toHaveLength(1);
    const empty = await gql(ADD_NOTE, { input: { account: account.id, noteType: 'BACKOFFICE', note: '  ' } });
    expect(error(empty)?.extensions?.fields).toEqual({ note: 'This field is required' });
  });

  it("moves a pass's end date, but not before its start or a class it is booked for", async () => {
    const item = await t.make.scheduleClass();
    const product = await t.make.classpassProduct({ forClasses: [item] });
    const member = await booker(t, product, addDays(item.dateStart, -7));
    const passId = gid('AccountClasspassNode', member.pass.id);
    const later = await gql(PASS_END, { input: { id: passId, dateEnd: '2027-01-31' } });
    expect(later.data.updateAccountClasspass.accountClasspass.dateEnd).toBe('2027-01-31');
    const early = await gql(PASS_END, { input: { id: passId, dateEnd: '2020-01-01' } });
    expect(error(early)?.message).toBe('The end date cannot be before the start date.');
    await book(t, member, item);
    const cut = await gql(PASS_END, { input: { id: passId, dateEnd: addDays(item.dateStart, -1) } });
    expect(error(cut)?.message).toBe('This pass is booked for classes after that date; cancel them first.');
    const stored = await t.app.db.selectFrom('accountClasspasses').select('dateEnd').where('id', '=', member.pass.id).executeTakeFirstOrThrow();
    expect(stored.dateEnd).toBe('2027-01-31');
  });
});
