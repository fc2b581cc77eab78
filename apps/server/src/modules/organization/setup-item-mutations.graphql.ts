import type { InputFieldMap, InputObjectRef, InputShapeFromFields, ObjectRef, SchemaTypes } from '@pothos/core';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { decodeId } from '../../graphql/relay-helpers.js';
import { archiveOrganizationItem } from './archive-organization-item.js';
import type { SaveTarget } from './organization-item.js';
import type { ArchivableTable } from './organization.repository.js';

export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;
/** The builder of an input type's fields. */
export type InputFieldsBuilder = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;
type InputFields<F extends InputFieldMap> = (t: InputFieldsBuilder) => F;

/** One kind of set-up row (location, room, class type …) and how its create, update and archive mutations save it. */
export interface SetupItem<Node, F extends InputFieldMap, C extends InputFieldMap, Values> {
  /** 'OrganizationLocation' names createOrganizationLocation, CreateOrganizationLocationInput, OrganizationLocationPayload … */
  name: string;
  /** the payload's one field, e.g. 'organizationLocation' */
  payloadField: string;
  node: ObjectRef<Types, Node>;
  /** the node's typename, for decoding the ids an update or archive names */
  typename: string;
  /** the input fields of create and update (update puts `id` first) */
  fields: InputFields<F>;
  /** fields only a create takes, before the others (a room's location) */
  createFields?: InputFields<C>;
  /** the inputs as the use case takes them (an update's input carries none of `createFields`) */
  values: (input: InputShapeFromFields<F> & Partial<InputShapeFromFields<C>>) => Values;
  save: (app: AppContext, club: Club, actor: Actor | null, target: SaveTarget, values: Values) => Promise<number>;
  /** the saved row as the payload shows it */
  read: (ctx: GraphQLContext, id: number) => Promise<Node | null | undefined>;
  descriptions?: { create?: string; update?: string; archive?: string };
  /** rows archived rather than deleted: an archive mutation (ArchiveOrganizationLocationInput …) */
  archive?: ArchivableTable;
  /** registered between the update input and the payload (a holiday's delete input), so the schema keeps its order */
  afterInputs?: () => void;
}

const EDIT = 'organization.edit';

/**
 * Registers the create, update and (when archivable) archive mutations of one kind of set-up row, with their
 * inputs and payload: each decodes the ids, calls the use case (one permission check, one transaction) and
 * answers the row as saved.
 */
export function setupItemMutations<Node, F extends InputFieldMap, C extends InputFieldMap = Record<never, never>, Values = unknown>(
  item: SetupItem<Node, F, C, Values>,
): void {
  // Pothos cannot follow generic field maps through its argument shapes: the refs are given plain shapes and
  // the resolvers read the inputs as the fields build them.
  type Shape = InputShapeFromFields<F> & Partial<InputShapeFromFields<C>>;
  const createInput = builder.inputType(`Create${item.name}Input`, {
    fields: (t) => ({ ...(item.createFields?.(t) as C), ...item.fields(t) }),
  }) as unknown as InputObjectRef<Types, { [field: string]: unknown }>;
  const updateInput = builder.inputType(`Update${item.name}Input`, {
    fields: (t) => ({ id: t.id({ required: true }), ...item.fields(t) }),
  }) as unknown as InputObjectRef<Types, { id: string }>;
  item.afterInputs?.();
  type Payload = Record<string, Node | null>;
  const payload = builder.simpleObject(`${item.name}Payload`, {
    fields: (f) => ({ [item.payloadField]: f.field({ type: item.node, nullable: true }) }),
  }) as unknown as ObjectRef<Types, Payload>;
  const answer = async (ctx: GraphQLContext, id: number): Promise<Payload> => ({ [item.payloadField]: (await item.read(ctx, id)) ?? null });

  builder.mutationField(`create${item.name}`, (t) =>
    t.field({
      type: payload,
      description: item.descriptions?.create ?? EDIT,
      args: { input: t.arg({ type: createInput, required: true }) },
      resolve: async (_root, { input }, ctx) =>
        answer(ctx, await item.save(ctx.services, ctx.club, ctx.actor, 'new', item.values(input as Shape))),
    }),
  );
  builder.mutationField(`update${item.name}`, (t) =>
    t.field({
      type: payload,
      description: item.descriptions?.update ?? EDIT,
      args: { input: t.arg({ type: updateInput, required: true }) },
      resolve: async (_root, { input }, ctx) =>
        // An id of another type or shape decodes to null: the use case answers NOT_FOUND.
        answer(ctx, await item.save(ctx.services, ctx.club, ctx.actor, decodeId(input.id, item.typename), item.values(input as unknown as Shape))),
    }),
  );
  const table = item.archive;
  if (table === undefined) return;
  builder.mutationField(`archive${item.name}`, (t) =>
    t.field({
      type: payload,
      description: item.descriptions?.archive ?? EDIT,
      args: {
        input: t.arg({
          type: builder.inputType(`Archive${item.name}Input`, {
            fields: (a) => ({ id: a.id({ required: true }), archived: a.boolean({ defaultValue: true, description: 'false brings it back' }) }),
          }),
          required: true,
        }),
      },
      resolve: async (_root, { input }, ctx) =>
        answer(ctx, await archiveOrganizationItem(ctx.services, ctx.club, ctx.actor, table, decodeId(input.id, item.typename), input.archived ?? true)),
    }),
  );
}
