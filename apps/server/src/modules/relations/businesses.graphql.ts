import type { SchemaTypes } from '@pothos/core';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { decodeId, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import type { BusinessRelation } from './business.js';
import { findBusinessRelation, listBusinessRelations } from './list-businesses.js';
import { archiveBusiness, saveBusiness } from './save-business.js';

// Relations → Businesses: reads take relations.businesses.view, changes relations.businesses.edit (checked in the use cases).

export const RelationsBusinessNode = builder.node(builder.objectRef<BusinessRelation>('RelationsBusinessNode'), {
  description: 'A business relation: a supplier of expenses or a business customer of invoices',
  id: { resolve: (b) => b.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findBusinessRelation(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    addressLine1: t.exposeString('addressLine1'),
    addressLine2: t.exposeString('addressLine2'),
    postcode: t.exposeString('postcode'),
    city: t.exposeString('city'),
    country: t.exposeString('country'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    vatId: t.exposeString('vatId', { description: 'without separators, in capitals (NL123456789B01); empty when none' }),
    registrationNumber: t.exposeString('registrationNumber', { description: 'the chamber of commerce or company register number' }),
    note: t.exposeString('note'),
    archived: t.exposeBoolean('archived'),
  }),
});

builder.queryFields((t) => ({
  relationsBusinesses: t.connection(
    {
      type: RelationsBusinessNode,
      description: 'Business relations by name (relations.businesses.view).',
      args: {
        search: t.arg.string({ description: 'a part of the name, email or city, or the start of the VAT id' }),
        archived: t.arg.boolean({ defaultValue: false, description: 'true lists the archived ones' }),
      },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, 50, (page) => listBusinessRelations(ctx.services, ctx.club, ctx.actor, { archived: args.archived ?? false, search: args.search }, page)),
    },
    { name: 'RelationsBusinessNodeConnection' },
    { name: 'RelationsBusinessNodeEdge' },
  ),
}));

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;
type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

const businessFields = (t: InputFields) => ({
  name: t.string({ required: true }),
  addressLine1: t.string({ defaultValue: '' }),
  addressLine2: t.string({ defaultValue: '' }),
  postcode: t.string({ defaultValue: '' }),
  city: t.string({ defaultValue: '' }),
  country: t.string({ defaultValue: '' }),
  email: t.string({ defaultValue: '' }),
  phone: t.string({ defaultValue: '' }),
  vatId: t.string({ defaultValue: '', description: 'a two-letter country code and 2–13 letters or digits; spaces, dots and dashes are dropped' }),
  registrationNumber: t.string({ defaultValue: '' }),
  note: t.string({ defaultValue: '' }),
});

type BusinessInput = { name: string } & Partial<Record<Exclude<keyof ReturnType<typeof businessFields>, 'name'>, string | null>>;

const valuesOf = (i: BusinessInput) => ({
  name: i.name,
  addressLine1: i.addressLine1 ?? '',
  addressLine2: i.addressLine2 ?? '',
  postcode: i.postcode ?? '',
  city: i.city ?? '',
  country: i.country ?? '',
  email: i.email ?? '',
  phone: i.phone ?? '',
  vatId: i.vatId ?? '',
  registrationNumber: i.registrationNumber ?? '',
  note: i.note ?? '',
});

const CreateInput = builder.inputType('CreateRelationsBusinessInput', { fields: businessFields });
const UpdateInput = builder.inputType('UpdateRelationsBusinessInput', { fields: (t) => ({ id: t.id({ required: true }), ...businessFields(t) }) });
const ArchiveInput = builder.inputType('ArchiveRelationsBusinessInput', {
  fields: (t) => ({ id: t.id({ required: true }), archived: t.boolean({ defaultValue: true, description: 'false brings it back' }) }),
});
const Payload = builder.simpleObject('RelationsBusinessPayload', { fields: (f) => ({ relationsBusiness: f.field({ type: RelationsBusinessNode, nullable: true }) }) });

const payloadOf = async (ctx: GraphQLContext, id: number) => ({ relationsBusiness: (await findBusinessRelation(ctx.services, ctx.club, ctx.actor, id)) ?? null });
const NODE = 'RelationsBusinessNode';

builder.mutationFields((t) => ({
  createRelationsBusiness: t.field({
    type: Payload,
    description: 'relations.businesses.edit',
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => payloadOf(ctx, await saveBusiness(ctx.services, ctx.club, ctx.actor, 'new', valuesOf(input))),
  }),
  updateRelationsBusiness: t.field({
    type: Payload,
    description: 'relations.businesses.edit',
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => payloadOf(ctx, await saveBusiness(ctx.services, ctx.club, ctx.actor, decodeId(input.id, NODE), valuesOf(input))),
  }),
  archiveRelationsBusiness: t.field({
    type: Payload,
    description: 'relations.businesses.edit: archived relations leave the pickers; expenses and invoices keep them',
    args: { input: t.arg({ type: ArchiveInput, required: true }) },
    resolve: async (_root, { input }, ctx) => payloadOf(ctx, await archiveBusiness(ctx.services, ctx.club, ctx.actor, decodeId(input.id, NODE), input.archived ?? true)),
  }),
}));
