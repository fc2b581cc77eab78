import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import {
  findAccountSubscription,
  findAccountSubscriptionsRunningOn,
  lockAccountSubscription,
  subscriptionProductIdsAllowedForItem,
} from '../../../src/modules/subscription-records/index.js';

// The reads every subscription use case starts from: a subscription with its product, pauses and blocks, scoped by club.
describe('account subscription reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads a subscription with its product, pauses and blocks, and never another club’s', async () => {
    const member = await t.make.member();
    const product = await t.make.subscriptionProduct({ name: 'Twice a week', subscriptionUnit: 'WEEK', classes: 2 });
    const sub = await t.make.accountSubscription(member, product, { dateStart: '2026-03-01' });
    await t.app.db.insertInto('accountSubscriptionPauses').values({ clubId: member.clubId, accountSubscriptionId: sub.id, dateStart: '2026-04-01', dateEnd: '2026-04-14' }).execute();
    await t.app.db.insertInto('accountSubscriptionBlocks').values({ clubId: member.clubId, accountSubscriptionId: sub.id, dateStart: '2026-05-01' }).execute();
    const read = await findAccountSubscription(t.app.db, member.clubId, sub.id);
    expect(read?.product.name).toBe('Twice a week');
    expect(read?.pauses.map((p) => [p.dateStart, p.dateEnd])).toEqual([['2026-04-01', '2026-04-14']]);
    expect(read?.blocks.map((b) => [b.dateStart, b.dateEnd])).toEqual([['2026-05-01', null]]);

    const other = await t.make.club();
    expect(await findAccountSubscription(t.app.db, other.id, sub.id)).toBeUndefined();
    expect(await t.app.db.transaction().execute((trx) => lockAccountSubscription(trx, other.id, sub.id))).toBe(false);
    expect(await t.app.db.transaction().execute((trx) => lockAccountSubscription(trx, member.clubId, sub.id))).toBe(true);
  });

  it('finds the subscriptions running on a date', async () => {
    const member = await t.make.member();
    const product = await t.make.subscriptionProduct();
    const stopped = await t.make.accountSubscription(member, product, { dateStart: '2026-01-01', dateEnd: '2026-02-28' });
    const running = await t.make.accountSubscription(member, product, { dateStart: '2026-03-01' });
    const later = await t.make.accountSubscription(member, product, { dateStart: '2026-06-01' });
    const ids = (await findAccountSubscriptionsRunningOn(t.app.db, member.clubId, member.id, '2026-03-10')).map((s) => s.id);
    expect(ids).toEqual([running.id]);
    expect(ids).not.toContain(stopped.id);
    expect(ids).not.toContain(later.id);
  });

  it('lets a product use a class only through a group with the asked flag', async () => {
    const boxing = await t.make.scheduleClass();
    const online = await t.make.subscriptionProduct({ forClasses: [boxing] });
    const deskOnly = await t.make.subscriptionProduct({ forClasses: [boxing], shopBook: false });
    const clubId = boxing.clubId;
    expect([...(await subscriptionProductIdsAllowedForItem(t.app.db, clubId, boxing.id, 'attend'))].sort()).toEqual([online.id, deskOnly.id].sort());
    expect([...(await subscriptionProductIdsAllowedForItem(t.app.db, clubId, boxing.id, 'shopBook'))]).toEqual([online.id]);
    expect([...(await subscriptionProductIdsAllowedForItem(t.app.db, clubId, boxing.id, 'enroll'))]).toEqual([]);
  });
});
