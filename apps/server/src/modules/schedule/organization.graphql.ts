import { builder } from '../../graphql/builder.js';
import { fullName } from '../../platform/person-name.js';
import type { ClasstypeRef, InstructorRef, LevelRef, LocationRef, RoomRef } from './schedule.js';
import { findClasstype, findLevel, findLocation, findRoom, listClasstypes, listInstructors, listLevels, listLocations, locationsByIds } from './schedule.repository.js';
import { requestLoader } from '../../graphql/request-loader.js';
import { encodeGlobalID, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import { listOrganizationItems } from './organization-lists.js';

/** The size of the schedule filter lists when `first` is not given. */
const FILTER_LIST_SIZE = 100;

/** A location's own row (its address), read once for every location of the answer. */
const locationOf = requestLoader((ids: readonly number[], ctx) => locationsByIds(ctx.services.db, ctx.club.id, ids), (row) => row.id);

export const OrganizationLocationNode = builder.node(builder.objectRef<LocationRef>('OrganizationLocationNode'), {
  id: { resolve: (l) => l.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findLocation(ctx.services.db, ctx.club.id, n)) ?? null);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    address: t.string({
      description: "The street address members see on a class's page; '' for none",
      resolve: async (l, _args, ctx) => (await locationOf(ctx).load(l.id))?.address ?? '',
    }),
  }),
});

export const OrganizationLocationRoomNode = builder.node(builder.objectRef<RoomRef>('OrganizationLocationRoomNode'), {
  id: { resolve: (r) => r.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    const row = n === null ? undefined : await findRoom(ctx.services.db, ctx.club.id, n);
    return row ? { id: row.id, name: row.name, location: { id: row.locationId, name: row.locationName } } : null;
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    organizationLocation: t.field({ type: OrganizationLocationNode, resolve: (r) => r.location }),
  }),
});

export const OrganizationClasstypeNode = builder.node(builder.objectRef<ClasstypeRef>('OrganizationClasstypeNode'), {
  id: { resolve: (c) => c.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findClasstype(ctx.services.db, ctx.club.id, n)) ?? null);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    descriptionTitle: t.exposeString('descriptionTitle'),
    urlImage: t.exposeString('urlImage'),
  }),
});

export const OrganizationLevelNode = builder.node(builder.objectRef<LevelRef>('OrganizationLevelNode'), {
  id: { resolve: (l) => l.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findLevel(ctx.services.db, ctx.club.id, n)) ?? null);
  },
  fields: (t) => ({ name: t.exposeString('name') }),
});

/** An instructor as anyone may see them: the id of their AccountNode, name and picture, nothing else. */
export const PublicAccountType = builder.objectRef<InstructorRef>('PublicAccountType').implement({
  fields: (t) => ({
    id: t.id({ resolve: (a) => encodeGlobalID('AccountNode', a.id) }),
    fullName: t.string({ resolve: (a) => fullName(a) }),
    urlImageThumbnailSmall: t.string({ resolve: (a) => a.urlImageThumbnail }),
  }),
});


builder.queryFields((t) => ({
  organizationLocations: t.connection(
    {
      type: OrganizationLocationNode,
      args: { archived: t.arg.boolean({ defaultValue: false }) },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, FILTER_LIST_SIZE, (page) =>
          listOrganizationItems(ctx.actor, args.archived ?? false, (archived) => listLocations(ctx.services.db, ctx.club.id, archived, page)),
        ),
    },
    { name: 'OrganizationLocationNodeConnection' },
    { name: 'OrganizationLocationNodeEdge' },
  ),
  organizationClasstypes: t.connection(
    {
      type: OrganizationClasstypeNode,
      args: { archived: t.arg.boolean({ defaultValue: false }) },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, FILTER_LIST_SIZE, (page) =>
          listOrganizationItems(ctx.actor, args.archived ?? false, (archived) => listClasstypes(ctx.services.db, ctx.club.id, archived, page)),
        ),
    },
    { name: 'OrganizationClasstypeNodeConnection' },
    { name: 'OrganizationClasstypeNodeEdge' },
  ),
  organizationLevels: t.connection(
    {
      type: OrganizationLevelNode,
      args: { archived: t.arg.boolean({ defaultValue: false }) },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, FILTER_LIST_SIZE, (page) =>
          listOrganizationItems(ctx.actor, args.archived ?? false, (archived) => listLevels(ctx.services.db, ctx.club.id, archived, page)),
        ),
    },
    { name: 'OrganizationLevelNodeConnection' },
    { name: 'OrganizationLevelNodeEdge' },
  ),
  instructors: t.connection(
    {
      type: PublicAccountType,
      description: 'Active accounts with the instructor flag, for the schedule filter (public fields only).',
      resolve: (_root, args, ctx) => offsetConnection(args, FILTER_LIST_SIZE, (page) => listInstructors(ctx.services.db, ctx.club.id, page)),
    },
    { name: 'PublicAccountTypeConnection' },
    { name: 'PublicAccountTypeEdge' },
  ),
}));
