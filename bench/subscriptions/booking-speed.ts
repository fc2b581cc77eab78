// Booking with a subscription against booking with a pass (issue 23: "as fast as with a pass"), one member after
// another through the use case both share (reserveSpot), on a fresh bench database:
//   npx tsx bench/subscriptions/booking-speed.ts [postgres|pglite] [bookings]
import { reserveSpot } from '../../apps/server/src/modules/booking/reserve-spot.js';
import { grantMonthCredits } from '../../apps/server/src/modules/subscription-records/index.js';
import type { Actor } from '../../apps/server/src/platform/access-policy.js';
import type { ScheduleItem } from '../../apps/server/src/modules/schedule/schedule.js';
import { createFactories } from '../../apps/server/test/support/factories.js';
import { openBenchApp, type BenchDbKind } from '../schedule/bench-database.js';

const kind = (process.argv[2] ?? 'postgres') as BenchDbKind;
const bookings = Number(process.argv[3] ?? 200);
const { app, close } = await openBenchApp(kind, { fresh: true, name: 'subscription-booking' });
(app.clock as unknown as { now: () => Date }).now = () => new Date('2026-03-02T09:00:00Z');
const make = createFactories(app);
const club = await make.club({ slug: 'speed' });
const items: ScheduleItem[] = [];
for (let i = 0; i < 10; i++) items.push(await make.scheduleClass({ club, dateStart: `2026-03-${String(10 + i).padStart(2, '0')}`, spaces: bookings + 1 }));
const pass = await make.classpassProduct({ club, forClasses: items, classes: 20 });
const subscription = await make.subscriptionProduct({ club, forClasses: items, classes: 20 });

const actorOf = (account: { id: number }): Actor => ({ accountId: account.id, clubId: club.id, email: 'x', role: 'MEMBER', permissions: [] });
const members: { actor: Actor; pass: number; subscription: number }[] = [];
for (let i = 0; i < bookings; i++) {
  const account = await make.member({ club });
  const accountPass = await make.accountClasspass(account, pass, '2026-03-01');
  const accountSubscription = await make.accountSubscription(account, subscription, { dateStart: '2026-03-01' });
  await app.db.transaction().execute((trx) => grantMonthCredits(trx, app, club, accountSubscription.id, '2026-03'));
  members.push({ actor: actorOf(account), pass: accountPass.id, subscription: accountSubscription.id });
}

async function time(label: string, item: ScheduleItem, input: (m: (typeof members)[number]) => object) {
  const start = performance.now();
  for (const m of members) await reserveSpot(app, club, m.actor, { scheduleItemId: item.id, date: item.dateStart, ...input(m) } as never);
  const ms = performance.now() - start;
  console.log(`${kind} ${label}: ${bookings} bookings in ${ms.toFixed(0)} ms, ${(ms / bookings).toFixed(2)} ms each`);
}
// Warm both paths, then measure each twice in turn.
for (const round of [0, 1, 2]) {
  await time(round === 0 ? 'warm-up pass' : 'pass', items[round * 2]!, (m) => ({ accountClasspassId: m.pass, attendanceType: 'CLASSPASS' }));
  await time(round === 0 ? 'warm-up subscription' : 'subscription', items[round * 2 + 1]!, (m) => ({ accountClasspassId: null, accountSubscriptionId: m.subscription, attendanceType: 'SUBSCRIPTION' }));
}
await close();
