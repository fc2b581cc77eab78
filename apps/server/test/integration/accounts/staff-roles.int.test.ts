import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, STAFF_ROLE_PERMISSIONS, STAFF_ROLES } from '@kiai/shared';
import type { Account } from '../../../src/modules/account-records/account.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const SET_ROLES = `mutation SetRoles($input: UpdateAccountStaffRolesInput!) {
  updateAccountStaffRoles(input: $input) { account { id staffRoles permissions } }
}`;
const ME = `{ currentAccount { id accountId staffRoles permissions } }`;
const HIDDEN_CLASS = `query($id: ID!, $d: Date!) { scheduleClass(scheduleItemId: $id, date: $d) { scheduleItemId } }`;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

describe('staff roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  });
  afterAll(() => t.close());

  /** A club of its own per test, so the last-admin rule counts only that test's admins. */
  async function clubWithAdmin() {
    const club = await t.make.club();
    const admin = await t.make.staff({ club });
    return { club, admin, adminToken: (await t.make.session(admin)).token };
  }
  const setRoles = (clubSlug: string, token: string, account: Pick<Account, 'id'>, roles: string[]) =>
    t.gql(SET_ROLES, { input: { account: globalId('AccountNode', account.id), roles } }, { token, club: clubSlug });
  const rolesInDb = async (account: Pick<Account, 'id'>) =>
    t.app.db.selectFrom('accounts').select(['role', 'staffRoles']).where('id', '=', account.id).executeTakeFirstOrThrow();

  it('lists every staff role with its permissions, as the shared table defines them', async () => {
    await t.make.defaultClub();
    const { body } = await t.gql(`{ staffRoles { role permissions { name description } } }`);
    expect(body.data.staffRoles.map((r: { role: string }) => r.role)).toEqual([...STAFF_ROLES]);
    for (const entry of body.data.staffRoles) {
      expect(entry.permissions.map((p: { name: string }) => p.name)).toEqual(STAFF_ROLE_PERMISSIONS[entry.role as (typeof STAFF_ROLES)[number]]);
      expect(entry.permissions.every((p: { description: string }) => p.description.length > 0)).toBe(true);
    }
    expect(body.data.staffRoles[0].permissions.map((p: { name: string }) => p.name)).toEqual([...PERMISSIONS]);
  });

  it("gives a member roles that apply from the member's next request on, with the same token", async () => {
    const { club, adminToken } = await clubWithAdmin();
    const member = await t.make.member({ club });
    const token = (await t.make.session(member)).token;
    const hidden = await t.make.scheduleClass({ club, displayPublic: false });
    const hiddenClass = () => t.gql(HIDDEN_CLASS, { id: globalId('ScheduleItemNode', hidden.id), d: hidden.dateStart }, { token, club: club.slug });
    expect(codeOf((await hiddenClass()).body)).toBe('NOT_FOUND');

    const res = await setRoles(club.slug, adminToken, member, ['INSTRUCTOR', 'FINANCE', 'INSTRUCTOR']);
    expect(res.body.data.updateAccountStaffRoles.account.staffRoles).toEqual(['INSTRUCTOR', 'FINANCE']);
    expect(await rolesInDb(member)).toEqual({ role: 'STAFF', staffRoles: ['INSTRUCTOR', 'FINANCE'] });
    expect((await hiddenClass()).body.data.scheduleClass.scheduleItemId).toBe(globalId('ScheduleItemNode', hidden.id));
    const me = (await t.gql(ME, {}, { token, club: club.slug })).body.data.currentAccount;
    expect(me.permissions).toEqual(PERMISSIONS.filter((p) => [...STAFF_ROLE_PERMISSIONS.INSTRUCTOR, ...STAFF_ROLE_PERMISSIONS.FINANCE].includes(p)));

    await setRoles(club.slug, adminToken, member, []);
    expect(await rolesInDb(member)).toEqual({ role: 'MEMBER', staffRoles: [] });
    expect(codeOf((await hiddenClass()).body)).toBe('NOT_FOUND');
  });

  it("refuses to take ADMIN from the club's last admin and changes nothing", async () => {
    const { club, admin, adminToken } = await clubWithAdmin();
    const res = await setRoles(club.slug, adminToken, admin, ['MANAGER']);
    expect(codeOf(res.body)).toBe('CONFLICT');
    expect(await rolesInDb(admin)).toEqual({ role: 'STAFF', staffRoles: ['ADMIN'] });
  });

  it('lets an admin step down once another admin exists', async () => {
    const { club, admin, adminToken } = await clubWithAdmin();
    const second = await t.make.member({ club });
    await setRoles(club.slug, adminToken, second, ['ADMIN']);
    const res = await setRoles(club.slug, adminToken, admin, ['MANAGER']);
    expect(res.body.data.updateAccountStaffRoles.account.staffRoles).toEqual(['MANAGER']);
    // The former admin's own token no longer carries accounts.roles.edit.
    expect(codeOf((await setRoles(club.slug, adminToken, second, [])).body)).toBe('PERMISSION_DENIED');
  });

  it('keeps one admin when the last two take ADMIN from each other at the same moment', async () => {
    const { club, admin, adminToken } = await clubWithAdmin();
    const second = await t.make.staff({ club });
    const secondToken = (await t.make.session(second)).token;
    const answers = await Promise.all([setRoles(club.slug, adminToken, second, []), setRoles(club.slug, secondToken, admin, [])]);
    const codes = answers.map((a) => codeOf(a.body) ?? 'OK');
    // One wins; the other is refused, either as the last admin or because its caller is no admin any more.
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(['CONFLICT', 'PERMISSION_DENIED']).toContain(codes.find((code) => code !== 'OK'));
    const admins = await t.app.db.selectFrom('accounts').select('id').where('clubId', '=', club.id).where('role', '=', 'STAFF').execute();
    expect(admins).toHaveLength(1);
  });

  it('gives a check-in device no staff roles', async () => {
    const { club, adminToken } = await clubWithAdmin();
    const kiosk = await t.make.kiosk({ club });
    expect(codeOf((await setRoles(club.slug, adminToken, kiosk, ['FRONT_DESK'])).body)).toBe('VALIDATION_FAILED');
    expect(await rolesInDb(kiosk)).toEqual({ role: 'KIOSK', staffRoles: [] });
  });

  it("answers another club's account like a missing one", async () => {
    const { club, adminToken } = await clubWithAdmin();
    const stranger = await t.make.member({ club: await t.make.club() });
    const theirs = await setRoles(club.slug, adminToken, stranger, ['ADMIN']);
    expect(codeOf(theirs.body)).toBe('NOT_FOUND');
    expect(theirs.body.errors).toEqual((await setRoles(club.slug, adminToken, { id: 999_999 }, ['ADMIN'])).body.errors);
    expect(await rolesInDb(stranger)).toEqual({ role: 'MEMBER', staffRoles: [] });
  });

  it('answers user.accountId as the AccountNode global id, the value account: arguments take', async () => {
    const { club } = await clubWithAdmin();
    const member = await t.make.member({ club });
    const token = (await t.make.session(member)).token;
    const me = (await t.gql(ME, {}, { token, club: club.slug })).body.data.currentAccount;
    expect(me.accountId).toBe(globalId('AccountNode', member.id));
    expect(me.accountId).toBe(me.id);
    const passes = await t.gql(`query($a: ID) { accountClasspasses(account: $a) { edges { node { id } } } }`, { a: me.accountId }, { token, club: club.slug });
    expect(passes.body).toEqual({ data: { accountClasspasses: { edges: [] } } });
  });
});
