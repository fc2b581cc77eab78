import { builder } from '../../graphql/builder.js';
import { AppError } from '../../platform/errors.js';
import { searchAccountsToBook } from '../accounts/index.js';
import { AccountNode } from '../accounts/graphql.js';
import { ScheduleClassType } from '../schedule/graphql.js';
import { decodeId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import { ScheduleItemAttendanceNode } from './booking.graphql.js';
import { checkInMember } from './check-in-member.js';
import { BOOKING_NOT_FOUND } from './find-changeable-attendance.js';
import { listClassAttendance, type ClassAttendanceList, type ClassListEntry } from './list-class-attendance.js';
import { findAttendanceFor } from './list-attendances.js';
import { readAttendanceRecord } from './attendance-record.js';
import { undoCheckIn } from './undo-check-in.js';
import { checkInAllBooked } from './check-in-all-booked.js';
import { ClassWaitlistEntryType } from './waitlist.graphql.js';

const StatusEnum = builder.enumType('ClassAttendanceListStatus', { values: ['BOOKED', 'ATTENDING', 'CANCELLED'] as const });

/** One line of a class list: names, the pass (and its trial flag) or subscription used; no personal data, for instructors too. */
const ClassAttendanceEntryType = builder.objectRef<ClassListEntry>('ClassAttendanceEntryType').implement({
  fields: (t) => ({
    attendanceId: t.id({ resolve: (e) => encodeGlobalID('ScheduleItemAttendanceNode', e.id) }),
    accountId: t.id({ resolve: (e) => encodeGlobalID('AccountNode', e.accountId) }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    bookingStatus: t.field({ type: StatusEnum, resolve: (e) => e.bookingStatus }),
    onlineBooking: t.exposeBoolean('onlineBooking'),
    classpassName: t.exposeString('classpassName', { nullable: true }),
    subscriptionName: t.exposeString('subscriptionName', { nullable: true, description: 'The subscription used, for a booking with one' }),
    trialPass: t.exposeBoolean('trialPass', { description: 'The pass used is a trial pass' }),
    cancellationPossible: t.exposeBoolean('cancellationPossible'),
    lateCancellationPossible: t.exposeBoolean('lateCancellationPossible', { description: 'Cancellable after the cancel window: a late cancel, the credit kept spent' }),
    cancelledLate: t.boolean({ description: 'Cancelled after the cancel window: the credit stayed spent', resolve: (e) => e.lateCancel }),
    lateCancels: t.int({ description: "The member's late cancels in the club", resolve: (e) => e.record.lateCancels }),
    noShows: t.int({ description: "The member's no-shows in the club: classes before today still booked, never checked in", resolve: (e) => e.record.noShows }),
  }),
});

/** A member's late cancels and no-shows, on the account page (the member, or schedule.attendance.view). */
const AttendanceRecordType = builder.simpleObject('ClassAttendanceRecord', {
  fields: (t) => ({ lateCancels: t.int(), noShows: t.int({ description: 'classes before today still booked, never checked in' }) }),
});

builder.objectField(AccountNode, 'classAttendanceRecord', (t) =>
  t.field({
    type: AttendanceRecordType,
    nullable: true,
    description: 'Late cancels and no-shows (the member, or schedule.attendance.view)',
    resolve: (account, _args, ctx) => readAttendanceRecord(ctx.services, ctx.club, ctx.actor, account.id),
  }),
);

const ClassAttendanceListType = builder.objectRef<ClassAttendanceList>('ClassAttendanceListType').implement({
  fields: (t) => ({
    scheduleClass: t.field({ type: ScheduleClassType, resolve: (l) => l.scheduleClass }),
    attendances: t.field({ type: [ClassAttendanceEntryType], resolve: (l) => l.entries }),
    waitlist: t.field({ type: [ClassWaitlistEntryType], description: 'Members waiting for a place, first in line first.', resolve: (l) => l.waitlist.map((e, i) => ({ ...e, position: i + 1 })) }),
  }),
});

const CheckInInput = builder.inputType('CheckInScheduleItemAttendanceInput', {
  fields: (t) => ({
    account: t.id({ required: true }),
    scheduleItem: t.id({ required: true }),
    date: t.field({ type: 'Date', required: true }),
    accountClasspass: t.id({ description: 'The pass to book with when the member is not booked (default: the first the class accepts)' }),
    accountSubscription: t.id({ description: 'The subscription to book with instead (default when no pass fits: the first subscription that may book the class)' }),
    clientId: t.string({ description: 'Idempotency key, unique per club: repeating it answers the first check-in' }),
  }),
});

builder.queryFields((t) => ({
  scheduleClassAttendanceList: t.field({
    type: ClassAttendanceListType,
    description:
      "One occurrence's attendance list (booked, attending, cancelled): schedule.attendance.view for any class, " +
      'schedule.attendance.view.own for the classes one teaches that day.',
    args: { scheduleItem: t.arg.id({ required: true }), date: t.arg({ type: 'Date', required: true }) },
    resolve: (_root, args, ctx) => listClassAttendance(ctx.services, ctx.club, ctx.actor, decodeId(args.scheduleItem, 'ScheduleItemNode'), args.date),
  }),
  accountsToBook: t.field({
    type: [AccountNode],
    description: 'Staff booking a class find the member by name (schedule.attendance.edit); at most 20, two characters or more.',
    args: { search: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => searchAccountsToBook(ctx.services, ctx.club, ctx.actor, args.search),
  }),
}));

const OccurrenceInput = builder.inputType('CheckInAllBookedInput', {
  fields: (t) => ({ scheduleItem: t.id({ required: true }), date: t.field({ type: 'Date', required: true }) }),
});

builder.mutationFields((t) => ({
  undoCheckInScheduleItemAttendance: t.field({
    type: builder.simpleObject('UndoCheckInScheduleItemAttendancePayload', {
      fields: (f) => ({ scheduleItemAttendance: f.field({ type: ScheduleItemAttendanceNode }) }),
    }),
    description: 'Staff undo a check-in (schedule.attendance.edit): ATTENDING back to BOOKED; anything else is a CONFLICT.',
    args: { input: t.arg({ type: builder.inputType('UndoCheckInScheduleItemAttendanceInput', { fields: (f) => ({ id: f.id({ required: true }) }) }), required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await undoCheckIn(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'ScheduleItemAttendanceNode'));
      const view = await findAttendanceFor(ctx.services, ctx.club, ctx.actor, id);
      if (!view) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      return { scheduleItemAttendance: view };
    },
  }),
  checkInAllBooked: t.field({
    type: builder.simpleObject('CheckInAllBookedPayload', { fields: (f) => ({ checkedIn: f.int({ description: 'how many booked members were checked in' }) }) }),
    description: 'The desk checks in every booked member of one class at once (schedule.attendance.edit), in one transaction.',
    args: { input: t.arg({ type: OccurrenceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      checkedIn: await checkInAllBooked(ctx.services, ctx.club, ctx.actor, decodeId(input.scheduleItem, 'ScheduleItemNode'), input.date),
    }),
  }),
  checkInScheduleItemAttendance: t.field({
    type: builder.simpleObject('CheckInScheduleItemAttendancePayload', {
      fields: (f) => ({ scheduleItemAttendance: f.field({ type: ScheduleItemAttendanceNode }) }),
    }),
    description: 'Staff check a member in (ATTENDING; schedule.attendance.edit), booking them with a pass or subscription when not booked; one attendance however often it is sent.',
    args: { input: t.arg({ type: CheckInInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await checkInMember(
        ctx.services,
        ctx.club,
        ctx.actor,
        {
          accountId: decodeId(input.account, 'AccountNode'),
          scheduleItemId: decodeId(input.scheduleItem, 'ScheduleItemNode'),
          date: input.date,
          ...(input.accountClasspass ? { accountClasspassId: decodeId(input.accountClasspass, 'AccountClasspassNode') } : {}),
          ...(input.accountSubscription ? { accountSubscriptionId: decodeId(input.accountSubscription, 'AccountSubscriptionNode') } : {}),
          clientId: input.clientId,
        },
        'schedule.attendance.edit',
      );
      const view = await findAttendanceFor(ctx.services, ctx.club, ctx.actor, id);
      if (!view) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      return { scheduleItemAttendance: view };
    },
  }),
}));
