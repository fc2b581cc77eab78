import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createBookingTestApp, errorCode, tokenFor } from '../booking/booking-kit.js';
import type { TestApp } from '../../support/test-app.js';
import { creditNoteTotals, fieldsOf, gid, invoicedMonth, staffToken, STOP, STOP_MINE, subscriptionBooking, subscriptionGid } from './subscription-kit.js';

const SELL = `mutation($input: CreateAccountSubscriptionInput!) { createAccountSubscription(input: $input) { accountSubscription { id dateStart status note organizationSubscription { name } financePaymentMethod directDebitMandate } } }`;
const LIST = `query($account: ID) { accountSubscriptions(account: $account) { edges { node { id status dateStart dateEnd creditTotal blocks { dateStart dateEnd } pauses { dateStart } } } } }`;
const BLOCK = `mutation($input: CreateAccountSubscriptionBlockInput!) { createAccountSubscriptionBlock(input: $input) { accountSubscription { status blocks { id dateEnd } } } }`;

// Selling by staff, editing and deleting, blocks and the status (M11), and stops by staff and by the member (M5).
describe('selling, blocking and stopping a subscription', () => {
  let t: TestApp;
  let club: Club;
  let admin: string;
  beforeAll(async () => {
    t = await createBookingTestApp(new Date('2026-03-02T09:00:00Z'));
    club = await t.make.defaultClub();
    admin = await staffToken(t);
  });
  afterAll(() => t.close());

  const methodOf = async (code: 'CASH' | 'DIRECT_DEBIT') =>
    gid('FinancePaymentMethodNode', (await t.app.db.selectFrom('financePaymentMethods').select('id').where('clubId', '=', club.id).where('code', '=', code).executeTakeFirstOrThrow()).id);

  it('sells a product from a start date it has a price on, paid by a club method; not before the product exists', async () => {
    const member = await t.make.member();
    const product = await t.make.subscriptionProduct({ name: 'Unlimited monthly', unlimited: true, classes: 0, price: null });
    await t.app.db.insertInto('organizationSubscriptionPrices').values({ clubId: club.id, organizationSubscriptionId: product.id, price: '60.00', dateStart: '2026-02-01' }).execute();
    const input = { account: gid('AccountNode', member.id), organizationSubscription: gid('OrganizationSubscriptionNode', product.id), financePaymentMethod: await methodOf('CASH'), note: 'Desk sale' };
    const early = await t.gql(SELL, { input: { ...input, dateStart: '2026-01-31' } }, { token: admin });
    expect(fieldsOf(early.body)?.dateStart).toBe('The start date is before the product exists: its first price starts on 2026-02-01.');
    const sold = await t.gql(SELL, { input: { ...input, dateStart: '2026-03-01' } }, { token: admin });
    expect(sold.body.errors).toBeUndefined();
    expect(sold.body.data.createAccountSubscription.accountSubscription).toMatchObject({ dateStart: '2026-03-01', status: 'ACTIVE', note: 'Desk sale', organizationSubscription: { name: 'Unlimited monthly' } });

    // direct debit needs the account's mandate in force; another account's is refused
    const debit = await t.gql(SELL, { input: { ...input, dateStart: '2026-03-01', financePaymentMethod: await methodOf('DIRECT_DEBIT') } }, { token: admin });
    expect(fieldsOf(debit.body)?.directDebitMandate).toBe('Direct debit needs a mandate of this account that is in force.');
    const stranger = await t.make.member();
    const bank = await t.app.db.insertInto('directDebitBankAccounts').values({ clubId: club.id, accountId: stranger.id, holder: 'S', iban: 'NL91ABNA0417164300' }).returning('id').executeTakeFirstOrThrow();
    const mandate = await t.app.db.insertInto('directDebitMandates').values({ clubId: club.id, accountId: stranger.id, bankAccountId: bank.id, reference: `M-${stranger.id}`, signatureDate: '2026-01-01' }).returning('id').executeTakeFirstOrThrow();
    const theirs = await t.gql(SELL, { input: { ...input, dateStart: '2026-03-01', financePaymentMethod: await methodOf('DIRECT_DEBIT'), directDebitMandate: gid('DirectDebitMandate', mandate.id) } }, { token: admin });
    expect(fieldsOf(theirs.body)?.directDebitMandate).toBe('Choose a mandate of this account that is in force.');

    // each staff role: only those with accounts.subscriptions.edit sell
    for (const [role, allowed] of [['FRONT_DESK', true], ['MANAGER', true], ['FINANCE', false], ['INSTRUCTOR', false]] as const) {
      const answer = await t.gql(SELL, { input: { ...input, dateStart: '2026-03-01' } }, { token: await staffToken(t, [role]) });
      expect([role, errorCode(answer.body)]).toEqual([role, allowed ? undefined : 'PERMISSION_DENIED']);
    }
  });

  it('sells a product that requires a membership only to a member holding one on the start date (M12)', async () => {
    const member = await t.make.member();
    const membership = await t.make.membershipProduct({ name: 'Club membership' });
    const product = await t.make.subscriptionProduct({ name: 'Members only', requiredMembershipId: membership.id });
    const input = { account: gid('AccountNode', member.id), organizationSubscription: gid('OrganizationSubscriptionNode', product.id), financePaymentMethod: await methodOf('CASH'), dateStart: '2026-03-10' };
    const refused = await t.gql(SELL, { input }, { token: admin });
    expect(errorCode(refused.body)).toBe('MEMBERSHIP_REQUIRED');
    expect(await t.app.db.selectFrom('accountSubscriptions').select('id').where('accountId', '=', member.id).execute()).toEqual([]);
    await t.app.db.insertInto('accountMemberships').values({ clubId: club.id, accountId: member.id, organizationMembershipId: membership.id, dateStart: '2026-03-01', dateEnd: '2027-02-28' }).execute();
    const sold = await t.gql(SELL, { input }, { token: admin });
    expect(sold.body.errors).toBeUndefined();
    expect(sold.body.data.createAccountSubscription.accountSubscription.organizationSubscription.name).toBe('Members only');
  });

  it('edits the note and kept price, and deletes only a subscription nothing points at', async () => {
    const member = await t.make.member();
    const item = await t.make.scheduleClass();
    const product = await t.make.subscriptionProduct({ forClasses: [item] });
    const fresh = await t.make.accountSubscription(member, product, { dateStart: '2026-03-01' });
    const used = await t.make.accountSubscription(member, product, { dateStart: '2026-03-01' });
    await subscriptionBooking(t, member, used, item, '2026-03-10');
    const edited = await t.gql(`mutation($input: UpdateAccountSubscriptionInput!) { updateAccountSubscription(input: $input) { accountSubscription { note priceOverride } } }`, {
      input: { id: subscriptionGid(fresh), note: 'Kept at the old price', priceOverride: '55.00' },
    }, { token: admin });
    expect(edited.body.data?.updateAccountSubscription.accountSubscription).toEqual({ note: 'Kept at the old price', priceOverride: '55.00' });
    const del = (s: { id: number }) => t.gql(`mutation($input: DeleteAccountSubscriptionInput!) { deleteAccountSubscription(input: $input) { ok } }`, { input: { id: subscriptionGid(s) } }, { token: admin });
    expect(errorCode((await del(used)).body)).toBe('CONFLICT');
    expect((await del(fresh)).body.data?.deleteAccountSubscription.ok).toBe(true);
    expect(await t.app.db.selectFrom('accountSubscriptions').select('id').where('id', '=', fresh.id).executeTakeFirst()).toBeUndefined();
  });

  it('shows BLOCKED while a block covers today and ACTIVE once it is lifted; PAUSED wins over BLOCKED (M11)', async () => {
    const member = await t.make.member();
    const product = await t.make.subscriptionProduct();
    const subscription = await t.make.accountSubscription(member, product, { dateStart: '2026-01-01' });
    const blocked = await t.gql(BLOCK, { input: { accountSubscription: subscriptionGid(subscription), dateStart: '2026-03-01', reason: 'Unpaid invoice' } }, { token: admin });
    expect(blocked.body.data.createAccountSubscriptionBlock.accountSubscription.status).toBe('BLOCKED');
    const blockId = blocked.body.data.createAccountSubscriptionBlock.accountSubscription.blocks[0].id;
    const lifted = await t.gql(`mutation($input: UpdateAccountSubscriptionBlockInput!) { updateAccountSubscriptionBlock(input: $input) { accountSubscription { status blocks { dateEnd } } } }`, {
      input: { id: blockId, dateStart: '2026-03-01', dateEnd: '2026-03-01' },
    }, { token: admin });
    expect(lifted.body.data.updateAccountSubscriptionBlock.accountSubscription).toEqual({ status: 'ACTIVE', blocks: [{ dateEnd: '2026-03-01' }] });
    // lifting an open block that started before today ends it yesterday; one starting today never applied and goes
    const LIFT = `mutation($input: LiftAccountSubscriptionBlockInput!) { liftAccountSubscriptionBlock(input: $input) { accountSubscription { status blocks { dateStart dateEnd } } } }`;
    const older = await t.gql(BLOCK, { input: { accountSubscription: subscriptionGid(subscription), dateStart: '2026-03-01' } }, { token: admin });
    const olderId = older.body.data.createAccountSubscriptionBlock.accountSubscription.blocks[1].id;
    const liftedOlder = await t.gql(LIFT, { input: { id: olderId } }, { token: admin });
    expect(liftedOlder.body.data.liftAccountSubscriptionBlock.accountSubscription).toEqual({ status: 'ACTIVE', blocks: [{ dateStart: '2026-03-01', dateEnd: '2026-03-01' }, { dateStart: '2026-03-01', dateEnd: '2026-03-01' }] });
    const today = await t.gql(BLOCK, { input: { accountSubscription: subscriptionGid(subscription), dateStart: '2026-03-02' } }, { token: admin });
    const todayId = today.body.data.createAccountSubscriptionBlock.accountSubscription.blocks[2].id;
    expect((await t.gql(LIFT, { input: { id: todayId } }, { token: admin })).body.data.liftAccountSubscriptionBlock.accountSubscription.blocks).toHaveLength(2);
    await t.gql(BLOCK, { input: { accountSubscription: subscriptionGid(subscription), dateStart: '2026-03-02' } }, { token: admin });
    await t.app.db.insertInto('accountSubscriptionPauses').values({ clubId: club.id, accountSubscriptionId: subscription.id, dateStart: '2026-03-02', dateEnd: '2026-03-20' }).execute();
    const list = await t.gql(LIST, { account: gid('AccountNode', member.id) }, { token: admin });
    expect(list.body.data.accountSubscriptions.edges[0].node.status).toBe('PAUSED');
    // the member reads their own list; another member is turned away
    expect((await t.gql(LIST, {}, { token: await tokenFor(t, member) })).body.data.accountSubscriptions.edges).toHaveLength(1);
    expect(errorCode((await t.gql(LIST, { account: gid('AccountNode', member.id) }, { token: await tokenFor(t, await t.make.member()) })).body)).toBe('PERMISSION_DENIED');
  });

  it('refuses a member’s stop before the minimum duration and notice; staff stop earlier with a reason (M5)', async () => {
    const member = await t.make.member();
    const item = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 1, dateStart: '2026-01-05' });
    const product = await t.make.subscriptionProduct({ minimumDurationMonths: 12, noticePeriod: 1, noticeUnit: 'MONTHS', forClasses: [item] });
    const subscription = await t.make.accountSubscription(member, product, { dateStart: '2026-01-31' });
    const token = await tokenFor(t, member);
    const early = await t.gql(STOP_MINE, { input: { accountSubscription: subscriptionGid(subscription), dateEnd: '2026-06-30' } }, { token });
    expect(errorCode(early.body)).toBe('SUBSCRIPTION_STOP_TOO_EARLY');
    expect(early.body.errors?.[0]?.message).toBe('The earliest end you can choose is 2027-01-30.');
    const earliest = await t.gql(`query($id: ID!) { node(id: $id) { ... on AccountSubscriptionNode { earliestMemberEnd } } }`, { id: subscriptionGid(subscription) }, { token });
    expect(earliest.body.data.node.earliestMemberEnd).toBe('2027-01-30');
    expect((await t.gql(STOP_MINE, { input: { accountSubscription: subscriptionGid(subscription), dateEnd: '2027-01-30' } }, { token })).body.errors).toBeUndefined();

    const noReason = await t.gql(STOP, { input: { id: subscriptionGid(subscription), dateEnd: '2026-04-10' } }, { token: admin });
    expect(fieldsOf(noReason.body)?.reason).toBe('Stopping before 2027-01-30 (the minimum duration and notice) needs a reason.');
    const invoice = await invoicedMonth(t, club, subscription, '2026-04', '60.00', 30);
    const inside = await subscriptionBooking(t, member, subscription, item, '2026-04-06');
    const after = await subscriptionBooking(t, member, subscription, item, '2026-04-13');
    const stopped = await t.gql(STOP, { input: { id: subscriptionGid(subscription), dateEnd: '2026-04-10', reason: 'Moved abroad' } }, { token: admin });
    expect(stopped.body.data.stopAccountSubscription.accountSubscription).toMatchObject({ dateEnd: '2026-04-10', stopReason: 'Moved abroad' });
    // April billed whole: the 20 days after the 10th are credited, 60.00 × 20 / 30
    expect(await creditNoteTotals(t, invoice.id)).toEqual(['-40.00']);
    const statuses = await t.app.db.selectFrom('scheduleItemAttendances').select(['id', 'bookingStatus']).where('id', 'in', [inside, after]).orderBy('id').execute();
    expect(statuses.map((s) => s.bookingStatus)).toEqual(['BOOKED', 'CANCELLED']);
  });

  it('refuses a stop before the start or over an attended class, and another member’s stop', async () => {
    const member = await t.make.member();
    const item = await t.make.scheduleClass();
    const product = await t.make.subscriptionProduct({ forClasses: [item] });
    const subscription = await t.make.accountSubscription(member, product, { dateStart: '2026-02-01' });
    await subscriptionBooking(t, member, subscription, item, '2026-02-20', { status: 'ATTENDING' });
    expect(fieldsOf((await t.gql(STOP, { input: { id: subscriptionGid(subscription), dateEnd: '2026-01-15', reason: 'x' } }, { token: admin })).body)?.dateEnd).toBe('The subscription cannot end before it starts.');
    expect(fieldsOf((await t.gql(STOP, { input: { id: subscriptionGid(subscription), dateEnd: '2026-02-10', reason: 'x' } }, { token: admin })).body)?.dateEnd).toBe(
      'The member attended a class with this subscription in that period.',
    );
    const other = await tokenFor(t, await t.make.member());
    expect(errorCode((await t.gql(STOP_MINE, { input: { accountSubscription: subscriptionGid(subscription), dateEnd: '2026-12-31' } }, { token: other })).body)).toBe('NOT_FOUND');
    expect((await t.app.db.selectFrom('accountSubscriptions').select('dateEnd').where('id', '=', subscription.id).executeTakeFirstOrThrow()).dateEnd).toBeNull();
  });
});
