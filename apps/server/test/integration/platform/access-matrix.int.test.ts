import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_PERMISSIONS, mayChangeSignInOf, STAFF_ROLE_PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '@kiai/shared';
import { schema } from '../../../src/graphql/schema.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { book, booker, gid } from '../booking/booking-kit.js';
import { paymentLink } from '../payments/payment-kit.js';
import { tableChecksums } from './database-copies.js';
import { deliver, orderFor, payment } from '../finance/finance-kit.js';
import { saveInvoiceDraft } from '../../../src/modules/finance/save-invoice-draft.js';
import { grantAccountMembership } from '../../../src/modules/memberships/grant-account-membership.js';
import { ACCESS_MATRIX, SIGN_IN_CASES, type Access, type MatrixCase, type MatrixFixture } from './access-matrix.js';

// Test plan Z1–Z5 (and K1 for the kiosk): every root operation × every kind of caller × an object of member A,
// with the expected answer derived from the permission table in packages/shared; Z7: every operation on an
// account's sign-in × every kind of caller × a staff account of every role.
type Caller = 'anonymous' | 'member A' | 'member B' | StaffRole | 'KIOSK' | 'ADMIN of another club';
const CALLERS: Caller[] = ['anonymous', 'member A', 'member B', ...STAFF_ROLES, 'KIOSK', 'ADMIN of another club'];

function permissionsOfCaller(caller: Caller): readonly Permission[] {
  if (caller === 'KIOSK') return KIOSK_PERMISSIONS;
  return (STAFF_ROLES as readonly string[]).includes(caller) ? STAFF_ROLE_PERMISSIONS[caller as StaffRole] : [];
}

/** Whether the caller should pass; another club's admin holds every permission there, and nothing of this club. */
function passes(access: Access, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  if (access === 'signed-in') return true;
  if (access === 'person') return caller !== 'KIOSK';
  if ('members' in access) return caller === 'member A' || (access.members === 'any' && caller === 'member B');
  if (caller === 'ADMIN of another club') return 'inAnyClub' in access;
  const held = permissionsOfCaller(caller);
  if ('permission' in access) return held.includes(access.permission);
  return caller === 'member A' || access.or.some((p) => held.includes(p));
}

interface Answer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
/** NOT_FOUND, or the root field answering null without an error (node). */
const likeMissing = (answer: Answer) => codeOf(answer) === 'NOT_FOUND' || (answer.errors === undefined && Object.values(answer.data ?? {}).every((v) => v === null));
const turnedAway = (answer: Answer) => ['USER_NOT_LOGGED_IN', 'PERMISSION_DENIED'].includes(codeOf(answer) ?? '');

describe('access matrix', () => {
  let t: TestApp;
  let fixture: MatrixFixture;
  const tokens = new Map<Caller, string>();
  let otherClub: string;
  /** Z7: a staff account of each role, whose sign-in the callers try to change (none of them is a caller). */
  const staffTargets = new Map<StaffRole, string>();

  beforeAll(async () => {
    t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
    const club = await t.make.defaultClub();
    const item = await t.make.scheduleClass();
    const hidden = await t.make.scheduleClass({ displayPublic: false });
    const product = await t.make.classpassProduct({ forClasses: [item] });
    const archived = await t.make.classpassProduct({ name: 'Old offer', archived: true });
    await t.app.db.insertInto('organizationLocations').values({ clubId: club.id, name: 'Closed gym', archived: true }).execute();
    await t.app.db.insertInto('organizationHolidays').values({ clubId: club.id, name: 'Christmas', dateStart: '2026-12-24', dateEnd: '2026-12-26' }).execute();
    await t.app.db.insertInto('financeTaxRates').values({ clubId: club.id, name: 'VAT 21%', percentage: '21', rateType: 'IN' }).execute();
    // Subscription and membership products with their set-up, so the set-up lists have something to show.
    await t.app.db.insertInto('financeGlAccounts').values({ clubId: club.id, code: '8000', name: 'Subscriptions' }).execute();
    await t.app.db.insertInto('financeCostCentres').values({ clubId: club.id, code: 'GYM', name: 'Gym' }).execute();
    await t.app.db.insertInto('organizationSubscriptions').values({ clubId: club.id, name: 'Unlimited monthly', subscriptionUnit: 'MONTH', unlimited: true }).execute();
    await t.app.db.insertInto('organizationSubscriptionGroups').values({ clubId: club.id, name: 'All classes' }).execute();
    await t.app.db.insertInto('organizationMemberships').values({ clubId: club.id, name: 'Club membership', price: '30', validity: 1, validityUnit: 'YEARS' }).execute();
    const a = await booker(t, product);
    await t.app.db.updateTable('accounts').set({ mobile: '+31 6 1234 5678', address: 'Ringweg 1', phone: '010 123 4567' }).where('id', '=', a.account.id).execute();
    const attendanceId = await book(t, a, item);
    await t.gql(`mutation { sendPasswordResetEmail(email: "${a.account.email}") { success } }`);
    const job = await t.app.db.selectFrom('automationJobs').select('id').where('clubId', '=', club.id).executeTakeFirstOrThrow();
    const orderA = await orderFor(t, club, a.account, product.id);
    const deliveredOrderA = await orderFor(t, club, a.account, product.id);
    await deliver(t, club, deliveredOrderA, payment(product.price));
    const invoiceA = await t.app.db.selectFrom('financeInvoices').select('id').where('financeOrderId', '=', deliveredOrderA).executeTakeFirstOrThrow();
    const cash = await t.app.db.selectFrom('financePaymentMethods').select('id').where('clubId', '=', club.id).where('code', '=', 'CASH').executeTakeFirstOrThrow();
    const shopGroup = await t.app.db.selectFrom('financeInvoiceGroups').select('id').where('clubId', '=', club.id).where('prefix', '=', 'INV').executeTakeFirstOrThrow();
    const drafter = { accountId: a.account.id, clubId: club.id, email: 'drafter@example.test', role: 'STAFF' as const, permissions: ['finance.invoices.edit' as const] };
    const draftForA = async () =>
      gid('FinanceInvoiceNode', await saveInvoiceDraft(t.app, club, drafter, 'new', { accountId: a.account.id, groupId: shopGroup.id, lines: [{ productName: 'Lesson', quantity: '1', price: '30.00' }] }));
    // An order of its own for paying: the cases above cancel orderA.
    const payableOrderA = gid('FinanceOrderNode', await orderFor(t, club, a.account, product.id));
    const link = await paymentLink(t, a, { gid: payableOrderA });
    // Personal training: a trainer with a day off, an archived service of theirs, and A's appointment on the class's date.
    const trainer = await t.make.trainer();
    const archivedService = await t.make.appointmentService({ name: 'Old service', archived: true, trainers: [trainer] });
    const dayOff = await t.app.db.insertInto('appointmentTrainerDaysOff').values({ clubId: club.id, accountId: trainer.id, dateStart: '2030-06-01', dateEnd: '2030-06-02' }).returning('id').executeTakeFirstOrThrow();
    const startsAt = new Date(`${item.dateStart}T09:00:00Z`);
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    const appointmentA = await t.app.db
      .insertInto('appointments')
      .values({ clubId: club.id, appointmentServiceId: archivedService.id, trainerAccountId: trainer.id, accountId: a.account.id, accountClasspassId: a.pass.id, startsAt, endsAt, blockedFrom: startsAt, blockedUntil: endsAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const membershipProduct = await t.make.membershipProduct();
    const archivedMembership = await t.make.membershipProduct({ name: 'Old membership', archived: true });
    const freeMembershipA = await grantAccountMembership(t.app.db, club.id, {
      accountId: a.account.id,
      organizationMembershipId: (await t.make.membershipProduct({ name: 'Free membership', price: '0.00' })).id,
      dateStart: item.dateStart,
    });
    const subscriptionProduct = await t.make.subscriptionProduct({ forClasses: [item] });
    const subscriptionA = await t.make.accountSubscription(a.account, subscriptionProduct, { dateStart: '2026-01-01' });
    await t.app.db.insertInto('accountSubscriptionCredits').values({ clubId: club.id, accountSubscriptionId: subscriptionA.id, kind: 'MANUAL', month: '2026-01', amount: 1, expiresOn: '2026-01-31' }).execute();
    const pauseA = await t.app.db.insertInto('accountSubscriptionPauses').values({ clubId: club.id, accountSubscriptionId: subscriptionA.id, dateStart: '2030-01-01', dateEnd: '2030-01-31' }).returning('id').executeTakeFirstOrThrow();
    const blockA = await t.app.db.insertInto('accountSubscriptionBlocks').values({ clubId: club.id, accountSubscriptionId: subscriptionA.id, dateStart: '2030-03-01' }).returning('id').executeTakeFirstOrThrow();
    const room = await t.app.db.selectFrom('organizationLocationRooms').select('organizationLocationId').where('id', '=', item.organizationLocationRoomId).executeTakeFirstOrThrow();
    const bankA = await t.app.db.insertInto('directDebitBankAccounts').values({ clubId: club.id, accountId: a.account.id, holder: 'A', iban: 'DE89370400440532013000' }).returning('id').executeTakeFirstOrThrow();
    const retiredCardA = await t.app.db
      .insertInto('accountPaymentCards')
      .values({ clubId: club.id, accountId: a.account.id, provider: 'test', customerReference: 'cus_matrix', paymentMethodReference: 'pm_matrix', label: 'Visa •••• 4242', createdAt: new Date('2026-01-15T00:00:00Z'), retiredAt: new Date('2026-02-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const retiredMandateA = await t.app.db
      .insertInto('directDebitMandates')
      .values({ clubId: club.id, accountId: a.account.id, bankAccountId: bankA.id, reference: 'MATRIX-A-1', signatureDate: '2026-01-15', retiredAt: new Date('2026-02-01T00:00:00Z'), retiredReason: 'Member left' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const closure = await t.app.db.insertInto('clubClosures').values({ clubId: club.id, organizationLocationId: room.organizationLocationId, dateStart: '2031-01-01', dateEnd: '2031-01-07' }).returning('id').executeTakeFirstOrThrow();
    fixture = {
      membershipProduct: gid('OrganizationMembershipNode', membershipProduct.id),
      archivedMembershipProduct: gid('OrganizationMembershipNode', archivedMembership.id),
      membershipToDeleteA: gid('AccountMembershipNode', freeMembershipA.id),
      accountA: gid('AccountNode', a.account.id),
      passA: gid('AccountClasspassNode', a.pass.id),
      attendanceA: gid('ScheduleItemAttendanceNode', attendanceId),
      scheduleItem: gid('ScheduleItemNode', item.id),
      hiddenScheduleItem: gid('ScheduleItemNode', hidden.id),
      archivedProduct: gid('OrganizationClasspassNode', archived.id),
      job: Buffer.from(`AutomationJobNode:${job.id}`).toString('base64'),
      date: item.dateStart,
      shopProduct: gid('OrganizationClasspassNode', product.id),
      shopSubscription: gid('OrganizationSubscriptionNode', subscriptionProduct.id),
      orderA: gid('FinanceOrderNode', orderA),
      deliveredOrderA: gid('FinanceOrderNode', deliveredOrderA),
      invoiceA: gid('FinanceInvoiceNode', invoiceA.id),
      cashMethod: gid('FinancePaymentMethodNode', cash.id),
      invoiceGroup: gid('FinanceInvoiceGroupNode', shopGroup.id),
      draftToEditA: await draftForA(),
      draftToDeleteA: await draftForA(),
      draftToIssueA: await draftForA(),
      payableOrderA,
      testCheckoutA: link.split('/').at(-1)!,
      appointmentA: gid('AppointmentNode', appointmentA.id),
      archivedService: gid('AppointmentServiceNode', archivedService.id),
      serviceCategory: gid('AppointmentCategoryNode', archivedService.appointmentCategoryId),
      trainer: gid('AppointmentTrainerNode', trainer.id),
      trainerDayOff: gid('AppointmentTrainerDayOffType', dayOff.id),
      scheduleItemRoom: gid('OrganizationLocationRoomNode', item.organizationLocationRoomId),
      spareScheduleItem: gid('ScheduleItemNode', (await t.make.scheduleClass({ dateStart: '2026-04-01' })).id),
      subscriptionA: gid('AccountSubscriptionNode', subscriptionA.id),
      pauseA: gid('AccountSubscriptionPause', pauseA.id),
      blockA: gid('AccountSubscriptionBlock', blockA.id),
      location: gid('OrganizationLocationNode', room.organizationLocationId),
      closure: gid('ClubClosure', closure.id),
      retiredMandateA: gid('DirectDebitMandate', retiredMandateA.id),
      retiredCardA: gid('FinanceSavedCard', retiredCardA.id),
    };
    const session = async (account: Parameters<TestApp['make']['session']>[0]) => (await t.make.session(account)).token;
    tokens.set('member A', a.token);
    tokens.set('member B', await session(await t.make.member()));
    for (const role of STAFF_ROLES) tokens.set(role, await session(await t.make.staff({ staffRoles: [role] })));
    tokens.set('KIOSK', await session(await t.make.kiosk()));
    const other = await t.make.club();
    otherClub = other.slug;
    tokens.set('ADMIN of another club', await session(await t.make.staff({ club: other })));
    for (const role of STAFF_ROLES) staffTargets.set(role, gid('AccountNode', (await t.make.staff({ staffRoles: [role] })).id));
  });
  afterAll(() => t.close());

  function ask(c: MatrixCase, caller: Caller, missing: boolean): Promise<Answer> {
    const token = tokens.get(caller);
    const club = caller === 'ADMIN of another club' ? otherClub : undefined;
    return t.gql(c.document, c.variables(fixture, missing), { ...(token ? { token } : {}), ...(club ? { club } : {}) }).then((r) => r.body);
  }

  /** Everything but the request bookkeeping (sign-in attempts and rate events), as row counts and checksums. */
  async function databaseState() {
    const { login_attempts: _attempts, auth_rate_events: _events, ...rest } = await tableChecksums(t.app.db);
    return rest;
  }

  it('has a row for every root field of the schema, and no row for a field that does not exist', () => {
    const rootFields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) => Object.keys(type.getFields()));
    const missingRows = rootFields.filter((field) => !ACCESS_MATRIX[field]?.length);
    expect(missingRows, 'every new operation needs a row in access-matrix.ts').toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((field) => !rootFields.includes(field))).toEqual([]);
  });

  const cases = Object.entries(ACCESS_MATRIX).flatMap(([field, list]) => list.map((c) => ({ field, c })));
  describe.each(cases.filter(({ c }) => c.access !== 'public'))('$field: $c.name', ({ c }) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const before = c.mutation ? await databaseState() : undefined;
      const answer = await ask(c, caller, false);
      const shown = c.shows ? answer.data != null && c.shows(answer.data, fixture) : true;
      if (passes(c.access, caller)) {
        expect(turnedAway(answer), JSON.stringify(answer)).toBe(false);
        expect(shown, JSON.stringify(answer)).toBe(true);
        if (c.refusal === 'like-missing') {
          expect(answer, 'A passing caller gets more than for a missing id').not.toEqual(await ask(c, caller, true));
        }
        return;
      }
      if (c.mutation) expect(await databaseState(), 'a refused mutation changes nothing').toEqual(before);
      if (typeof c.access === 'object' && 'members' in c.access && caller !== 'anonymous' && caller !== 'member B') {
        // Staff (another club's admin too) and devices are turned away before any id is looked at.
        expect(codeOf(answer), JSON.stringify(answer)).toBe('PERMISSION_DENIED');
        return;
      }
      if (c.clubWide && caller === 'ADMIN of another club') {
        expect(turnedAway(answer), JSON.stringify(answer)).toBe(false);
        if (c.shows) expect(shown, JSON.stringify(answer)).toBe(false);
        return;
      }
      if (c.refusal === 'filtered') {
        expect(shown, JSON.stringify(answer)).toBe(false);
        // Left out of the answer, or (a device asking for bookings) turned away as a whole.
        if (caller !== 'anonymous' && answer.errors) expect(codeOf(answer)).toBe('PERMISSION_DENIED');
        return;
      }
      // Z5: A's object answers exactly like one that does not exist, to a stranger, to a caller without the
      // right and to another club's admin (for whom this club's ids simply do not exist).
      expect(answer).toEqual(await ask(c, caller, true));
      if (caller === 'anonymous') expect(codeOf(answer) === 'USER_NOT_LOGGED_IN' || likeMissing(answer), JSON.stringify(answer)).toBe(true);
      else if (c.refusal === 'PERMISSION_DENIED' && caller !== 'ADMIN of another club') expect(codeOf(answer)).toBe('PERMISSION_DENIED');
      else expect(likeMissing(answer), JSON.stringify(answer)).toBe(true);
    });
  });

  describe.each(SIGN_IN_CASES)('Z7 $name', (c) => {
    describe.each(STAFF_ROLES)('of a %s account', (role) => {
      it.each(CALLERS)('as %s', async (caller) => {
        const before = await databaseState();
        const token = tokens.get(caller);
        const club = caller === 'ADMIN of another club' ? otherClub : undefined;
        const answer: Answer = (await t.gql(c.document, c.variables(staffTargets.get(role)!, role), { ...(token ? { token } : {}), ...(club ? { club } : {}) })).body;
        const held = permissionsOfCaller(caller);
        if (caller !== 'ADMIN of another club' && held.includes(c.permission) && mayChangeSignInOf(held, [role])) {
          expect(answer.errors, JSON.stringify(answer)).toBeUndefined();
          return;
        }
        expect(await databaseState(), 'a refused change of a sign-in changes nothing').toEqual(before);
        // Another club's admin holds the permission there, where this club's account does not exist.
        const refusal = caller === 'anonymous' ? 'USER_NOT_LOGGED_IN' : caller === 'ADMIN of another club' ? 'NOT_FOUND' : 'PERMISSION_DENIED';
        expect(codeOf(answer), JSON.stringify(answer)).toBe(refusal);
      });
    });
  });

  it.each(cases.filter(({ c }) => c.access === 'public'))('lets anyone call $field ($c.name)', async ({ c }) => {
    expect(turnedAway(await ask(c, 'anonymous', false))).toBe(false);
  });
});
