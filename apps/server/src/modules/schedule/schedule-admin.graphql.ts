import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requestLoader } from '../../graphql/request-loader.js';
import { AppError } from '../../platform/errors.js';
import { archiveScheduleItem } from './archive-schedule-item.js';
import { changeOccurrence } from './change-occurrence.js';
import { findScheduleClass, findScheduleItem } from './find-schedule-class.js';
import type { OccurrenceChangeInput } from './occurrence-change-input.js';
import { OrganizationLocationRoomNode } from './organization.graphql.js';
import { readOccurrenceChanges, readScheduleItemFormOptions, readScheduleItemSetups } from './read-schedule-item-setup.js';
import { decodeAccountArg, decodeId, decodeOptionalId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import { createScheduleItem, editScheduleItem } from './save-schedule-item.js';
import type { ScheduleItemInput } from './schedule-item-input.js';
import { FrequencyTypeEnum, ScheduleClassType, ScheduleItemNode } from './schedule.graphql.js';
import type { ScheduleItemDetail } from './schedule.js';
import { CLASS_NOT_FOUND } from '../../platform/error-messages.js';

const InstructorRoleEnum = builder.enumType('ScheduleItemInstructorRole', {
  description: 'SUB: substitute; ASSISTANT; KARMA',
  values: ['SUB', 'ASSISTANT', 'KARMA'] as const,
});
const OccurrenceStatusEnum = builder.enumType('ScheduleClassOccurrenceStatus', { values: ['CANCELLED', 'OPEN', 'FINISHED'] as const });

/** Not given or empty: no value; an id that is not one of ours: 0, which no row has, so the use case refuses it. */
function optionalRef(value: string | null | undefined, typename: string): number | null {
  const id = decodeOptionalId(value, typename);
  return id === undefined ? null : (id ?? 0);
}

function optionalAccount(value: string | null | undefined): number | null {
  const id = decodeAccountArg(value === '' ? undefined : value);
  return id === undefined ? null : (id ?? 0);
}

const ClasspassGroupRuleInput = builder.inputType('ScheduleItemClasspassGroupInput', {
  fields: (t) => ({
    organizationClasspassGroup: t.id({ required: true }),
    attend: t.boolean({ required: true }),
    shopBook: t.boolean({ required: true }),
  }),
});

const SubscriptionGroupRuleInput = builder.inputType('ScheduleItemSubscriptionGroupInput', {
  description: 'Attend must stay enabled when enroll or shopBook is set (spec section 5).',
  fields: (t) => ({
    organizationSubscriptionGroup: t.id({ required: true }),
    attend: t.boolean({ required: true }),
    shopBook: t.boolean({ required: true }),
    enroll: t.boolean({ required: true }),
  }),
});

const scheduleItemInputFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  frequencyType: t.field({ type: FrequencyTypeEnum, required: true }),
  dateStart: t.string({ required: true, description: 'YYYY-MM-DD; a repeating class runs on this date’s weekday' }),
  dateEnd: t.string({ description: 'YYYY-MM-DD, for repeating classes; empty runs on' }),
  timeStart: t.string({ required: true, description: 'HH:mm' }),
  timeEnd: t.string({ required: true, description: 'HH:mm' }),
  organizationLocationRoom: t.id(),
  organizationClasstype: t.id(),
  organizationLevel: t.id(),
  account: t.id({ description: 'the instructor' }),
  role: t.field({ type: InstructorRoleEnum }),
  account2: t.id({ description: 'the second instructor' }),
  role2: t.field({ type: InstructorRoleEnum }),
  spaces: t.int(),
  walkInSpaces: t.int(),
  displayPublic: t.boolean({ required: true }),
  infoMailEnabled: t.boolean({ required: true }),
  infoMailContent: t.string(),
  classpassGroups: t.field({ type: [ClasspassGroupRuleInput], description: 'which pass groups may attend and book online' }),
  subscriptionGroups: t.field({ type: [SubscriptionGroupRuleInput], description: 'which subscription groups may attend, book in the shop and enroll' }),
  organizationClasspassDropin: t.id(),
  organizationClasspassTrial: t.id(),
});

const CreateScheduleItemInput = builder.inputType('CreateScheduleItemInput', { fields: (t) => scheduleItemInputFields(t) });
const UpdateScheduleItemInput = builder.inputType('UpdateScheduleItemInput', { fields: (t) => ({ id: t.id({ required: true }), ...scheduleItemInputFields(t) }) });

type ScheduleItemArgs = typeof CreateScheduleItemInput.$inferInput;

function scheduleItemInput(input: ScheduleItemArgs): ScheduleItemInput {
  return {
    frequencyType: input.frequencyType,
    dateStart: input.dateStart.trim(),
    dateEnd: input.dateEnd?.trim() ? input.dateEnd.trim() : null,
    timeStart: input.timeStart.trim(),
    timeEnd: input.timeEnd.trim(),
    organizationLocationRoomId: optionalRef(input.organizationLocationRoom, 'OrganizationLocationRoomNode'),
    organizationClasstypeId: optionalRef(input.organizationClasstype, 'OrganizationClasstypeNode'),
    organizationLevelId: optionalRef(input.organizationLevel, 'OrganizationLevelNode'),
    accountId: optionalAccount(input.account),
    role: input.role ?? null,
    account2Id: optionalAccount(input.account2),
    role2: input.role2 ?? null,
    spaces: input.spaces ?? null,
    walkInSpaces: input.walkInSpaces ?? null,
    displayPublic: input.displayPublic,
    infoMailEnabled: input.infoMailEnabled,
    infoMailContent: input.infoMailContent ?? '',
    classpassGroups: (input.classpassGroups ?? []).map((g) => ({
      organizationClasspassGroupId: decodeId(g.organizationClasspassGroup, 'OrganizationClasspassGroupNode') ?? 0,
      attend: g.attend,
      shopBook: g.shopBook,
    })),
    subscriptionGroups: (input.subscriptionGroups ?? []).map((g) => ({
      organizationSubscriptionGroupId: decodeId(g.organizationSubscriptionGroup, 'OrganizationSubscriptionGroupNode') ?? 0,
      attend: g.attend,
      shopBook: g.shopBook,
      enroll: g.enroll,
    })),
    organizationClasspassDropinId: optionalRef(input.organizationClasspassDropin, 'OrganizationClasspassNode'),
    organizationClasspassTrialId: optionalRef(input.organizationClasspassTrial, 'OrganizationClasspassNode'),
  };
}

const ClasspassGroupRuleType = builder
  .objectRef<{ organizationClasspassGroupId: number; name: string; attend: boolean; shopBook: boolean }>('ScheduleItemClasspassGroupType')
  .implement({
    fields: (t) => ({
      organizationClasspassGroupId: t.id({ resolve: (g) => encodeGlobalID('OrganizationClasspassGroupNode', g.organizationClasspassGroupId) }),
      name: t.exposeString('name'),
      attend: t.exposeBoolean('attend'),
      shopBook: t.exposeBoolean('shopBook'),
    }),
  });

const SubscriptionGroupRuleType = builder
  .objectRef<{ organizationSubscriptionGroupId: number; name: string; attend: boolean; shopBook: boolean; enroll: boolean }>('ScheduleItemSubscriptionGroupType')
  .implement({
    fields: (t) => ({
      organizationSubscriptionGroupId: t.id({ resolve: (g) => encodeGlobalID('OrganizationSubscriptionGroupNode', g.organizationSubscriptionGroupId) }),
      name: t.exposeString('name'),
      attend: t.exposeBoolean('attend'),
      shopBook: t.exposeBoolean('shopBook'),
      enroll: t.exposeBoolean('enroll'),
    }),
  });

const globalIdOrNull = (typename: string, id: number | null) => (id === null ? null : encodeGlobalID(typename, id));

/** The pass groups and prices of the classes of a request, read together by the three fields that show them. */
const setupOf = requestLoader((ids: readonly number[], ctx) => readScheduleItemSetups(ctx.services, ctx.club, ctx.actor, ids), (setup) => setup.scheduleItemId);

builder.objectFields(ScheduleItemNode, (t) => ({
  archived: t.exposeBoolean('archived'),
  classpassGroups: t.field({
    type: [ClasspassGroupRuleType],
    description: 'Which pass groups may attend this class and book it online (schedule.view).',
    resolve: async (i, _args, ctx) => (await setupOf(ctx).load(i.id))?.classpassGroups ?? [],
  }),
  subscriptionGroups: t.field({
    type: [SubscriptionGroupRuleType],
    description: 'Which subscription groups may attend this class, book it in the shop and enroll (schedule.view).',
    resolve: async (i, _args, ctx) => (await setupOf(ctx).load(i.id))?.subscriptionGroups ?? [],
  }),
  organizationClasspassDropinId: t.id({
    nullable: true,
    description: 'The drop-in pass product offered on the booking page (schedule.view).',
    resolve: async (i, _args, ctx) => globalIdOrNull('OrganizationClasspassNode', (await setupOf(ctx).load(i.id))?.organizationClasspassDropinId ?? null),
  }),
  organizationClasspassTrialId: t.id({
    nullable: true,
    description: 'The trial pass product offered on the booking page (schedule.view).',
    resolve: async (i, _args, ctx) => globalIdOrNull('OrganizationClasspassNode', (await setupOf(ctx).load(i.id))?.organizationClasspassTrialId ?? null),
  }),
}));

type ChangeRow = NonNullable<Awaited<ReturnType<typeof readOccurrenceChanges>>[number]>;

const OccurrenceChangeType = builder.objectRef<ChangeRow>('ScheduleClassOneTimeChangeType').implement({
  description: 'A one-time change of one occurrence as entered: null leaves the class as it is.',
  fields: (t) => ({
    status: t.field({ type: OccurrenceStatusEnum, nullable: true, resolve: (c) => c.status }),
    description: t.exposeString('description', { nullable: true }),
    organizationLocationRoomId: t.id({ nullable: true, resolve: (c) => globalIdOrNull('OrganizationLocationRoomNode', c.organizationLocationRoomId) }),
    timeStart: t.exposeString('timeStart', { nullable: true }),
    timeEnd: t.exposeString('timeEnd', { nullable: true }),
    spaces: t.exposeInt('spaces', { nullable: true }),
    walkInSpaces: t.exposeInt('walkInSpaces', { nullable: true }),
    accountId: t.id({ nullable: true, resolve: (c) => globalIdOrNull('AccountNode', c.accountId) }),
    role: t.field({ type: InstructorRoleEnum, nullable: true, resolve: (c) => c.role }),
    account2Id: t.id({ nullable: true, resolve: (c) => globalIdOrNull('AccountNode', c.account2Id) }),
    role2: t.field({ type: InstructorRoleEnum, nullable: true, resolve: (c) => c.role2 }),
  }),
});

builder.objectFields(ScheduleClassType, (t) => ({
  oneTimeChange: t.loadable({
    type: OccurrenceChangeType,
    nullable: true,
    description: "This date's one-time change as entered, for its form (schedule.view).",
    load: (occurrences: { scheduleItemId: number; date: string }[], ctx) => readOccurrenceChanges(ctx.services, ctx.club, ctx.actor, occurrences),
    resolve: (c) => ({ scheduleItemId: c.item.id, date: c.date }),
  }),
}));

const FormOptionsType = builder
  .objectRef<Awaited<ReturnType<typeof readScheduleItemFormOptions>>>('ScheduleItemFormOptionsType')
  .implement({
    fields: (t) => ({
      organizationLocationRooms: t.field({ type: [OrganizationLocationRoomNode], resolve: (o) => o.rooms }),
      organizationClasspassGroups: t.field({
        type: [builder.simpleObject('ScheduleItemFormClasspassGroupType', { fields: (f) => ({ id: f.id(), name: f.string() }) })],
        resolve: (o) => o.classpassGroups.map((g) => ({ id: encodeGlobalID('OrganizationClasspassGroupNode', g.id), name: g.name })),
      }),
      organizationSubscriptionGroups: t.field({
        type: [builder.simpleObject('ScheduleItemFormSubscriptionGroupType', { fields: (f) => ({ id: f.id(), name: f.string() }) })],
        resolve: (o) => o.subscriptionGroups.map((g) => ({ id: encodeGlobalID('OrganizationSubscriptionGroupNode', g.id), name: g.name })),
      }),
    }),
  });

builder.queryFields((t) => ({
  scheduleItemFormOptions: t.field({
    type: FormOptionsType,
    description: 'The rooms, pass groups and subscription groups the class form offers (schedule.classes.edit).',
    resolve: (_root, _args, ctx) => readScheduleItemFormOptions(ctx.services, ctx.club, ctx.actor),
  }),
}));

const ScheduleItemPayload = (name: string) => builder.simpleObject(name, { fields: (f) => ({ scheduleItem: f.field({ type: ScheduleItemNode }) }) });

/** The class a mutation has just written, archived or not. */
async function itemAfterWrite(ctx: GraphQLContext, id: number): Promise<ScheduleItemDetail> {
  const item = await findScheduleItem(ctx.services, ctx.club, ctx.actor, id);
  if (!item) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  return item;
}

const ChangeScheduleClassInput = builder.inputType('ChangeScheduleClassInput', {
  description: 'The one-time change of one date: every field left out or null keeps the class as it is.',
  fields: (t) => ({
    scheduleItem: t.id({ required: true }),
    date: t.field({ type: 'Date', required: true }),
    status: t.field({ type: OccurrenceStatusEnum, description: 'CANCELLED cancels the bookings of the date, returns their classes and mails the members' }),
    description: t.string(),
    organizationLocationRoom: t.id(),
    timeStart: t.string({ description: 'HH:mm' }),
    timeEnd: t.string({ description: 'HH:mm' }),
    spaces: t.int(),
    walkInSpaces: t.int(),
    account: t.id(),
    role: t.field({ type: InstructorRoleEnum }),
    account2: t.id(),
    role2: t.field({ type: InstructorRoleEnum }),
  }),
});

const emptyToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

builder.mutationFields((t) => ({
  createScheduleItem: t.field({
    type: ScheduleItemPayload('CreateScheduleItemPayload'),
    description: 'Adds a class to the timetable with its pass groups and prices (schedule.classes.edit).',
    args: { input: t.arg({ type: CreateScheduleItemInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ scheduleItem: await itemAfterWrite(ctx, await createScheduleItem(ctx.services, ctx.club, ctx.actor, scheduleItemInput(input))) }),
  }),
  updateScheduleItem: t.field({
    type: ScheduleItemPayload('UpdateScheduleItemPayload'),
    description: 'Changes a class for every date it runs (schedule.classes.edit).',
    args: { input: t.arg({ type: UpdateScheduleItemInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await editScheduleItem(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'ScheduleItemNode'), scheduleItemInput(input));
      return { scheduleItem: await itemAfterWrite(ctx, id) };
    },
  }),
  archiveScheduleItem: t.field({
    type: ScheduleItemPayload('ArchiveScheduleItemPayload'),
    description: 'Takes a class off the timetable; refused while a date from today on is booked (schedule.classes.edit).',
    args: { input: t.arg({ type: builder.inputType('ArchiveScheduleItemInput', { fields: (f) => ({ id: f.id({ required: true }) }) }), required: true }) },
    resolve: async (_root, { input }, ctx) => ({ scheduleItem: await itemAfterWrite(ctx, await archiveScheduleItem(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'ScheduleItemNode'))) }),
  }),
  changeScheduleClass: t.field({
    type: builder.simpleObject('ChangeScheduleClassPayload', {
      fields: (f) => ({ scheduleClass: f.field({ type: ScheduleClassType }), cancelledBookings: f.int({ description: 'bookings this change cancelled' }) }),
    }),
    description: 'Sets the one-time change of one date of a class (schedule.classes.edit).',
    args: { input: t.arg({ type: ChangeScheduleClassInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const scheduleItemId = decodeId(input.scheduleItem, 'ScheduleItemNode');
      const change: OccurrenceChangeInput = {
        status: input.status ?? null,
        description: emptyToNull(input.description),
        organizationLocationRoomId: optionalRef(input.organizationLocationRoom, 'OrganizationLocationRoomNode'),
        timeStart: emptyToNull(input.timeStart),
        timeEnd: emptyToNull(input.timeEnd),
        spaces: input.spaces ?? null,
        walkInSpaces: input.walkInSpaces ?? null,
        accountId: optionalAccount(input.account),
        role: input.role ?? null,
        account2Id: optionalAccount(input.account2),
        role2: input.role2 ?? null,
      };
      const { cancelledBookings } = await changeOccurrence(ctx.services, ctx.club, ctx.actor, scheduleItemId, input.date, change);
      return { scheduleClass: await findScheduleClass(ctx.services, ctx.club, ctx.actor, scheduleItemId, input.date), cancelledBookings };
    },
  }),
}));
