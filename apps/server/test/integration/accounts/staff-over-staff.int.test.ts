import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@kiai/shared';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { CURRENT_ACCOUNT, PASSWORD_RESET, REFRESH, SEND_RESET, TOKEN_AUTH, freshIp, latestMail, mailCount, tokenFromLink, type AuthDataShape } from '../auth/auth-helpers.js';

// Test plan Z7: nobody changes the sign-in of an account holding rights they lack; a staff account's email takes the
// roles permission; every email change by staff tells the old address, ends the account's sessions and can be undone
// from the old address for a week.
const UPDATE = `mutation($input: UpdateBackofficeAccountInput!) { updateBackofficeAccount(input: $input) { account { id email phone } } }`;
const ARCHIVE = `mutation($input: ArchiveAccountInput!) { archiveAccount(input: $input) { account { id archived } } }`;
const SET_ROLES = `mutation($input: UpdateAccountStaffRolesInput!) { updateAccountStaffRoles(input: $input) { account { id staffRoles } } }`;
const UNDO = `mutation($token: String!) { undoEmailChange(token: $token) { success errors } }`;
const NEW_PASSWORD = 'Roundhouse-Kick-Ready-9';
const WEEK_MS = 7 * 24 * 60 * 60_000;

const gid = (id: number) => Buffer.from(`AccountNode:${id}`).toString('base64');
const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

describe('Z7 staff over staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://kiai.example', ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  });
  afterAll(() => t.close());

  /** A club of its own per test (the last-admin rules count only its admins), with an admin and their session. */
  async function clubWithAdmin() {
    const club = await t.make.club();
    const admin = await t.make.staff({ club, firstName: 'Ada' });
    return { club, admin, adminToken: (await t.make.session(admin)).token };
  }
  const as = (club: Club, token: string) => (query: string, variables: Record<string, unknown>) => t.gql(query, variables, { token, club: club.slug });
  const row = (account: Pick<Account, 'id'>) => t.app.db.selectFrom('accounts').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
  const undoLinkPath = (club: Club) => `/${club.slug}/account/undo-email-change/`;
  const undoToken = async (club: Club, oldAddress: string) => tokenFromLink((await latestMail(t, oldAddress))!.textBody, undoLinkPath(club));
  /** The sign-in's tokens, or undefined when refused. */
  const signIn = async (club: Club, email: string, password: string): Promise<AuthDataShape | undefined> =>
    (await t.gql(TOKEN_AUTH, { username: email, password }, { club: club.slug, ip: freshIp() })).body.data?.tokenAuth ?? undefined;
  const signsIn = async (club: Club, email: string, password: string) => (await signIn(club, email, password)) !== undefined;
  /** Asks for a reset link for `email` as anyone may, runs the jobs, and sets `password` with the mailed link. */
  const resetThrough = async (club: Club, email: string, password: string) => {
    await t.gql(SEND_RESET, { email }, { club: club.slug, ip: freshIp() });
    await t.runJobs();
    const token = tokenFromLink((await latestMail(t, email))!.textBody, `/${club.slug}/password-reset/`);
    return (await t.gql(PASSWORD_RESET, { token, newPassword1: password, newPassword2: password }, { club: club.slug })).body.data.passwordReset.success as boolean;
  };

  const NON_ADMIN_ROLES: StaffRole[] = ['MANAGER', 'FRONT_DESK', 'INSTRUCTOR', 'FINANCE'];

  it.each(NON_ADMIN_ROLES)("walks 'change an admin's email → reset → sign in' as %s: it fails at the first step", async (role) => {
    const { club, admin } = await clubWithAdmin();
    const attacker = await t.make.staff({ club, staffRoles: [role] });
    const attackerAddress = `takeover-${role.toLowerCase()}@attacker.test`;
    const call = as(club, (await t.make.session(attacker)).token);

    const moved = await call(UPDATE, { input: { id: gid(admin.id), email: attackerAddress } });
    expect(codeOf(moved.body)).toBe('PERMISSION_DENIED');
    expect((await row(admin)).email).toBe(admin.email);
    expect(await mailCount(t, admin.email)).toBe(0);

    await t.gql(SEND_RESET, { email: attackerAddress }, { club: club.slug, ip: freshIp() });
    await t.runJobs();
    expect(await mailCount(t, attackerAddress)).toBe(0);
    expect(await signsIn(club, attackerAddress, attacker.password)).toBe(false);
    expect(codeOf((await call(SET_ROLES, { input: { account: gid(attacker.id), roles: ['ADMIN'] } })).body)).toBe('PERMISSION_DENIED');
  });

  it.each(['MANAGER', 'FRONT_DESK'] satisfies StaffRole[])('%s cannot archive an admin or bring one back, and the admin stays signed in', async (role) => {
    const { club, admin, adminToken } = await clubWithAdmin();
    const archivedAdmin = await t.make.staff({ club, active: false });
    const call = as(club, (await t.make.session(await t.make.staff({ club, staffRoles: [role] }))).token);

    expect(codeOf((await call(ARCHIVE, { input: { id: gid(admin.id), archived: true } })).body)).toBe('PERMISSION_DENIED');
    expect(codeOf((await call(ARCHIVE, { input: { id: gid(archivedAdmin.id), archived: false } })).body)).toBe('PERMISSION_DENIED');
    expect((await row(admin)).active).toBe(true);
    expect((await row(archivedAdmin)).active).toBe(false);
    expect((await t.gql(CURRENT_ACCOUNT, {}, { token: adminToken, club: club.slug })).status).toBe(200);
  });

  it("lets the front desk keep editing a staff account's profile: the form sends the same email back, which changes nothing", async () => {
    const { club, admin, adminToken } = await clubWithAdmin();
    const call = as(club, (await t.make.session(await t.make.staff({ club, staffRoles: ['FRONT_DESK'] }))).token);
    const res = await call(UPDATE, { input: { id: gid(admin.id), email: admin.email.toUpperCase(), phone: '010 555' } });
    expect(res.body.data.updateBackofficeAccount.account).toMatchObject({ email: admin.email, phone: '010 555' });
    expect(await mailCount(t, admin.email)).toBe(0);
    expect((await t.gql(CURRENT_ACCOUNT, {}, { token: adminToken, club: club.slug })).status).toBe(200);
  });

  it("moves a member's email with accounts.edit: the old address is told with an undo link, the account's sessions end, and links mailed to the old address die", async () => {
    const { club } = await clubWithAdmin();
    const member = await t.make.member({ club, firstName: 'Mo' });
    const session = (await signIn(club, member.email, member.password))!;
    await t.gql(SEND_RESET, { email: member.email }, { club: club.slug, ip: freshIp() });
    await t.runJobs();
    const resetToken = tokenFromLink((await latestMail(t, member.email))!.textBody, `/${club.slug}/password-reset/`);
    const call = as(club, (await t.make.session(await t.make.staff({ club, staffRoles: ['FRONT_DESK'] }))).token);

    const res = await call(UPDATE, { input: { id: gid(member.id), email: 'Mo.New@Example.test' } });
    expect(res.body.data.updateBackofficeAccount.account.email).toBe('mo.new@example.test');

    const mail = await latestMail(t, member.email);
    expect(mail?.subject).toBe(`Your sign-in email for ${club.name} was changed`);
    expect(mail?.textBody).toContain('Hello Mo,');
    expect(mail?.textBody).toContain('was changed to mo.new@example.test');
    expect(mail?.textBody).toContain(`https://kiai.example${undoLinkPath(club)}`);
    expect(mail?.htmlBody).toContain('This was not me: undo the change');
    expect(await mailCount(t, 'mo.new@example.test')).toBe(0);

    expect((await t.gql(CURRENT_ACCOUNT, {}, { token: session.token, club: club.slug })).status).toBe(401);
    expect(codeOf((await t.gql(REFRESH, { refreshToken: session.refreshToken }, { club: club.slug })).body)).toBe('REFRESH_TOKEN_INVALID');
    expect((await t.gql(PASSWORD_RESET, { token: resetToken, newPassword1: NEW_PASSWORD, newPassword2: NEW_PASSWORD }, { club: club.slug })).body.data.passwordReset.success).toBe(false);
    expect(await signsIn(club, 'mo.new@example.test', member.password)).toBe(true);
  });

  it("lets an admin move another admin's email (no right beyond their own), telling the old address", async () => {
    const { club, admin, adminToken } = await clubWithAdmin();
    const other = await t.make.staff({ club });
    const res = await as(club, adminToken)(UPDATE, { input: { id: gid(other.id), email: 'other-admin@example.test' } });
    expect(res.body.data.updateBackofficeAccount.account.email).toBe('other-admin@example.test');
    expect((await latestMail(t, other.email))?.subject).toBe(`Your sign-in email for ${club.name} was changed`);
    expect((await row(admin)).email).toBe(admin.email);
  });

  describe('undoing the change from the old address', () => {
    /**
     * A member with a Google link whose email the club's admin moved to `to`, after which whoever reads `to` set a new
     * password through it and signed in.
     */
    async function takenOver(to: string) {
      const { club, adminToken } = await clubWithAdmin();
      const member = await t.make.member({ club, googleSub: `google-${to}` });
      await as(club, adminToken)(UPDATE, { input: { id: gid(member.id), email: to } });
      expect(await resetThrough(club, to, NEW_PASSWORD)).toBe(true);
      const session = (await signIn(club, to, NEW_PASSWORD))!;
      return { club, adminToken, member, session, undo: await undoToken(club, member.email) };
    }
    const undo = (club: Club, token: string) => t.gql(UNDO, { token }, { club: club.slug }).then((r) => r.body.data.undoEmailChange);

    it('puts the old address back, ends every session, removes what the new address set, and mails a new-password link', async () => {
      const { club, member, session, undo: token } = await takenOver('taker-1@attacker.test');
      await t.gql(SEND_RESET, { email: 'taker-1@attacker.test' }, { club: club.slug, ip: freshIp() });
      await t.runJobs();
      const takerResetToken = tokenFromLink((await latestMail(t, 'taker-1@attacker.test'))!.textBody, `/${club.slug}/password-reset/`);

      expect(await undo(club, token)).toEqual({ success: true, errors: null });
      const restored = await row(member);
      expect(restored).toMatchObject({ email: member.email, passwordHash: null, googleSub: null });
      expect((await t.gql(CURRENT_ACCOUNT, {}, { token: session.token, club: club.slug })).status).toBe(401);
      expect(await signsIn(club, member.email, NEW_PASSWORD)).toBe(false);
      expect((await t.gql(PASSWORD_RESET, { token: takerResetToken, newPassword1: 'Taker-Again-Pass-1', newPassword2: 'Taker-Again-Pass-1' }, { club: club.slug })).body.data.passwordReset.success).toBe(false);

      await t.runJobs();
      const resetMail = await latestMail(t, member.email);
      expect(resetMail?.subject).toBe(`Reset your password for ${club.name}`);
      const ownerReset = tokenFromLink(resetMail!.textBody, `/${club.slug}/password-reset/`);
      expect((await t.gql(PASSWORD_RESET, { token: ownerReset, newPassword1: 'Owner-Back-Again-2', newPassword2: 'Owner-Back-Again-2' }, { club: club.slug })).body.data.passwordReset.success).toBe(true);
      expect(await signsIn(club, member.email, 'Owner-Back-Again-2')).toBe(true);

      expect(await undo(club, token)).toEqual({ success: false, errors: { nonFieldErrors: [{ message: 'This link is invalid, has expired or has already been used.', code: 'invalid_token' }] } });
    });

    it('works until the week is over, and is refused after it, changing nothing', async () => {
      const inTime = await takenOver('taker-2a@attacker.test');
      const late = await takenOver('taker-2b@attacker.test');
      t.clock.advance(WEEK_MS - 60_000);
      expect((await undo(inTime.club, inTime.undo)).success).toBe(true);
      t.clock.advance(60_000);
      expect((await undo(late.club, late.undo)).errors.nonFieldErrors[0].code).toBe('invalid_token');
      expect(await row(late.member)).toMatchObject({ email: 'taker-2b@attacker.test', googleSub: late.member.googleSub });
    });

    it('is refused while another account uses the old address, and works once it is free again', async () => {
      const { club, adminToken, member, undo: token } = await takenOver('taker-3@attacker.test');
      const squatter = await t.make.member({ club, email: member.email });
      expect(await undo(club, token)).toEqual({ success: false, errors: { nonFieldErrors: [{ message: 'Another account uses this email address now. Please contact the club.', code: 'email_taken' }] } });
      expect((await row(member)).email).toBe('taker-3@attacker.test');

      await as(club, adminToken)(UPDATE, { input: { id: gid(squatter.id), email: 'squatter-moved@example.test' } });
      expect((await undo(club, token)).success).toBe(true);
      expect((await row(member)).email).toBe(member.email);
    });

    it("lets the first owner win: undoing the first of two changes voids the second's link, and a later link cannot undo it back", async () => {
      const { club, adminToken, member, undo: first } = await takenOver('taker-4@attacker.test');
      await as(club, adminToken)(UPDATE, { input: { id: gid(member.id), email: 'taker-4b@attacker.test' } });
      const second = await undoToken(club, 'taker-4@attacker.test');

      expect((await undo(club, first)).success).toBe(true);
      expect((await undo(club, second)).errors.nonFieldErrors[0].code).toBe('invalid_token');
      expect((await row(member)).email).toBe(member.email);
    });
  });
});
