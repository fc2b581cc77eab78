import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../platform/errors.js';
import { fullName } from '../../platform/person-name.js';
import { findOrganizationClasspasses } from '../classpasses/index.js';
import { OrganizationClasspassNode } from '../classpasses/graphql.js';
import { moneyDisplay } from '../../platform/money.js';
import { decodeFilterId, decodeId, encodeGlobalID, offsetConnection } from '../../graphql/relay-helpers.js';
import { perKey } from '../../graphql/request-loader.js';
import { cancelAppointmentForMember } from './cancel-appointment.js';
import { addTrainerDaysOff, removeTrainerDaysOff, setTrainerDateOverride, setTrainerWeeklyHours } from './edit-trainer-calendar.js';
import {
  findAppointmentCategoryForStaff,
  findAppointmentServiceForStaff,
  listAppointmentCategories,
  listAppointmentServices,
} from './list-appointment-catalog.js';
import { listStaffAppointments } from './list-staff-appointments.js';
import { findTrainerForStaff, listTrainers } from './list-trainers.js';
import type { AppointmentService } from './personal-training.repository.js';
import { serviceClasspassLinks } from './personal-training.repository.js';
import { CATEGORY_NOT_FOUND, saveAppointmentCategory } from './save-appointment-category.js';
import { saveAppointmentService, type ServiceInput } from './save-appointment-service.js';
import { SERVICE_NOT_FOUND, TRAINER_NOT_FOUND } from './service-messages.js';
import {
  categoriesByIds,
  findStaffTrainer,
  serviceTrainerLinks,
  staffTrainersByIds,
  trainerDaysOffOf,
  trainerHoursOf,
  trainerOverridesOf,
  type AppointmentCategory,
  type StaffAppointment,
  type StaffTrainer,
  type TrainerDayOffRow,
} from './staff-personal-training.repository.js';

/** The size of these lists when `first` is not given: a club has few services and trainers, a day few appointments. */
const LIST_SIZE = 100;

const hhmm = (time: string) => time.slice(0, 5);

// The staff types below are read through the staff root fields, which carry the permission check; a bare
// node(id) lookup answers null, as for a missing id.
export const AppointmentCategoryNode = builder.node(builder.objectRef<AppointmentCategory>('AppointmentCategoryNode'), {
  id: { resolve: (c) => c.id },
  loadOne: () => null,
  fields: (t) => ({
    name: t.exposeString('name'),
    archived: t.exposeBoolean('archived'),
  }),
});

const TrainerHoursType = builder.simpleObject('AppointmentTrainerHoursType', {
  description: 'Club-local working hours on one ISO weekday (1 = Monday … 7 = Sunday)',
  fields: (t) => ({ isoWeekday: t.int(), timeStart: t.string({ description: 'HH:mm' }), timeEnd: t.string({ description: 'HH:mm' }) }),
});

const TrainerOverrideType = builder.simpleObject('AppointmentTrainerOverrideType', {
  description: "Other hours on one date; a date whose only range is 00:00–00:00 is closed",
  fields: (t) => ({ date: t.field({ type: 'Date' }), timeStart: t.string(), timeEnd: t.string() }),
});

const TrainerDayOffType = builder.objectRef<TrainerDayOffRow>('AppointmentTrainerDayOffType').implement({
  fields: (t) => ({
    id: t.id({ resolve: (d) => encodeGlobalID('AppointmentTrainerDayOffType', d.id) }),
    dateStart: t.field({ type: 'Date', resolve: (d) => d.dateStart }),
    dateEnd: t.field({ type: 'Date', resolve: (d) => d.dateEnd }),
    note: t.exposeString('note'),
  }),
});

export const AppointmentTrainerNode = builder.node(builder.objectRef<StaffTrainer>('AppointmentTrainerNode'), {
  id: { resolve: (tr) => tr.accountId },
  loadOne: () => null,
  fields: (t) => ({
    fullName: t.string({ resolve: (tr) => fullName(tr) }),
    active: t.exposeBoolean('active', { description: 'whether members can book them' }),
    urlImageThumbnail: t.exposeString('urlImageThumbnail', { description: "their photo, '' for none" }),
    // Each calendar field reads the rows of every trainer of the request at once (a list shows all of them).
    weeklyHours: t.loadableList({
      type: TrainerHoursType,
      load: async (trainerIds: number[], ctx) =>
        perKey(trainerIds, await trainerHoursOf(ctx.services.db, ctx.club.id, trainerIds), (h) => h.accountId, (h) => ({ isoWeekday: h.isoWeekday, timeStart: hhmm(h.timeStart), timeEnd: hhmm(h.timeEnd) })),
      resolve: (tr) => tr.accountId,
    }),
    daysOff: t.loadableList({
      type: TrainerDayOffType,
      load: async (trainerIds: number[], ctx) => perKey(trainerIds, await trainerDaysOffOf(ctx.services.db, ctx.club.id, trainerIds), (d) => d.accountId, (d) => d),
      resolve: (tr) => tr.accountId,
    }),
    overrides: t.loadableList({
      type: TrainerOverrideType,
      load: async (trainerIds: number[], ctx) =>
        perKey(trainerIds, await trainerOverridesOf(ctx.services.db, ctx.club.id, trainerIds), (o) => o.accountId, (o) => ({ date: o.date, timeStart: hhmm(o.timeStart), timeEnd: hhmm(o.timeEnd) })),
      resolve: (tr) => tr.accountId,
    }),
  }),
});

export const AppointmentServiceNode = builder.node(builder.objectRef<AppointmentService>('AppointmentServiceNode'), {
  id: { resolve: (s) => s.id },
  loadOne: () => null,
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    durationMinutes: t.exposeInt('durationMinutes'),
    price: t.field({ type: 'Decimal', resolve: (s) => s.price }),
    priceDisplay: t.string({ resolve: (s, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, s.price) }),
    soldPerSession: t.exposeBoolean('soldPerSession', { description: 'Members may pay one session at the price, without a pass' }),
    bufferBeforeMinutes: t.exposeInt('bufferBeforeMinutes'),
    bufferAfterMinutes: t.exposeInt('bufferAfterMinutes'),
    archived: t.exposeBoolean('archived'),
    // Like the trainers' calendars, each of these reads for every service of the request at once.
    category: t.loadable({
      type: AppointmentCategoryNode,
      load: async (categoryIds: number[], ctx) => {
        const byId = new Map((await categoriesByIds(ctx.services.db, ctx.club.id, categoryIds)).map((c) => [c.id, c]));
        return categoryIds.map((id) => byId.get(id) ?? new AppError('NOT_FOUND', CATEGORY_NOT_FOUND));
      },
      resolve: (s) => s.appointmentCategoryId,
    }),
    organizationClasspasses: t.loadableList({
      type: OrganizationClasspassNode,
      description: 'The pass products that pay for it',
      load: async (serviceIds: number[], ctx) => {
        const links = await serviceClasspassLinks(ctx.services.db, ctx.club.id, serviceIds);
        const products = (await findOrganizationClasspasses(ctx.services, ctx.club, ctx.actor, [...new Set(links.map((l) => l.organizationClasspassId))])).sort((a, b) => a.name.localeCompare(b.name));
        return serviceIds.map((id) => products.filter((p) => links.some((l) => l.appointmentServiceId === id && l.organizationClasspassId === p.id)));
      },
      resolve: (s) => s.id,
    }),
    trainers: t.loadableList({
      type: AppointmentTrainerNode,
      description: 'The trainers who give it',
      load: async (serviceIds: number[], ctx) => {
        const links = await serviceTrainerLinks(ctx.services.db, ctx.club.id, serviceIds);
        const trainers = (await staffTrainersByIds(ctx.services.db, ctx.club.id, [...new Set(links.map((l) => l.accountId))])).sort((a, b) => fullName(a).localeCompare(fullName(b)));
        return serviceIds.map((id) => trainers.filter((tr) => links.some((l) => l.appointmentServiceId === id && l.accountId === tr.accountId)));
      },
      resolve: (s) => s.id,
    }),
  }),
});

export const AppointmentNode = builder.node(builder.objectRef<StaffAppointment>('AppointmentNode'), {
  id: { resolve: (a) => a.id },
  loadOne: () => null,
  fields: (t) => ({
    serviceName: t.exposeString('serviceName'),
    memberName: t.string({ resolve: (a) => fullName({ firstName: a.memberFirstName, lastName: a.memberLastName }) }),
    account: t.id({ description: "the member's AccountNode id", resolve: (a) => encodeGlobalID('AccountNode', a.accountId) }),
    trainer: t.id({ description: "the trainer's AppointmentTrainerNode id", resolve: (a) => encodeGlobalID('AppointmentTrainerNode', a.trainerAccountId) }),
    trainerName: t.string({ resolve: (a) => fullName({ firstName: a.trainerFirstName, lastName: a.trainerLastName }) }),
    startsAt: t.field({ type: 'DateTime', resolve: (a) => a.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (a) => a.endsAt }),
    canceled: t.exposeBoolean('canceled'),
    canceledAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.canceledAt }),
  }),
});

builder.queryFields((t) => ({
  appointmentCategories: t.connection(
    {
      type: AppointmentCategoryNode,
      description: 'Appointment categories by name (organization.view).',
      args: { archived: t.arg.boolean({ defaultValue: false }) },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, LIST_SIZE, (page) => listAppointmentCategories(ctx.services, ctx.club, ctx.actor, args.archived ?? false, page)),
    },
    { name: 'AppointmentCategoryNodeConnection' },
    { name: 'AppointmentCategoryNodeEdge' },
  ),
  appointmentCategory: t.field({
    type: AppointmentCategoryNode,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const category = await findAppointmentCategoryForStaff(ctx.services, ctx.club, ctx.actor, decodeId(args.id, 'AppointmentCategoryNode'));
      if (!category) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
      return category;
    },
  }),
  appointmentServices: t.connection(
    {
      type: AppointmentServiceNode,
      description: 'Appointment services of every category, by name (organization.view).',
      args: { archived: t.arg.boolean({ defaultValue: false }) },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, LIST_SIZE, (page) => listAppointmentServices(ctx.services, ctx.club, ctx.actor, args.archived ?? false, page)),
    },
    { name: 'AppointmentServiceNodeConnection' },
    { name: 'AppointmentServiceNodeEdge' },
  ),
  appointmentService: t.field({
    type: AppointmentServiceNode,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const service = await findAppointmentServiceForStaff(ctx.services, ctx.club, ctx.actor, decodeId(args.id, 'AppointmentServiceNode'));
      if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
      return service;
    },
  }),
  appointmentTrainers: t.connection(
    {
      type: AppointmentTrainerNode,
      description: 'The trainers, active ones first (appointments.view).',
      resolve: (_root, args, ctx) => offsetConnection(args, LIST_SIZE, (page) => listTrainers(ctx.services, ctx.club, ctx.actor, page)),
    },
    { name: 'AppointmentTrainerNodeConnection' },
    { name: 'AppointmentTrainerNodeEdge' },
  ),
  appointmentTrainer: t.field({
    type: AppointmentTrainerNode,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const trainer = await findTrainerForStaff(ctx.services, ctx.club, ctx.actor, decodeId(args.id, 'AppointmentTrainerNode'));
      if (!trainer) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
      return trainer;
    },
  }),
  appointments: t.connection(
    {
      type: AppointmentNode,
      description:
        "Appointments starting on a club-local date, by start, cancelled ones included: every trainer's with appointments.view, a trainer their own (trainer = themselves). " +
        "With account (appointments.view): that member's; without a date all of them, the latest first.",
      args: { date: t.arg({ type: 'Date' }), trainer: t.arg.id(), account: t.arg.id() },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, LIST_SIZE, (page) =>
          listStaffAppointments(
            ctx.services,
            ctx.club,
            ctx.actor,
            {
              date: args.date,
              trainerId: decodeFilterId(args.trainer, 'AppointmentTrainerNode', 'trainer'),
              accountId: decodeFilterId(args.account, 'AccountNode', 'account'),
            },
            page,
          ),
        ),
    },
    { name: 'AppointmentNodeConnection' },
    { name: 'AppointmentNodeEdge' },
  ),
}));

const CategoryPayload = (name: string) => builder.simpleObject(name, { fields: (f) => ({ appointmentCategory: f.field({ type: AppointmentCategoryNode }) }) });
const ServicePayload = (name: string) => builder.simpleObject(name, { fields: (f) => ({ appointmentService: f.field({ type: AppointmentServiceNode }) }) });
const TrainerPayload = (name: string) => builder.simpleObject(name, { fields: (f) => ({ appointmentTrainer: f.field({ type: AppointmentTrainerNode }) }) });
const OkPayload = (name: string) => builder.simpleObject(name, { fields: (f) => ({ ok: f.boolean() }) });

const CreateAppointmentCategoryInput = builder.inputType('CreateAppointmentCategoryInput', { fields: (t) => ({ name: t.string({ required: true }) }) });
const UpdateAppointmentCategoryInput = builder.inputType('UpdateAppointmentCategoryInput', {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string(), archived: t.boolean() }),
});

const CreateAppointmentServiceInput = builder.inputType('CreateAppointmentServiceInput', {
  fields: (t) => ({
    category: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    durationMinutes: t.int({ required: true }),
    price: t.field({ type: 'Decimal', required: true }),
    soldPerSession: t.boolean({ description: 'members may pay one session at the price, without a pass (default false)' }),
    bufferBeforeMinutes: t.int(),
    bufferAfterMinutes: t.int(),
    organizationClasspasses: t.idList({ description: 'the pass products that pay for it' }),
    trainers: t.idList({ description: 'AppointmentTrainerNode ids of the trainers who give it' }),
  }),
});
const UpdateAppointmentServiceInput = builder.inputType('UpdateAppointmentServiceInput', {
  description: 'Only the fields given change; a list given replaces the list.',
  fields: (t) => ({
    id: t.id({ required: true }),
    category: t.id(),
    name: t.string(),
    description: t.string(),
    durationMinutes: t.int(),
    price: t.field({ type: 'Decimal' }),
    soldPerSession: t.boolean(),
    bufferBeforeMinutes: t.int(),
    bufferAfterMinutes: t.int(),
    organizationClasspasses: t.idList(),
    trainers: t.idList(),
    archived: t.boolean(),
  }),
});

const HoursInput = builder.inputType('AppointmentTrainerHoursInput', {
  fields: (t) => ({ isoWeekday: t.int({ required: true }), timeStart: t.string({ required: true }), timeEnd: t.string({ required: true }) }),
});
const RangeInput = builder.inputType('AppointmentTrainerRangeInput', {
  fields: (t) => ({ timeStart: t.string({ required: true }), timeEnd: t.string({ required: true }) }),
});
const SetAppointmentTrainerWeeklyHoursInput = builder.inputType('SetAppointmentTrainerWeeklyHoursInput', {
  fields: (t) => ({ trainer: t.id({ required: true }), hours: t.field({ type: [HoursInput], required: true }) }),
});
const CreateAppointmentTrainerDayOffInput = builder.inputType('CreateAppointmentTrainerDayOffInput', {
  fields: (t) => ({
    trainer: t.id({ required: true }),
    dateStart: t.field({ type: 'Date', required: true }),
    dateEnd: t.field({ type: 'Date', required: true }),
    note: t.string(),
  }),
});
const DeleteAppointmentTrainerDayOffInput = builder.inputType('DeleteAppointmentTrainerDayOffInput', { fields: (t) => ({ id: t.id({ required: true }) }) });
const SetAppointmentTrainerDateOverrideInput = builder.inputType('SetAppointmentTrainerDateOverrideInput', {
  fields: (t) => ({
    trainer: t.id({ required: true }),
    date: t.field({ type: 'Date', required: true }),
    closed: t.boolean({ description: 'the trainer does not work that day' }),
    hours: t.field({ type: [RangeInput], description: 'the hours of that date; none (and not closed) removes the override' }),
  }),
});
const CancelAppointmentInput = builder.inputType('CancelAppointmentInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

/** The service input's values, decoded; ids that name nothing become null (the use case refuses them). */
function serviceInput(input: {
  category?: string | null | undefined;
  name?: string | null | undefined;
  description?: string | null | undefined;
  durationMinutes?: number | null | undefined;
  price?: string | null | undefined;
  soldPerSession?: boolean | null | undefined;
  bufferBeforeMinutes?: number | null | undefined;
  bufferAfterMinutes?: number | null | undefined;
  organizationClasspasses?: readonly (string | number)[] | null | undefined;
  trainers?: readonly (string | number)[] | null | undefined;
  archived?: boolean | null | undefined;
}): ServiceInput {
  const present = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;
  return {
    ...(present(input.category) ? { categoryId: decodeId(input.category, 'AppointmentCategoryNode') } : {}),
    ...(present(input.name) ? { name: input.name } : {}),
    ...(present(input.description) ? { description: input.description } : {}),
    ...(present(input.durationMinutes) ? { durationMinutes: input.durationMinutes } : {}),
    ...(present(input.price) ? { price: input.price } : {}),
    ...(present(input.soldPerSession) ? { soldPerSession: input.soldPerSession } : {}),
    ...(present(input.bufferBeforeMinutes) ? { bufferBeforeMinutes: input.bufferBeforeMinutes } : {}),
    ...(present(input.bufferAfterMinutes) ? { bufferAfterMinutes: input.bufferAfterMinutes } : {}),
    ...(present(input.organizationClasspasses) ? { classpassIds: input.organizationClasspasses.map((id) => decodeId(id, 'OrganizationClasspassNode')) } : {}),
    ...(present(input.trainers) ? { trainerIds: input.trainers.map((id) => decodeId(id, 'AppointmentTrainerNode')) } : {}),
    ...(present(input.archived) ? { archived: input.archived } : {}),
  };
}

/** The trainer a calendar mutation has just changed, as staff see it. */
async function trainerAfterWrite(ctx: GraphQLContext, id: number | null): Promise<StaffTrainer> {
  const trainer = id === null ? undefined : await findStaffTrainer(ctx.services.db, ctx.club.id, id);
  if (!trainer) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
  return trainer;
}

builder.mutationFields((t) => ({
  createAppointmentCategory: t.field({
    type: CategoryPayload('CreateAppointmentCategoryPayload'),
    description: 'A new appointment category (organization.edit).',
    args: { input: t.arg({ type: CreateAppointmentCategoryInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ appointmentCategory: await saveAppointmentCategory(ctx.services, ctx.club, ctx.actor, { name: input.name }) }),
  }),
  updateAppointmentCategory: t.field({
    type: CategoryPayload('UpdateAppointmentCategoryPayload'),
    description: 'Renames or (un)archives a category (organization.edit); an archived category hides its services from members.',
    args: { input: t.arg({ type: UpdateAppointmentCategoryInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      appointmentCategory: await saveAppointmentCategory(ctx.services, ctx.club, ctx.actor, {
        id: decodeId(input.id, 'AppointmentCategoryNode'),
        name: input.name,
        archived: input.archived,
      }),
    }),
  }),
  createAppointmentService: t.field({
    type: ServicePayload('CreateAppointmentServicePayload'),
    description: 'A new appointment service with the passes that pay for it and its trainers (organization.edit).',
    args: { input: t.arg({ type: CreateAppointmentServiceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ appointmentService: await saveAppointmentService(ctx.services, ctx.club, ctx.actor, undefined, serviceInput(input)) }),
  }),
  updateAppointmentService: t.field({
    type: ServicePayload('UpdateAppointmentServicePayload'),
    description: 'Changes the fields given of a service, archives it or brings it back (organization.edit).',
    args: { input: t.arg({ type: UpdateAppointmentServiceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      appointmentService: await saveAppointmentService(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'AppointmentServiceNode'), serviceInput(input)),
    }),
  }),
  setAppointmentTrainerWeeklyHours: t.field({
    type: TrainerPayload('SetAppointmentTrainerWeeklyHoursPayload'),
    description: "Replaces a trainer's weekly hours (appointments.edit).",
    args: { input: t.arg({ type: SetAppointmentTrainerWeeklyHoursInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = decodeId(input.trainer, 'AppointmentTrainerNode');
      await setTrainerWeeklyHours(ctx.services, ctx.club, ctx.actor, id, input.hours);
      return { appointmentTrainer: await trainerAfterWrite(ctx, id) };
    },
  }),
  createAppointmentTrainerDayOff: t.field({
    type: TrainerPayload('CreateAppointmentTrainerDayOffPayload'),
    description: 'Days off of a trainer, first and last day included (appointments.edit).',
    args: { input: t.arg({ type: CreateAppointmentTrainerDayOffInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = decodeId(input.trainer, 'AppointmentTrainerNode');
      await addTrainerDaysOff(ctx.services, ctx.club, ctx.actor, id, { dateStart: input.dateStart, dateEnd: input.dateEnd, note: input.note ?? '' });
      return { appointmentTrainer: await trainerAfterWrite(ctx, id) };
    },
  }),
  deleteAppointmentTrainerDayOff: t.field({
    type: OkPayload('DeleteAppointmentTrainerDayOffPayload'),
    description: 'Removes days off (appointments.edit).',
    args: { input: t.arg({ type: DeleteAppointmentTrainerDayOffInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await removeTrainerDaysOff(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'AppointmentTrainerDayOffType'));
      return { ok: true };
    },
  }),
  setAppointmentTrainerDateOverride: t.field({
    type: TrainerPayload('SetAppointmentTrainerDateOverridePayload'),
    description: "Sets a trainer's hours on one date instead of the weekly ones, closes the date, or removes the override (appointments.edit).",
    args: { input: t.arg({ type: SetAppointmentTrainerDateOverrideInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = decodeId(input.trainer, 'AppointmentTrainerNode');
      await setTrainerDateOverride(ctx.services, ctx.club, ctx.actor, id, { date: input.date, closed: input.closed ?? false, hours: input.hours ?? [] });
      return { appointmentTrainer: await trainerAfterWrite(ctx, id) };
    },
  }),
  cancelAppointment: t.field({
    type: OkPayload('CancelAppointmentPayload'),
    description: "Staff cancel a member's appointment that has not started (appointments.edit): the member and the trainer get the mail, the session returns before the cancel window.",
    args: { input: t.arg({ type: CancelAppointmentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await cancelAppointmentForMember(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'AppointmentNode'));
      return { ok: true };
    },
  }),
}));
