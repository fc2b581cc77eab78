import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requestLoader } from '../../graphql/request-loader.js';
import { canSeeArchived, hasPermission } from '../../platform/access-policy.js';
import { findOrganizationClasspass } from '../classpasses/index.js';
import { OrganizationClasspassNode } from '../classpasses/graphql.js';
import { classtypesByIds, findClasstype, findLevel, findLocation, findRoom, levelsByIds, locationsByIds, roomsByIds, type LocationRef } from '../schedule/index.js';
import { OrganizationClasstypeNode, OrganizationLevelNode, OrganizationLocationNode, OrganizationLocationRoomNode } from '../schedule/graphql.js';
import { decodeId, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import {
  findOrganizationGroup,
  findOrganizationHoliday,
  groupsOfProducts,
  listOrganizationGroups,
  listOrganizationHolidays,
  listOrganizationTaxRates,
} from './list-organization.js';
import { holidayLocationIds, listRoomsOfLocations, type ProductGroupRow, type HolidayRow, type TaxRateRow } from './organization.repository.js';
import { saveProductGroup } from './save-product-group.js';
import { saveClasspass } from './save-classpass.js';
import { saveClasstype } from './save-classtype.js';
import { removeHoliday, saveHoliday } from './save-holiday.js';
import { saveLevel } from './save-level.js';
import { saveLocation } from './save-location.js';
import { saveRoom } from './save-room.js';
import { setupItemMutations } from './setup-item-mutations.graphql.js';

const LIST_SIZE = 100;

type SetupFlag = 'archived' | 'displayPublic' | 'waitlist';

type SetupFlags = Partial<Record<SetupFlag, boolean>> & { id: number };

/** The set-up flags of the rows a request shows, one batched read per kind of row (both flags share it). */
const setupRowsOf = (read: typeof locationsByIds | typeof roomsByIds | typeof classtypesByIds | typeof levelsByIds) =>
  requestLoader((ids: readonly number[], ctx): Promise<SetupFlags[]> => read(ctx.services.db, ctx.club.id, ids), (row) => row.id);
const flagsOf = {
  location: setupRowsOf(locationsByIds),
  room: setupRowsOf(roomsByIds),
  classtype: setupRowsOf(classtypesByIds),
  level: setupRowsOf(levelsByIds),
};

/** A set-up flag of a row: its own when it was read with it, else loaded (rows read for the schedule carry none). */
async function setupFlag(ctx: GraphQLContext, row: { id: number }, key: SetupFlag, kind: keyof typeof flagsOf): Promise<boolean> {
  const own = (row as Partial<Record<SetupFlag, unknown>>)[key];
  if (typeof own === 'boolean') return own;
  return (await flagsOf[kind](ctx).load(row.id))?.[key] ?? false;
}

builder.objectFields(OrganizationLocationNode, (t) => ({
  archived: t.boolean({ resolve: (l, _args, ctx) => setupFlag(ctx, l, 'archived', 'location') }),
  displayPublic: t.boolean({ resolve: (l, _args, ctx) => setupFlag(ctx, l, 'displayPublic', 'location') }),
  rooms: t.loadableList({
    type: OrganizationLocationRoomNode,
    description: 'The rooms of the location by name; archived ones (archived: true) for organization.view only.',
    args: { archived: t.arg.boolean({ defaultValue: false }) },
    byPath: true,
    load: async (locations: LocationRef[], ctx, args) => {
      if (args.archived && !canSeeArchived(ctx.actor)) return locations.map(() => []);
      const rooms = (await listRoomsOfLocations(ctx.services.db, ctx.club.id, locations.map((l) => l.id))).filter((r) => r.archived === (args.archived ?? false));
      return locations.map((l) => rooms.filter((r) => r.organizationLocationId === l.id).map((r) => ({ ...r, location: l })));
    },
    resolve: (l) => l,
  }),
}));

builder.objectFields(OrganizationLocationRoomNode, (t) => ({
  archived: t.boolean({ resolve: (r, _args, ctx) => setupFlag(ctx, r, 'archived', 'room') }),
  displayPublic: t.boolean({ resolve: (r, _args, ctx) => setupFlag(ctx, r, 'displayPublic', 'room') }),
}));

builder.objectFields(OrganizationClasstypeNode, (t) => ({
  archived: t.boolean({ resolve: (c, _args, ctx) => setupFlag(ctx, c, 'archived', 'classtype') }),
  displayPublic: t.boolean({ resolve: (c, _args, ctx) => setupFlag(ctx, c, 'displayPublic', 'classtype') }),
  waitlist: t.boolean({ description: 'A full class of this type offers its waitlist.', resolve: (c, _args, ctx) => setupFlag(ctx, c, 'waitlist', 'classtype') }),
}));

builder.objectFields(OrganizationLevelNode, (t) => ({
  archived: t.boolean({ resolve: (l, _args, ctx) => setupFlag(ctx, l, 'archived', 'level') }),
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
    organizationLocations: t.loadableList({
      type: OrganizationLocationNode,
      load: async (holidayIds: number[], ctx) => {
        const idsByHoliday = await holidayLocationIds(ctx.services.db, ctx.club.id, holidayIds);
        const locations = (await locationsByIds(ctx.services.db, ctx.club.id, [...new Set([...idsByHoliday.values()].flat())])).sort((a, b) => a.name.localeCompare(b.name));
        return holidayIds.map((id) => locations.filter((l) => idsByHoliday.get(id)?.includes(l.id)));
      },
      resolve: (h) => h.id,
    }),
  }),
});

export const OrganizationClasspassGroupNode = builder.node(builder.objectRef<ProductGroupRow>('OrganizationClasspassGroupNode'), {
  id: { resolve: (g) => g.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findOrganizationGroup(ctx.services, ctx.club, ctx.actor, 'organizationClasspassGroups', n)) ?? null);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    archived: t.exposeBoolean('archived'),
  }),
});

builder.objectFields(OrganizationClasspassNode, (t) => ({
  organizationClasspassGroups: t.loadableList({
    type: OrganizationClasspassGroupNode,
    description: 'The pass groups it belongs to (which classes it may be used for); set-up, for organization.view only.',
    load: (classpassIds: number[], ctx) => groupsOfProducts(ctx.services, ctx.club, ctx.actor, 'classpass', classpassIds),
    resolve: (p) => p.id,
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
        offsetConnection(args, LIST_SIZE, (page) => listOrganizationGroups(ctx.services, ctx.club, ctx.actor, 'organizationClasspassGroups', args.archived ?? false, page)),
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

export const ValidityUnitEnum = builder.enumType('OrganizationClasspassValidityUnit', { values: ['DAYS', 'WEEKS', 'MONTHS', 'YEARS'] as const });

export const decodeIds = (list: readonly (string | number)[] | null | undefined, typename: string) => (list ?? []).map((id) => decodeId(id, typename));

// Locations, rooms, class types, levels, holidays, pass products and groups: each kind's create, update and
// archive (in this order, which is the schema's).
setupItemMutations({
  name: 'OrganizationLocation',
  payloadField: 'organizationLocation',
  node: OrganizationLocationNode,
  typename: 'OrganizationLocationNode',
  fields: (t) => ({
    name: t.string({ required: true }),
    displayPublic: t.boolean({ defaultValue: true }),
    address: t.string({ description: "The street address members see on a class's page; left out, it stays as it is" }),
  }),
  values: (i) => ({ name: i.name, displayPublic: i.displayPublic ?? true, address: i.address ?? undefined }),
  save: saveLocation,
  read: (ctx, id) => findLocation(ctx.services.db, ctx.club.id, id),
  archive: 'organizationLocations',
  descriptions: { archive: 'organization.edit; locations are archived, never deleted (rooms and classes point at them)' },
});

setupItemMutations({
  name: 'OrganizationLocationRoom',
  payloadField: 'organizationLocationRoom',
  node: OrganizationLocationRoomNode,
  typename: 'OrganizationLocationRoomNode',
  createFields: (t) => ({ organizationLocation: t.id({ required: true }) }),
  fields: (t) => ({ name: t.string({ required: true }), displayPublic: t.boolean({ defaultValue: true }) }),
  values: (i) => ({
    name: i.name,
    displayPublic: i.displayPublic ?? true,
    // Only a create names the location; a room stays in its own.
    ...(i.organizationLocation === undefined ? {} : { locationId: decodeId(i.organizationLocation, 'OrganizationLocationNode') }),
  }),
  save: saveRoom,
  read: async (ctx, id) => {
    const r = await findRoom(ctx.services.db, ctx.club.id, id);
    return r ? { ...r, location: { id: r.locationId, name: r.locationName } } : null;
  },
  archive: 'organizationLocationRooms',
});

setupItemMutations({
  name: 'OrganizationClasstype',
  payloadField: 'organizationClasstype',
  node: OrganizationClasstypeNode,
  typename: 'OrganizationClasstypeNode',
  fields: (t) => ({
    name: t.string({ required: true }),
    descriptionTitle: t.string({ defaultValue: '' }),
    description: t.string({ defaultValue: '' }),
    urlImage: t.string({ defaultValue: '', description: "'' for none, or the URL an image upload answered (POST /<club>/d/api/images/?for=classtype)" }),
    displayPublic: t.boolean({ defaultValue: true }),
    waitlist: t.boolean({ defaultValue: false, description: 'A full class of this type offers its waitlist.' }),
  }),
  values: (i) => ({
    name: i.name,
    descriptionTitle: i.descriptionTitle ?? '',
    description: i.description ?? '',
    urlImage: i.urlImage ?? '',
    displayPublic: i.displayPublic ?? true,
    waitlist: i.waitlist ?? false,
  }),
  save: saveClasstype,
  read: (ctx, id) => findClasstype(ctx.services.db, ctx.club.id, id),
  archive: 'organizationClasstypes',
});

setupItemMutations({
  name: 'OrganizationLevel',
  payloadField: 'organizationLevel',
  node: OrganizationLevelNode,
  typename: 'OrganizationLevelNode',
  fields: (t) => ({ name: t.string({ required: true }) }),
  values: (i) => ({ name: i.name }),
  save: saveLevel,
  read: (ctx, id) => findLevel(ctx.services.db, ctx.club.id, id),
  archive: 'organizationLevels',
});

// Holidays are deleted, not archived (nothing points at them).
let DeleteOrganizationHolidayInput: ReturnType<typeof deleteHolidayInput> | undefined;
const deleteHolidayInput = () => builder.inputType('DeleteOrganizationHolidayInput', { fields: (t) => ({ id: t.id({ required: true }) }) });
setupItemMutations({
  name: 'OrganizationHoliday',
  payloadField: 'organizationHoliday',
  node: OrganizationHolidayNode,
  typename: 'OrganizationHolidayNode',
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ defaultValue: '' }),
    dateStart: t.field({ type: 'Date', required: true }),
    dateEnd: t.field({ type: 'Date', required: true }),
    organizationLocations: t.idList({ required: true }),
  }),
  afterInputs: () => (DeleteOrganizationHolidayInput = deleteHolidayInput()),
  values: (i) => ({
    name: i.name,
    description: i.description ?? '',
    dateStart: i.dateStart,
    dateEnd: i.dateEnd,
    locationIds: decodeIds(i.organizationLocations, 'OrganizationLocationNode'),
  }),
  save: saveHoliday,
  read: (ctx, id) => findOrganizationHoliday(ctx.services, ctx.club, ctx.actor, id),
  descriptions: { create: 'organization.edit; classes at its locations show HOLIDAY on its dates' },
});
builder.mutationField('deleteOrganizationHoliday', (t) =>
  t.field({
    type: builder.simpleObject('DeleteOrganizationHolidayPayload', { fields: (f) => ({ ok: f.boolean() }) }),
    description: 'organization.edit',
    args: { input: t.arg({ type: DeleteOrganizationHolidayInput!, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await removeHoliday(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'OrganizationHolidayNode'));
      return { ok: true };
    },
  }),
);

setupItemMutations({
  name: 'OrganizationClasspass',
  payloadField: 'organizationClasspass',
  node: OrganizationClasspassNode,
  typename: 'OrganizationClasspassNode',
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
  values: (i) => ({
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
  }),
  save: saveClasspass,
  read: (ctx, id) => findOrganizationClasspass(ctx.services, ctx.club, ctx.actor, id),
  archive: 'organizationClasspasses',
  descriptions: { archive: 'organization.edit; archived products leave the shop, sold passes keep them' },
});

setupItemMutations({
  name: 'OrganizationClasspassGroup',
  payloadField: 'organizationClasspassGroup',
  node: OrganizationClasspassGroupNode,
  typename: 'OrganizationClasspassGroupNode',
  fields: (t) => ({ name: t.string({ required: true }), description: t.string({ defaultValue: '' }) }),
  values: (i) => ({ name: i.name, description: i.description ?? '' }),
  save: saveProductGroup('organizationClasspassGroups'),
  read: (ctx, id) => findOrganizationGroup(ctx.services, ctx.club, ctx.actor, 'organizationClasspassGroups', id),
  archive: 'organizationClasspassGroups',
});
