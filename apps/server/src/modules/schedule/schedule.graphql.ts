import { builder } from '../../graphql/builder.js';
import { BOOKING_STATUSES } from './booking-status.js';
import { findScheduleClass, findScheduleItem } from './find-schedule-class.js';
import { listScheduleClasses, type ScheduleDay } from './list-schedule-classes.js';
import {
  OrganizationClasstypeNode,
  OrganizationLevelNode,
  OrganizationLocationRoomNode,
  PublicAccountType,
} from './organization.graphql.js';
import { decodeAccountArg, decodeFilterId, decodeId, encodeGlobalID, numericId } from '../../graphql/relay-helpers.js';
import type { ScheduleClass, ScheduleItemDetail } from './schedule.js';
import { AppError } from '../../platform/errors.js';
import { cancelBefore } from './class-start.js';

export const FrequencyTypeEnum = builder.enumType('ScheduleItemFrequencyType', {
  values: ['SPECIFIC', 'WEEKLY', 'LAST_WEEKDAY_OF_MONTH'] as const,
});

export const BookingStatusEnum = builder.enumType('ScheduleClassBookingStatus', {
  description: 'Whether a class can be booked online; only OK can.',
  values: BOOKING_STATUSES,
});

/** A class's timetable entry (not one occurrence): the same for every date it runs. */
export const ScheduleItemNode = builder.node(builder.objectRef<ScheduleItemDetail>('ScheduleItemNode'), {
  id: { resolve: (i) => i.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findScheduleItem(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => ({
    scheduleItemType: t.exposeString('scheduleItemType'),
    frequencyType: t.expose('frequencyType', { type: FrequencyTypeEnum }),
    frequencyInterval: t.exposeInt('frequencyInterval'),
    dateStart: t.expose('dateStart', { type: 'Date' }),
    dateEnd: t.expose('dateEnd', { type: 'Date', nullable: true }),
    timeStart: t.expose('timeStart', { type: 'Time' }),
    timeEnd: t.expose('timeEnd', { type: 'Time' }),
    organizationLocationRoom: t.field({ type: OrganizationLocationRoomNode, resolve: (i) => i.room }),
    organizationClasstype: t.field({ type: OrganizationClasstypeNode, resolve: (i) => i.classtype }),
    organizationLevel: t.field({ type: OrganizationLevelNode, nullable: true, resolve: (i) => i.level }),
    account: t.expose('account', { type: PublicAccountType, nullable: true }),
    role: t.exposeString('role', { nullable: true }),
    account2: t.expose('account2', { type: PublicAccountType, nullable: true }),
    role2: t.exposeString('role2', { nullable: true }),
    spaces: t.exposeInt('spaces'),
    walkInSpaces: t.exposeInt('walkInSpaces'),
    enrollmentSpaces: t.exposeInt('enrollmentSpaces'),
    displayPublic: t.exposeBoolean('displayPublic'),
    infoMailEnabled: t.exposeBoolean('infoMailEnabled'),
    infoMailContent: t.exposeString('infoMailContent'),
  }),
});

/** One class on one date, as the schedule shows it. */
export const ScheduleClassType = builder.objectRef<ScheduleClass>('ScheduleClassType').implement({
  fields: (t) => ({
    scheduleItemId: t.id({ resolve: (c) => encodeGlobalID('ScheduleItemNode', c.item.id) }),
    frequencyType: t.field({ type: FrequencyTypeEnum, resolve: (c) => c.item.frequencyType }),
    date: t.expose('date', { type: 'Date' }),
    status: t.exposeString('status', { description: "'' when unchanged, CANCELLED or OPEN from a one-time change" }),
    holiday: t.exposeBoolean('holiday'),
    holidayName: t.exposeString('holidayName'),
    description: t.exposeString('description'),
    account: t.expose('account', { type: PublicAccountType, nullable: true }),
    role: t.exposeString('role', { nullable: true }),
    account2: t.expose('account2', { type: PublicAccountType, nullable: true }),
    role2: t.exposeString('role2', { nullable: true }),
    organizationLocationRoom: t.field({ type: OrganizationLocationRoomNode, resolve: (c) => c.room }),
    organizationClasstype: t.field({ type: OrganizationClasstypeNode, resolve: (c) => c.classtype }),
    organizationLevel: t.field({ type: OrganizationLevelNode, nullable: true, resolve: (c) => c.level }),
    timeStart: t.expose('timeStart', { type: 'Time' }),
    timeEnd: t.expose('timeEnd', { type: 'Time' }),
    spaces: t.exposeInt('spaces'),
    walkInSpaces: t.exposeInt('walkInSpaces'),
    countAttending: t.exposeInt('countAttending'),
    countBooked: t.exposeInt('countBooked'),
    countAttendingAndBooked: t.exposeInt('countAttendingAndBooked'),
    availableSpacesOnline: t.exposeInt('availableSpacesOnline'),
    availableSpacesTotal: t.exposeInt('availableSpacesTotal'),
    displayPublic: t.exposeBoolean('displayPublic'),
    bookingStatus: t.expose('bookingStatus', { type: BookingStatusEnum }),
    bookingOpenOn: t.expose('bookingOpenOn', { type: 'Date' }),
    cancelBefore: t.field({
      type: 'DateTime',
      description: "Until when (exclusive) a booking can be cancelled with its credit back: the start less the club's cancel hours",
      resolve: (c, _args, ctx) => cancelBefore(c, ctx.club),
    }),
  }),
});

const ScheduleClassesDayType = builder.objectRef<ScheduleDay>('ScheduleClassesDayType').implement({
  fields: (t) => ({
    date: t.expose('date', { type: 'Date' }),
    bookingOpenOn: t.expose('bookingOpenOn', { type: 'Date' }),
    isoWeekDay: t.exposeInt('isoWeekDay'),
    classes: t.expose('classes', { type: [ScheduleClassType] }),
  }),
});

builder.queryFields((t) => ({
  scheduleClasses: t.field({
    type: [ScheduleClassesDayType],
    description: 'Every day of the range with its classes. Classes not displayed publicly only for staff with publicOnly false.',
    args: {
      dateFrom: t.arg({ type: 'Date', required: true }),
      dateUntil: t.arg({ type: 'Date', required: true }),
      orderBy: t.arg.string({ description: 'starttime (default) or location' }),
      instructor: t.arg.id(),
      organizationClasstype: t.arg.id(),
      organizationLevel: t.arg.id(),
      organizationLocation: t.arg.id(),
      publicOnly: t.arg.boolean({ defaultValue: true }),
    },
    resolve: (_root, args, ctx) => {
      const instructorId = decodeAccountArg(args.instructor);
      if (instructorId === null) throw new AppError('VALIDATION_FAILED', 'Unknown instructor.');
      return listScheduleClasses(ctx.services, ctx.club, ctx.actor, {
        dateFrom: args.dateFrom,
        dateUntil: args.dateUntil,
        orderBy: args.orderBy,
        instructorId,
        classtypeId: decodeFilterId(args.organizationClasstype, 'OrganizationClasstypeNode', 'class type'),
        levelId: decodeFilterId(args.organizationLevel, 'OrganizationLevelNode', 'level'),
        locationId: decodeFilterId(args.organizationLocation, 'OrganizationLocationNode', 'location'),
        publicOnly: args.publicOnly,
      });
    },
  }),
  scheduleClass: t.field({
    type: ScheduleClassType,
    args: { scheduleItemId: t.arg.id({ required: true }), date: t.arg({ type: 'Date', required: true }) },
    resolve: (_root, args, ctx) => findScheduleClass(ctx.services, ctx.club, ctx.actor, decodeId(args.scheduleItemId, 'ScheduleItemNode'), args.date),
  }),
}));
