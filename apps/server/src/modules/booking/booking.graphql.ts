import { ATTENDANCE_LIST_SIZE } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import { AppError } from '../../platform/errors.js';
import { AccountNode, loadVisibleAccounts } from '../accounts/graphql.js';
import { AccountClasspassNode, OrganizationClasspassNode } from '../classpasses/graphql.js';
import { ScheduleItemNode } from '../schedule/graphql.js';
import { decodeAccountArg, decodeId, decodeOptionalId, encodeGlobalID, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import type { AttendanceView } from './attendance.js';
import { BOOKING_LIST_TYPES, getBookingOptions, type BookingOptions, type ClasspassBookingOption, type SubscriptionBookingOption } from './booking-options.js';
import { findAttendanceFor, listAttendancesOf } from './list-attendances.js';
import { BOOKING_NOT_FOUND } from './find-changeable-attendance.js';
import { reserveSpot } from './reserve-spot.js';
import { classCalendarFile } from './booking-mails.js';
import { updateBookingStatus } from './update-booking-status.js';
import { listMyClassBookings } from './list-my-class-bookings.js';
import type { Attendance } from './attendance.js';
import { ScheduleClassWaitlistType } from './waitlist.graphql.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { NOT_LOGGED_IN_MESSAGE } from '../../platform/error-messages.js';

const AttendanceTypeEnum = builder.enumType('ScheduleItemAttendanceType', { values: ['CLASSPASS', 'SUBSCRIPTION'] as const });
const AttendanceBookingStatusEnum = builder.enumType('ScheduleItemAttendanceBookingStatus', { values: ['BOOKED', 'ATTENDING', 'CANCELLED'] as const });
const ListTypeEnum = builder.enumType('ScheduleClassBookingOptionsListType', { values: BOOKING_LIST_TYPES });

/** A member's attendance of one class occurrence; only its owner and staff allowed to see bookings can read it. */
export const ScheduleItemAttendanceNode = builder.node(builder.objectRef<AttendanceView>('ScheduleItemAttendanceNode'), {
  id: { resolve: (v) => v.attendance.id },
  loadOne: async (id, ctx) => (await findAttendanceFor(ctx.services, ctx.club, ctx.actor, numericId(id))) ?? null,
  fields: (t) => ({
    attendanceType: t.field({ type: AttendanceTypeEnum, resolve: (v) => v.attendance.attendanceType }),
    date: t.field({ type: 'Date', resolve: (v) => v.attendance.date }),
    bookingStatus: t.field({ type: AttendanceBookingStatusEnum, resolve: (v) => v.attendance.bookingStatus }),
    cancellationPossible: t.boolean({ resolve: (v) => v.cancellationPossible }),
    lateCancellationPossible: t.boolean({
      description: 'BOOKED, after the cancel window and before the start, and the club allows late cancels: cancelling frees the spot and the credit is not returned',
      resolve: (v) => v.lateCancellationPossible,
    }),
    cancelledLate: t.boolean({ description: 'Cancelled after the cancel window: its credit stayed spent', resolve: (v) => v.attendance.lateCancel }),
    uncancellationPossible: t.boolean({ resolve: (v) => v.uncancellationPossible }),
    accountClasspass: t.field({ type: AccountClasspassNode, nullable: true, resolve: (v) => v.pass }),
    scheduleItem: t.field({ type: ScheduleItemNode, resolve: (v) => v.item }),
    onlineBooking: t.boolean({ resolve: (v) => v.attendance.onlineBooking }),
    calendarFile: t.string({
      nullable: true,
      description: "The class as an iCalendar file (one event on the club's clock, the UID of the member's calendar feed) for 'Add to calendar'; null when it no longer takes place",
      resolve: (v, _args, ctx) => (v.occurrence && v.occurrence.status !== 'CANCELLED' ? classCalendarFile(ctx.club, v.occurrence, ctx.services.clock.now()) : null),
    }),
    // Who booked, for class lists: names for schedule.attendance.view, personal fields as AccountNode decides.
    account: t.loadable({ type: AccountNode, nullable: true, load: loadVisibleAccounts, sort: (a) => a.id, resolve: (v) => v.attendance.accountId }),
  }),
});

const ScheduleItemPricesType = builder.objectRef<BookingOptions['prices']>('ScheduleItemPricesType').implement({
  fields: (t) => ({
    organizationClasspassDropin: t.field({ type: OrganizationClasspassNode, nullable: true, resolve: (p) => p.dropin }),
    organizationClasspassTrial: t.field({ type: OrganizationClasspassNode, nullable: true, resolve: (p) => p.trial }),
  }),
});

const ClasspassOptionType = builder.objectRef<ClasspassBookingOption>('ScheduleClassBookingClasspassType').implement({
  fields: (t) => ({
    bookingType: t.exposeString('bookingType'),
    allowed: t.exposeBoolean('allowed'),
    accountClasspass: t.field({ type: AccountClasspassNode, resolve: (o) => o.pass }),
  }),
});

type AccountSubscriptionShape = SubscriptionBookingOption['accountSubscription'];

const BookingOrganizationSubscriptionType = builder
  .objectRef<AccountSubscriptionShape['organizationSubscription']>('ScheduleClassBookingOrganizationSubscriptionType')
  .implement({ fields: (t) => ({ name: t.exposeString('name'), unlimited: t.exposeBoolean('unlimited') }) });

const BookingAccountSubscriptionType = builder.objectRef<AccountSubscriptionShape>('ScheduleClassBookingAccountSubscriptionType').implement({
  fields: (t) => ({
    id: t.id({ resolve: (s) => encodeGlobalID('AccountSubscriptionNode', s.id) }),
    dateStart: t.field({ type: 'Date', resolve: (s) => s.dateStart }),
    dateEnd: t.field({ type: 'Date', nullable: true, resolve: (s) => s.dateEnd }),
    creditTotal: t.exposeInt('creditTotal'),
    organizationSubscription: t.field({ type: BookingOrganizationSubscriptionType, resolve: (s) => s.organizationSubscription }),
  }),
});

const SubscriptionOptionType = builder.objectRef<SubscriptionBookingOption>('ScheduleClassBookingSubscriptionType').implement({
  fields: (t) => ({
    bookingType: t.exposeString('bookingType'),
    allowed: t.exposeBoolean('allowed'),
    creditsOnDate: t.exposeInt('creditsOnDate'),
    notAllowedReason: t.string({
      nullable: true,
      description: 'Why it may not book the class (paused, blocked, not for this class, no credits left), as a booking with it would be refused; null when allowed.',
      resolve: (o) => o.refusal?.message ?? null,
    }),
    accountSubscription: t.field({ type: BookingAccountSubscriptionType, resolve: (o) => o.accountSubscription }),
  }),
});

const BookingOptionsType = builder.objectRef<BookingOptions>('ScheduleClassBookingOptionsType').implement({
  fields: (t) => ({
    date: t.field({ type: 'Date', resolve: (o) => o.date }),
    alreadyBooked: t.exposeBoolean('alreadyBooked', { description: 'The account has an attendance for this class on this date (a cancelled one too).' }),
    account: t.field({ type: AccountNode, resolve: (o) => o.account }),
    scheduleItem: t.field({ type: ScheduleItemNode, resolve: (o) => o.scheduleItem }),
    scheduleItemPrices: t.field({ type: ScheduleItemPricesType, resolve: (o) => o.prices }),
    classpasses: t.field({ type: [ClasspassOptionType], resolve: (o) => o.classpasses }),
    subscriptions: t.field({
      type: [SubscriptionOptionType],
      description: "The account's subscriptions running on the date, each allowed when it may book the class now.",
      resolve: (o) => o.subscriptions,
    }),
    waitlist: t.field({ type: ScheduleClassWaitlistType, description: "The class's waitlist for the account: offered, open to join, their position.", resolve: (o) => o.waitlist }),
  }),
});

const CreateAttendanceInput = builder.inputType('CreateScheduleItemAttendanceInput', {
  fields: (t) => ({
    account: t.id({ description: 'Defaults to the signed-in account; only staff may name another.' }),
    scheduleItem: t.id({ required: true }),
    accountClasspass: t.id({ description: 'The pass to book with (attendanceType CLASSPASS).' }),
    accountSubscription: t.id({ description: 'The subscription to book with (attendanceType SUBSCRIPTION).' }),
    date: t.field({ type: 'Date', required: true }),
    attendanceType: t.field({ type: AttendanceTypeEnum, required: true }),
    onlineBooking: t.boolean(),
    bookingStatus: t.field({ type: AttendanceBookingStatusEnum }),
  }),
});

const UpdateAttendanceInput = builder.inputType('UpdateScheduleItemAttendanceInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    bookingStatus: t.field({ type: AttendanceBookingStatusEnum, required: true }),
    lateCancellation: t.boolean({
      description: 'CANCELLED after the cancel window (lateCancellationPossible): the member confirmed the credit is not returned. Without it such a cancel is refused.',
    }),
    returnCredit: t.boolean({
      description: 'CANCELLED after the cancel window with the credit returned anyway, not counted as a late cancel (schedule.attendance.credit.return)',
    }),
  }),
});

const attendancePayload = (name: string) =>
  builder.simpleObject(name, { fields: (t) => ({ scheduleItemAttendance: t.field({ type: ScheduleItemAttendanceNode }) }) });
const CreateAttendancePayload = attendancePayload('CreateScheduleItemAttendancePayload');
const UpdateAttendancePayload = attendancePayload('UpdateScheduleItemAttendancePayload');

async function readBack(ctx: GraphQLContext, id: number): Promise<AttendanceView> {
  const view = await findAttendanceFor(ctx.services, ctx.club, ctx.actor, id);
  if (!view) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  return view;
}

/** One class the signed-in member holds a spot on: enough for the week to mark it and lead to the booking. */
const MyClassBookingType = builder.objectRef<Attendance>('MyClassBooking').implement({
  fields: (t) => ({
    attendanceId: t.id({ resolve: (a) => encodeGlobalID('ScheduleItemAttendanceNode', a.id) }),
    scheduleItemId: t.id({ resolve: (a) => encodeGlobalID('ScheduleItemNode', a.scheduleItemId) }),
    date: t.field({ type: 'Date', resolve: (a) => a.date }),
    bookingStatus: t.field({ type: AttendanceBookingStatusEnum, resolve: (a) => a.bookingStatus }),
  }),
});

builder.queryFields((t) => ({
  myClassBookings: t.field({
    type: [MyClassBookingType],
    description:
      "The signed-in member's own bookings (BOOKED or ATTENDING) of classes in the range, at most 62 days: the week marks them, the week itself stays the same for everyone.",
    args: { dateFrom: t.arg({ type: 'Date', required: true }), dateUntil: t.arg({ type: 'Date', required: true }) },
    resolve: (_root, args, ctx) => listMyClassBookings(ctx.services, ctx.club, ctx.actor, args.dateFrom, args.dateUntil),
  }),
  scheduleClassBookingOptions: t.field({
    type: BookingOptionsType,
    args: {
      scheduleItem: t.arg.id({ required: true }),
      date: t.arg({ type: 'Date', required: true }),
      listType: t.arg({ type: ListTypeEnum, required: true }),
      account: t.arg.id(),
    },
    resolve: (_root, args, ctx) =>
      getBookingOptions(ctx.services, ctx.club, ctx.actor, {
        scheduleItemId: decodeId(args.scheduleItem, 'ScheduleItemNode'),
        date: args.date,
        listType: args.listType,
        accountId: decodeAccountArg(args.account),
      }),
  }),
  scheduleItemAttendances: t.connection(
    {
      type: ScheduleItemAttendanceNode,
      description: 'Class attendances, earliest first (orderBy -date: the latest first): the signed-in member\'s own (staff may name any account).',
      args: {
        account: t.arg.id(),
        orderBy: t.arg.string({ description: 'date (default, the earliest class first) or -date (the latest first)' }),
        date_Gte: t.arg({ type: 'Date' }),
        scheduleItem: t.arg.id(),
        date: t.arg({ type: 'Date' }),
        accountScheduleEventTicket_Isnull: t.arg.boolean(),
      },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, ATTENDANCE_LIST_SIZE, (page) =>
          listAttendancesOf(
            ctx.services,
            ctx.club,
            ctx.actor,
            {
              accountId: decodeAccountArg(args.account),
              dateGte: args.date_Gte,
              scheduleItemId: decodeOptionalId(args.scheduleItem, 'ScheduleItemNode'),
              date: args.date,
              eventTicketIsNull: args.accountScheduleEventTicket_Isnull,
              orderBy: args.orderBy,
            },
            page,
          ),
        ),
    },
    { name: 'ScheduleItemAttendanceNodeConnection' },
    { name: 'ScheduleItemAttendanceNodeEdge' },
  ),
  scheduleItemAttendance: t.field({
    type: ScheduleItemAttendanceNode,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const view = await findAttendanceFor(ctx.services, ctx.club, ctx.actor, decodeId(args.id, 'ScheduleItemAttendanceNode'));
      if (!view) throw new AppError(ctx.actor ? 'NOT_FOUND' : 'USER_NOT_LOGGED_IN', ctx.actor ? BOOKING_NOT_FOUND : NOT_LOGGED_IN_MESSAGE);
      return view;
    },
  }),
}));

builder.mutationFields((t) => ({
  createScheduleItemAttendance: t.field({
    type: CreateAttendancePayload,
    args: { input: t.arg({ type: CreateAttendanceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await reserveSpot(ctx.services, ctx.club, ctx.actor, {
        accountId: decodeAccountArg(input.account),
        scheduleItemId: decodeId(input.scheduleItem, 'ScheduleItemNode'),
        accountClasspassId: decodeOptionalId(input.accountClasspass, 'AccountClasspassNode') ?? null,
        accountSubscriptionId: decodeOptionalId(input.accountSubscription, 'AccountSubscriptionNode'),
        date: input.date,
        attendanceType: input.attendanceType,
        onlineBooking: input.onlineBooking,
        bookingStatus: input.bookingStatus,
      });
      return { scheduleItemAttendance: await readBack(ctx, id) };
    },
  }),
  updateScheduleItemAttendance: t.field({
    type: UpdateAttendancePayload,
    args: { input: t.arg({ type: UpdateAttendanceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = decodeId(input.id, 'ScheduleItemAttendanceNode');
      await updateBookingStatus(ctx.services, ctx.club, ctx.actor, id, input.bookingStatus, { acceptLate: input.lateCancellation === true, returnCredit: input.returnCredit === true });
      return { scheduleItemAttendance: await readBack(ctx, id!) };
    },
  }),
}));
