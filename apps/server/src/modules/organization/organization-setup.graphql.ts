import { builder } from '../../graphql/builder.js';
import { hasPermission } from '../auth/actor.js';
import { OrganizationClasspassNode } from '../classpasses/classpass.graphql.js';
import { findOrganizationClasspass } from '../classpasses/list-classpasses.js';
import { OrganizationClasstypeNode, OrganizationLevelNode, OrganizationLocationNode, OrganizationLocationRoomNode } from '../schedule/organization.graphql.js';
import { decodeId, numericId, offsetConnection } from '../schedule/relay-helpers.graphql.js';
import { findClasstype, findLevel, findLocation, findRoom } from '../schedule/schedule.repository.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { archiveOrganizationItem } from './archive-organization-item.js';
import {
  findOrganizationClasspassGroup,
  findOrganizationHoliday,
  groupsOfClasspass,
  listOrganizationClasspassGroups,
  listOrganizationHolidays,
  listOrganizationTaxRates,
} from './list-organization.js';
import type { SaveTarget } from './organization-item.js';
import { holidayLocationIds, listRoomsOfLocations, type ClasspassGroupRow, type HolidayRow, type TaxRateRow } from './organization.repository.js';
import { saveClasspassGroup } from './save-classpass-group.js';
import { saveClasspass } from './save-classpass.js';
import { saveClasstype } from './save-classtype.js';
import { removeHoliday, saveHoliday } from './save-holiday.js';
import { saveLevel } from './save-level.js';
import { saveLocation } from './save-location.js';
import { saveRoom } from './save-room.js';

const LIST_SIZE = 100;

/** The row an update names: its decoded id, or null (NOT_FOUND) for an id of another type or shape. */
const target = (id: string | number, typename: string): SaveTarget => decodeId(id, typename);

type SetupFlag = 'archived' | 'displayPublic';

/** A set-up flag of a row: its own when it was read with it, else loaded (rows read for the schedule carry none). */
async function setupFlag(row: object, key: SetupFlag, load: () => Promise<Partial<Record<SetupFlag, boolean>> | undefined>): Promise<boolean> {
  const own = (row as Partial<Record<SetupFlag, unknown>>)[key];
  if (typeof own === 'boolean') return own;
  return (await load())?.[key] ?? false;
}

builder.objectFields(OrganizationLocationNode, (t) => ({
  archived: t.boolean({ resolve: (l, _args, ctx) => setupFlag(l, 'archived', () => findLocation(ctx.services.db, ctx.club.id, l.id)) }),
  displayPublic: t.boolean({ resolve: (l, _args, ctx) => setupFlag(l, 'displayPublic', () => findLocation(ctx.services.db, ctx.club.id, l.id)) }),
  rooms: t.field({
    type: [OrganizationLocationRoomNode],
    description: 'The rooms of the location by name; archived ones (archived: true) for organization.view only.',
    args: { archived: t.arg.boolean({ defaultValue: false }) },
    resolve: async (l, args, ctx) => {
      if (args.archived && !hasPermission(ctx.actor, 'organization.view')) return [];
      const rooms = await listRoomsOfLocations(ctx.services.db, ctx.club.id, [l.id]);
      return rooms.filter((r) => r.archived === (args.archived ?? false)).map((r) => ({ ...r, location: l }));
    },
  }),
}));

builder.objectFields(OrganizationLocationRoomNode, (t) => ({
  archived: t.boolean({ resolve: (r, _args, ctx) => setupFlag(r, 'archived', () => findRoom(ctx.services.db, ctx.club.id, r.id)) }),
  displayPublic: t.boolean({ resolve: (r, _args, ctx) => setupFlag(r, 'displayPublic', () => findRoom(ctx.services.db, ctx.club.id, r.id)) }),
}));

builder.objectFields(OrganizationClasstypeNode, (t) => ({
  archived: t.boolean({ resolve: (c, _args, ctx) => setupFlag(c, 'archived', () => findClasstype(ctx.services.db, ctx.club.id, c.id)) }),
  displayPublic: t.boolean({ resolve: (c, _args, ctx) => setupFlag(c, 'displayPublic', () => findClasstype(ctx.services.db, ctx.club.id, c.id)) }),
}));

builder.objectFields(OrganizationLevelNode, (t) => ({
  archived: t.boolean({ resolve: (l, _args, ctx) => setupFlag(l, 'archived', () => findLevel(ctx.services.db, ctx.club.id, l.id)) }),
}));

export const FinanceTaxRateType = builder.objectRef<TaxRateRow>('FinanceTaxRateType').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    percentage: t.field({ type: 'Decimal', resolve: (r) => r.percentage }),
    rateType: t.string({ description: 'IN: prices include the tax; EX: it comes on top', resolve: (r) => r.rateType }),
  }),
});

export const OrganizationHolidayNode = builder.node(builder.objectRef<HolidayRow>('OrganizationHolidayNode'), {
  id: { resolve: (h) => h.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findOrganizationHoliday(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    dateStart: t.field({ type: 'Date', resolve: (h) => h.dateStart }),
    dateEnd: t.field({ type: 'Date', resolve: (h) => h.dateEnd }),
    organizationLocations: t.field({
      type: [OrganizationLocationNode],
      resolve: async (h, _args, ctx) => {
        const ids = (await holidayLocationIds(ctx.services.db, ctx.club.id, [h.id])).get(h.id) ?? [];
        const rows = await Promise.all(ids.map((id) => findLocation(ctx.services.db, ctx.club.id, id)));
        return rows.filter((r) => r !== undefined).sort((a, b) => a.name.localeCompare(b.name));
      },
    }),
  }),
});

export const OrganizationClasspassGroupNode = builder.node(builder.objectRef<ClasspassGroupRow>('OrganizationClasspassGroupNode'), {
  id: { resolve: (g) => g.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findOrganizationClasspassGroup(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    archived: t.exposeBoolean('archived'),
  }),
});

builder.objectFields(OrganizationClasspassNode, (t) => ({
  organizationClasspassGroups: t.field({
    type: [OrganizationClasspassGroupNode],
    description: 'The pass groups it belongs to (which classes it may be used for); set-up, for organization.view only.',
    resolve: (p, _args, ctx) => groupsOfClasspass(ctx.services, ctx.club, ctx.actor, p.id),
  }),
  financeTaxRateId: t.int({ nullable: true, description: 'Its tax rate (financeTaxRates), for organization.view only.', resolve: (p, _args, ctx) => (hasPermission(ctx.actor, 'organization.view') ? p.financeTaxRateId : null) }),
}));

builder.queryFields((t) => ({
  organizationHolidays: t.connection(
    {
      type: OrganizationHolidayNode,
      description: 'Holidays, the latest first (organization.view).',
      resolve: (_root, args, ctx) => offsetConnection(args, LIST_SIZE, (page) => listOrganizationHolidays(ctx.services, ctx.club, ctx.actor, page)),
    },
    { name: 'OrganizationHolidayNodeConnection' },
    { name: 'OrganizationHolidayNodeEdge' },
  ),
  organizationClasspassGroups: t.connection(
    {
      type: OrganizationClasspassGroupNode,
      description: 'Class pass groups by name (organization.view).',
      args: { archived: t.arg.boolean({ defaultValue: false }) },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, LIST_SIZE, (page) => listOrganizationClasspassGroups(ctx.services, ctx.club, ctx.actor, args.archived ?? false, page)),
    },
    { name: 'OrganizationClasspassGroupNodeConnection' },
    { name: 'OrganizationClasspassGroupNodeEdge' },
  ),
  financeTaxRates: t.field({
    type: [FinanceTaxRateType],
    description: "The club's tax rates by name, for the product forms (organization.view).",
    resolve: (_root, _args, ctx) => listOrganizationTaxRates(ctx.services, ctx.club, ctx.actor),
  }),
}));

const ValidityUnitEnum = builder.enumType('OrganizationClasspassValidityUnit', { values: ['DAYS', 'WEEKS', 'MONTHS', 'YEARS'] as const });

const decodeIds = (list: readonly (string | number)[] | null | undefined, typename: string) => (list ?? []).map((id) => decodeId(id, typename));

const ArchiveInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ id: t.id({ required: true }), archived: t.boolean({ defaultValue: true, description: 'false brings it back' }) }) });

// Locations
const CreateOrganizationLocationInput = builder.inputType('CreateOrganizationLocationInput', {
  fields: (t) => ({ name: t.string({ required: true }), displayPublic: t.boolean({ defaultValue: true }) }),
});
const UpdateOrganizationLocationInput = builder.inputType('UpdateOrganizationLocationInput', {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: true }), displayPublic: t.boolean({ defaultValue: true }) }),
});
const OrganizationLocationPayload = builder.simpleObject('OrganizationLocationPayload', {
  fields: (f) => ({ organizationLocation: f.field({ type: OrganizationLocationNode, nullable: true }) }),
});
const locationPayload = async (ctx: GraphQLContext, id: number) => ({ organizationLocation: (await findLocation(ctx.services.db, ctx.club.id, id)) ?? null });

// Rooms
const CreateOrganizationLocationRoomInput = builder.inputType('CreateOrganizationLocationRoomInput', {
  fields: (t) => ({ organizationLocation: t.id({ required: true }), name: t.string({ required: true }), displayPublic: t.boolean({ defaultValue: true }) }),
});
const UpdateOrganizationLocationRoomInput = builder.inputType('UpdateOrganizationLocationRoomInput', {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: true }), displayPublic: t.boolean({ defaultValue: true }) }),
});
const OrganizationLocationRoomPayload = builder.simpleObject('OrganizationLocationRoomPayload', {
  fields: (f) => ({ organizationLocationRoom: f.field({ type: OrganizationLocationRoomNode, nullable: true }) }),
});
async function roomPayload(ctx: GraphQLContext, id: number) {
  const r = await findRoom(ctx.services.db, ctx.club.id, id);
  return { organizationLocationRoom: r ? { ...r, location: { id: r.locationId, name: r.locationName } } : null };
}

// Class types
const classtypeFields = {
  name: { required: true },
  descriptionTitle: { defaultValue: '' },
  description: { defaultValue: '' },
  urlImage: { defaultValue: '', description: "'' for none, or the URL an image upload answered (POST /<club>/d/api/images/?for=classtype)" },
} as const;
const CreateOrganizationClasstypeInput = builder.inputType('CreateOrganizationClasstypeInput', {
  fields: (t) => ({
    name: t.string(classtypeFields.name),
    descriptionTitle: t.string(classtypeFields.descriptionTitle),
    description: t.string(classtypeFields.description),
    urlImage: t.string(classtypeFields.urlImage),
    displayPublic: t.boolean({ defaultValue: true }),
  }),
});
const UpdateOrganizationClasstypeInput = builder.inputType('UpdateOrganizationClasstypeInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(classtypeFields.name),
    descriptionTitle: t.string(classtypeFields.descriptionTitle),
    description: t.string(classtypeFields.description),
    urlImage: t.string(classtypeFields.urlImage),
    displayPublic: t.boolean({ defaultValue: true }),
  }),
});
const OrganizationClasstypePayload = builder.simpleObject('OrganizationClasstypePayload', {
  fields: (f) => ({ organizationClasstype: f.field({ type: OrganizationClasstypeNode, nullable: true }) }),
});
const classtypePayload = async (ctx: GraphQLContext, id: number) => ({ organizationClasstype: (await findClasstype(ctx.services.db, ctx.club.id, id)) ?? null });
type ClasstypeArgs = { name: string; descriptionTitle?: string | null; description?: string | null; urlImage?: string | null; displayPublic?: boolean | null };
const classtypeInput = (i: ClasstypeArgs) => ({
  name: i.name,
  descriptionTitle: i.descriptionTitle ?? '',
  description: i.description ?? '',
  urlImage: i.urlImage ?? '',
  displayPublic: i.displayPublic ?? true,
});

// Levels
const CreateOrganizationLevelInput = builder.inputType('CreateOrganizationLevelInput', { fields: (t) => ({ name: t.string({ required: true }) }) });
const UpdateOrganizationLevelInput = builder.inputType('UpdateOrganizationLevelInput', { fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: true }) }) });
const OrganizationLevelPayload = builder.simpleObject('OrganizationLevelPayload', {
  fields: (f) => ({ organizationLevel: f.field({ type: OrganizationLevelNode, nullable: true }) }),
});
const levelPayload = async (ctx: GraphQLContext, id: number) => ({ organizationLevel: (await findLevel(ctx.services.db, ctx.club.id, id)) ?? null });

// Holidays
const CreateOrganizationHolidayInput = builder.inputType('CreateOrganizationHolidayInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ defaultValue: '' }),
    dateStart: t.field({ type: 'Date', required: true }),
    dateEnd: t.field({ type: 'Date', required: true }),
    organizationLocations: t.idList({ required: true }),
  }),
});
const UpdateOrganizationHolidayInput = builder.inputType('UpdateOrganizationHolidayInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string({ defaultValue: '' }),
    dateStart: t.field({ type: 'Date', required: true }),
    dateEnd: t.field({ type: 'Date', required: true }),
    organizationLocations: t.idList({ required: true }),
  }),
});
const DeleteOrganizationHolidayInput = builder.inputType('DeleteOrganizationHolidayInput', { fields: (t) => ({ id: t.id({ required: true }) }) });
const OrganizationHolidayPayload = builder.simpleObject('OrganizationHolidayPayload', {
  fields: (f) => ({ organizationHoliday: f.field({ type: OrganizationHolidayNode, nullable: true }) }),
});
const holidayPayload = async (ctx: GraphQLContext, id: number) => ({ organizationHoliday: (await findOrganizationHoliday(ctx.services, ctx.club, ctx.actor, id)) ?? null });
type HolidayArgs = { name: string; description?: string | null; dateStart: string; dateEnd: string; organizationLocations: readonly (string | number)[] };
const holidayInput = (i: HolidayArgs) => ({
  name: i.name,
  description: i.description ?? '',
  dateStart: i.dateStart,
  dateEnd: i.dateEnd,
  locationIds: decodeIds(i.organizationLocations, 'OrganizationLocationNode'),
});

// Class pass products
const CreateOrganizationClasspassInput = builder.inputType('CreateOrganizationClasspassInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ defaultValue: '', description: 'HTML shown on the shop card' }),
    price: t.field({ type: 'Decimal', required: true }),
    financeTaxRate: t.int({ description: 'the id of one of financeTaxRates; none when left out' }),
    validity: t.int({ required: true }),
    validityUnit: t.field({ type: ValidityUnitEnum, required: true }),
    classes: t.int({ description: 'left out for an unlimited pass' }),
    unlimited: t.boolean({ defaultValue: false }),
    trialPass: t.boolean({ defaultValue: false }),
    displayPublic: t.boolean({ defaultValue: true }),
    displayShop: t.boolean({ defaultValue: true }),
    organizationClasspassGroups: t.idList({ defaultValue: [] }),
  }),
});
const UpdateOrganizationClasspassInput = builder.inputType('UpdateOrganizationClasspassInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string({ defaultValue: '', description: 'HTML shown on the shop card' }),
    price: t.field({ type: 'Decimal', required: true }),
    financeTaxRate: t.int({ description: 'the id of one of financeTaxRates; none when left out' }),
    validity: t.int({ required: true }),
    validityUnit: t.field({ type: ValidityUnitEnum, required: true }),
    classes: t.int({ description: 'left out for an unlimited pass' }),
    unlimited: t.boolean({ defaultValue: false }),
    trialPass: t.boolean({ defaultValue: false }),
    displayPublic: t.boolean({ defaultValue: true }),
    displayShop: t.boolean({ defaultValue: true }),
    organizationClasspassGroups: t.idList({ defaultValue: [] }),
  }),
});
const OrganizationClasspassPayload = builder.simpleObject('OrganizationClasspassPayload', {
  fields: (f) => ({ organizationClasspass: f.field({ type: OrganizationClasspassNode, nullable: true }) }),
});
const classpassPayload = async (ctx: GraphQLContext, id: number) => ({ organizationClasspass: (await findOrganizationClasspass(ctx.services, ctx.club, ctx.actor, id)) ?? null });
type ClasspassArgs = {
  name: string;
  description?: string | null;
  price: string;
  financeTaxRate?: number | null;
  validity: number;
  validityUnit: 'DAYS' | 'WEEKS' | 'MONTHS' | 'YEARS';
  classes?: number | null;
  unlimited?: boolean | null;
  trialPass?: boolean | null;
  displayPublic?: boolean | null;
  displayShop?: boolean | null;
  organizationClasspassGroups?: readonly (string | number)[] | null;
};
const classpassInput = (i: ClasspassArgs) => ({
  name: i.name,
  description: i.description ?? '',
  price: i.price,
  taxRateId: i.financeTaxRate ?? undefined,
  validity: i.validity,
  validityUnit: i.validityUnit,
  classes: i.classes ?? null,
  unlimited: i.unlimited ?? false,
  trialPass: i.trialPass ?? false,
  displayPublic: i.displayPublic ?? true,
  displayShop: i.displayShop ?? true,
  groupIds: decodeIds(i.organizationClasspassGroups, 'OrganizationClasspassGroupNode'),
});

// Class pass groups
const CreateOrganizationClasspassGroupInput = builder.inputType('CreateOrganizationClasspassGroupInput', {
  fields: (t) => ({ name: t.string({ required: true }), description: t.string({ defaultValue: '' }) }),
});
const UpdateOrganizationClasspassGroupInput = builder.inputType('UpdateOrganizationClasspassGroupInput', {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: true }), description: t.string({ defaultValue: '' }) }),
});
const OrganizationClasspassGroupPayload = builder.simpleObject('OrganizationClasspassGroupPayload', {
  fields: (f) => ({ organizationClasspassGroup: f.field({ type: OrganizationClasspassGroupNode, nullable: true }) }),
});
const groupPayload = async (ctx: GraphQLContext, id: number) => ({ organizationClasspassGroup: (await findOrganizationClasspassGroup(ctx.services, ctx.club, ctx.actor, id)) ?? null });

builder.mutationFields((t) => ({
  createOrganizationLocation: t.field({
    type: OrganizationLocationPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: CreateOrganizationLocationInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      locationPayload(ctx, await saveLocation(ctx.services, ctx.club, ctx.actor, 'new', { name: input.name, displayPublic: input.displayPublic ?? true })),
  }),
  updateOrganizationLocation: t.field({
    type: OrganizationLocationPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: UpdateOrganizationLocationInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      locationPayload(
        ctx,
        await saveLocation(ctx.services, ctx.club, ctx.actor, target(input.id, 'OrganizationLocationNode'), { name: input.name, displayPublic: input.displayPublic ?? true }),
      ),
  }),
  archiveOrganizationLocation: t.field({
    type: OrganizationLocationPayload,
    description: 'organization.edit; locations are archived, never deleted (rooms and classes point at them)',
    args: { input: t.arg({ type: ArchiveInput('ArchiveOrganizationLocationInput'), required: true }) },
    resolve: async (_root, { input }, ctx) =>
      locationPayload(
        ctx,
        await archiveOrganizationItem(ctx.services, ctx.club, ctx.actor, 'organizationLocations', decodeId(input.id, 'OrganizationLocationNode'), input.archived ?? true),
      ),
  }),
  createOrganizationLocationRoom: t.field({
    type: OrganizationLocationRoomPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: CreateOrganizationLocationRoomInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      roomPayload(
        ctx,
        await saveRoom(ctx.services, ctx.club, ctx.actor, 'new', {
          locationId: decodeId(input.organizationLocation, 'OrganizationLocationNode'),
          name: input.name,
          displayPublic: input.displayPublic ?? true,
        }),
      ),
  }),
  updateOrganizationLocationRoom: t.field({
    type: OrganizationLocationRoomPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: UpdateOrganizationLocationRoomInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      roomPayload(
        ctx,
        await saveRoom(ctx.services, ctx.club, ctx.actor, target(input.id, 'OrganizationLocationRoomNode'), { name: input.name, displayPublic: input.displayPublic ?? true }),
      ),
  }),
  archiveOrganizationLocationRoom: t.field({
    type: OrganizationLocationRoomPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: ArchiveInput('ArchiveOrganizationLocationRoomInput'), required: true }) },
    resolve: async (_root, { input }, ctx) =>
      roomPayload(
        ctx,
        await archiveOrganizationItem(ctx.services, ctx.club, ctx.actor, 'organizationLocationRooms', decodeId(input.id, 'OrganizationLocationRoomNode'), input.archived ?? true),
      ),
  }),
  createOrganizationClasstype: t.field({
    type: OrganizationClasstypePayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: CreateOrganizationClasstypeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => classtypePayload(ctx, await saveClasstype(ctx.services, ctx.club, ctx.actor, 'new', classtypeInput(input))),
  }),
  updateOrganizationClasstype: t.field({
    type: OrganizationClasstypePayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: UpdateOrganizationClasstypeInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      classtypePayload(ctx, await saveClasstype(ctx.services, ctx.club, ctx.actor, target(input.id, 'OrganizationClasstypeNode'), classtypeInput(input))),
  }),
  archiveOrganizationClasstype: t.field({
    type: OrganizationClasstypePayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: ArchiveInput('ArchiveOrganizationClasstypeInput'), required: true }) },
    resolve: async (_root, { input }, ctx) =>
      classtypePayload(
        ctx,
        await archiveOrganizationItem(ctx.services, ctx.club, ctx.actor, 'organizationClasstypes', decodeId(input.id, 'OrganizationClasstypeNode'), input.archived ?? true),
      ),
  }),
  createOrganizationLevel: t.field({
    type: OrganizationLevelPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: CreateOrganizationLevelInput, required: true }) },
    resolve: async (_root, { input }, ctx) => levelPayload(ctx, await saveLevel(ctx.services, ctx.club, ctx.actor, 'new', { name: input.name })),
  }),
  updateOrganizationLevel: t.field({
    type: OrganizationLevelPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: UpdateOrganizationLevelInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      levelPayload(ctx, await saveLevel(ctx.services, ctx.club, ctx.actor, target(input.id, 'OrganizationLevelNode'), { name: input.name })),
  }),
  archiveOrganizationLevel: t.field({
    type: OrganizationLevelPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: ArchiveInput('ArchiveOrganizationLevelInput'), required: true }) },
    resolve: async (_root, { input }, ctx) =>
      levelPayload(ctx, await archiveOrganizationItem(ctx.services, ctx.club, ctx.actor, 'organizationLevels', decodeId(input.id, 'OrganizationLevelNode'), input.archived ?? true)),
  }),
  createOrganizationHoliday: t.field({
    type: OrganizationHolidayPayload,
    description: 'organization.edit; classes at its locations show HOLIDAY on its dates',
    args: { input: t.arg({ type: CreateOrganizationHolidayInput, required: true }) },
    resolve: async (_root, { input }, ctx) => holidayPayload(ctx, await saveHoliday(ctx.services, ctx.club, ctx.actor, 'new', holidayInput(input))),
  }),
  updateOrganizationHoliday: t.field({
    type: OrganizationHolidayPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: UpdateOrganizationHolidayInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      holidayPayload(ctx, await saveHoliday(ctx.services, ctx.club, ctx.actor, target(input.id, 'OrganizationHolidayNode'), holidayInput(input))),
  }),
  deleteOrganizationHoliday: t.field({
    type: builder.simpleObject('DeleteOrganizationHolidayPayload', { fields: (f) => ({ ok: f.boolean() }) }),
    description: 'organization.edit',
    args: { input: t.arg({ type: DeleteOrganizationHolidayInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await removeHoliday(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'OrganizationHolidayNode'));
      return { ok: true };
    },
  }),
  createOrganizationClasspass: t.field({
    type: OrganizationClasspassPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: CreateOrganizationClasspassInput, required: true }) },
    resolve: async (_root, { input }, ctx) => classpassPayload(ctx, await saveClasspass(ctx.services, ctx.club, ctx.actor, 'new', classpassInput(input))),
  }),
  updateOrganizationClasspass: t.field({
    type: OrganizationClasspassPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: UpdateOrganizationClasspassInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      classpassPayload(ctx, await saveClasspass(ctx.services, ctx.club, ctx.actor, target(input.id, 'OrganizationClasspassNode'), classpassInput(input))),
  }),
  archiveOrganizationClasspass: t.field({
    type: OrganizationClasspassPayload,
    description: 'organization.edit; archived products leave the shop, sold passes keep them',
    args: { input: t.arg({ type: ArchiveInput('ArchiveOrganizationClasspassInput'), required: true }) },
    resolve: async (_root, { input }, ctx) =>
      classpassPayload(
        ctx,
        await archiveOrganizationItem(ctx.services, ctx.club, ctx.actor, 'organizationClasspasses', decodeId(input.id, 'OrganizationClasspassNode'), input.archived ?? true),
      ),
  }),
  createOrganizationClasspassGroup: t.field({
    type: OrganizationClasspassGroupPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: CreateOrganizationClasspassGroupInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      groupPayload(ctx, await saveClasspassGroup(ctx.services, ctx.club, ctx.actor, 'new', { name: input.name, description: input.description ?? '' })),
  }),
  updateOrganizationClasspassGroup: t.field({
    type: OrganizationClasspassGroupPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: UpdateOrganizationClasspassGroupInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      groupPayload(
        ctx,
        await saveClasspassGroup(ctx.services, ctx.club, ctx.actor, target(input.id, 'OrganizationClasspassGroupNode'), { name: input.name, description: input.description ?? '' }),
      ),
  }),
  archiveOrganizationClasspassGroup: t.field({
    type: OrganizationClasspassGroupPayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: ArchiveInput('ArchiveOrganizationClasspassGroupInput'), required: true }) },
    resolve: async (_root, { input }, ctx) =>
      groupPayload(
        ctx,
        await archiveOrganizationItem(ctx.services, ctx.club, ctx.actor, 'organizationClasspassGroups', decodeId(input.id, 'OrganizationClasspassGroupNode'), input.archived ?? true),
      ),
  }),
}));
