import type { TestApp } from '../../support/test-app.js';
import type { ScheduleItem } from '../../../src/modules/schedule/schedule.js';
import { book, booker, gid, type Booker } from './booking-kit.js';

export const JOIN = `mutation Join($input: JoinScheduleClassWaitlistInput!) { joinScheduleClassWaitlist(input: $input) { waitlist { offered open position } } }`;
export const LEAVE = `mutation Leave($input: LeaveScheduleClassWaitlistInput!) { leaveScheduleClassWaitlist(input: $input) { waitlist { offered open position } } }`;
export const PLACES = `query Places($account: ID) { scheduleClassWaitlistPlaces(account: $account) { date position scheduleClass { timeStart organizationClasstype { name } } } }`;
export const OPTIONS = `query Options($item: ID!, $date: Date!) { scheduleClassBookingOptions(scheduleItem: $item, date: $date, listType: SHOP_BOOK) { waitlist { offered open position } } }`;

/** A class whose type has a waitlist, with `spaces` places, all booked by members with passes; and the pass product. */
export async function fullWaitlistClass(t: TestApp, overrides: { spaces?: number; dateStart?: string; timeStart?: string; timeEnd?: string; waitlist?: boolean } = {}) {
  const club = await t.make.defaultClub();
  const { spaces = 1, waitlist = true, ...times } = overrides;
  const classtype = await t.app.db.insertInto('organizationClasstypes').values({ clubId: club.id, name: 'Boxing', waitlist }).returning('id').executeTakeFirstOrThrow();
  const item = await t.make.scheduleClass({ spaces, organizationClasstypeId: classtype.id, ...times });
  const product = await t.make.classpassProduct({ forClasses: [item] });
  const holders: Booker[] = [];
  const attendanceIds: number[] = [];
  for (let i = 0; i < spaces; i++) {
    const holder = await booker(t, product);
    holders.push(holder);
    attendanceIds.push(await book(t, holder, item));
  }
  return { item, product, holders, attendanceIds };
}

export function waitlistInput(item: ScheduleItem, extra: Record<string, unknown> = {}) {
  return { input: { scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart, ...extra } };
}

/** Joins and fails the test with the server's answer unless it worked; answers the position. */
export async function join(t: TestApp, member: { token: string }, item: ScheduleItem): Promise<number> {
  const { body } = await t.gql(JOIN, waitlistInput(item), { token: member.token });
  const position = body.data?.joinScheduleClassWaitlist?.waitlist?.position as number | undefined;
  if (position === undefined) throw new Error(`joining failed: ${JSON.stringify(body.errors)}`);
  return position;
}

export function mailsTo(t: TestApp, email: string) {
  return t.app.db.selectFrom('mailOutbox').select(['subject', 'textBody']).where('toAddress', '=', email).orderBy('id').execute();
}

export async function activeBookings(t: TestApp, item: ScheduleItem) {
  return t.app.db.selectFrom('scheduleItemAttendances').select('accountId').where('scheduleItemId', '=', item.id).where('bookingStatus', '<>', 'CANCELLED').execute();
}

export async function placesOf(t: TestApp, item: ScheduleItem) {
  return t.app.db.selectFrom('scheduleItemWaitlistEntries').select(['accountId', 'status', 'toldUnusableAt', 'scheduleItemAttendanceId']).where('scheduleItemId', '=', item.id).orderBy('id').execute();
}
