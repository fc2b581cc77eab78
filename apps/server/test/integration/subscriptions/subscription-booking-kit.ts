import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { AccountSubscription } from '../../../src/modules/subscription-records/account-subscription.js';
import { grantMonthCredits } from '../../../src/modules/subscription-records/index.js';
import type { ScheduleItem } from '../../../src/modules/schedule/schedule.js';
import type { TestApp } from '../../support/test-app.js';
import { errorCode, gid, tokenFor } from '../booking/booking-kit.js';

export const BOOK_WITH_SUBSCRIPTION = `mutation Book($input: CreateScheduleItemAttendanceInput!) {
  createScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus attendanceType } }
}`;

export function subscriptionBookInput(item: ScheduleItem, subscription: { id: number }, date = item.dateStart, extra: Record<string, unknown> = {}) {
  return {
    input: {
      scheduleItem: gid('ScheduleItemNode', item.id),
      accountSubscription: gid('AccountSubscriptionNode', subscription.id),
      date,
      attendanceType: 'SUBSCRIPTION',
      onlineBooking: true,
      ...extra,
    },
  };
}

export interface Subscriber {
  account: Account & { password: string };
  token: string;
  subscription: AccountSubscription;
}

/** A member holding a subscription of the product from dateStart, with a token. */
export async function subscriber(t: TestApp, product: { id: number }, dateStart = '2026-03-01', overrides: { dateEnd?: string } = {}): Promise<Subscriber> {
  const account = await t.make.member();
  const subscription = await t.make.accountSubscription(account, product, { dateStart, ...overrides });
  return { account, token: await tokenFor(t, account), subscription };
}

/** Books with the subscription; answers the attendance's numeric id or the refusal's code. */
export async function bookWith(t: TestApp, s: Subscriber, item: ScheduleItem, date = item.dateStart, extra: Record<string, unknown> = {}): Promise<number | string> {
  const { body } = await t.gql(BOOK_WITH_SUBSCRIPTION, subscriptionBookInput(item, s.subscription, date, extra), { token: s.token });
  const id = body.data?.createScheduleItemAttendance?.scheduleItemAttendance?.id as string | undefined;
  return id ? Number(Buffer.from(id, 'base64').toString().split(':')[1]) : (errorCode(body) ?? 'NO_ANSWER');
}

/** The month's grant through the use case's own transaction. */
export function grant(t: TestApp, club: Club, subscription: { id: number }, month: string) {
  return t.app.db.transaction().execute((trx) => grantMonthCredits(trx, t.app, club, subscription.id, month));
}

/** A class on each of `dates`, 18:00 unless told, all allowed for the product made after. */
export async function classesOn(t: TestApp, dates: readonly string[], timeStart = '18:00:00'): Promise<ScheduleItem[]> {
  const items: ScheduleItem[] = [];
  for (const date of dates) items.push(await t.make.scheduleClass({ dateStart: date, timeStart, timeEnd: `${String(Number(timeStart.slice(0, 2)) + 1).padStart(2, '0')}:00:00` }));
  return items;
}

/** The subscription's attendances that hold a spot, with what each spends. */
export function spending(t: TestApp, subscriptionId: number) {
  return t.app.db
    .selectFrom('scheduleItemAttendances')
    .select(['id', 'date', 'bookingStatus', 'accountSubscriptionCreditId', 'advanceCredit'])
    .where('accountSubscriptionId', '=', subscriptionId)
    .orderBy('date')
    .orderBy('id')
    .execute();
}
