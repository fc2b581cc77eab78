import { builder } from '../../graphql/builder.js';
import { decodeFilterId, decodeId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import { createClubClosure, undoClubClosure } from './club-closures.js';
import { listClubClosures } from './read-subscriptions.js';

type Closure = Awaited<ReturnType<typeof listClubClosures>>[number];

const ClubClosureType = builder.objectRef<Closure>('ClubClosure').implement({
  description: 'A location closed for a range: the subscriptions it paused and the memberships it extended, undoable once',
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID('ClubClosure', c.id) }),
    organizationLocation: t.id({ description: 'OrganizationLocationNode', resolve: (c) => encodeGlobalID('OrganizationLocationNode', c.organizationLocationId) }),
    locationName: t.exposeString('locationName'),
    dateStart: t.field({ type: 'Date', resolve: (c) => c.dateStart }),
    dateEnd: t.field({ type: 'Date', resolve: (c) => c.dateEnd }),
    reason: t.exposeString('reason'),
    pauses: t.int({ description: 'Pauses it made that are still there', resolve: (c) => Number(c.pauses) }),
    membershipsExtended: t.int({ resolve: (c) => Number(c.extensions) }),
    undoneAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.undoneAt }),
  }),
});

const CreateInput = builder.inputType('CreateClubClosureInput', {
  fields: (t) => ({ organizationLocation: t.id({ required: true }), dateStart: t.field({ type: 'Date', required: true }), dateEnd: t.field({ type: 'Date', required: true }), reason: t.string() }),
});
const UndoInput = builder.inputType('UndoClubClosureInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

builder.queryField('clubClosures', (t) =>
  t.field({
    type: [ClubClosureType],
    description: "The club's closures, of one location or all, newest first (organization.view; 100 at most).",
    args: { organizationLocation: t.arg.id() },
    resolve: (_r, args, ctx) => listClubClosures(ctx.services, ctx.club, ctx.actor, decodeFilterId(args.organizationLocation, 'OrganizationLocationNode', 'location')),
  }),
);

builder.mutationFields((t) => ({
  createClubClosure: t.field({
    type: builder.simpleObject('CreateClubClosurePayload', {
      fields: (f) => ({ clubClosure: f.id(), paused: f.int(), skipped: f.int(), membershipsExtended: f.int() }),
    }),
    description: 'Staff close a location for a range (organization.edit): its subscriptions are paused and memberships extended, undoably.',
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const result = await createClubClosure(ctx.services, ctx.club, ctx.actor, {
        locationId: decodeId(input.organizationLocation, 'OrganizationLocationNode'),
        dateStart: input.dateStart,
        dateEnd: input.dateEnd,
        reason: input.reason,
      });
      return { clubClosure: encodeGlobalID('ClubClosure', result.closureId), paused: result.paused, skipped: result.skipped, membershipsExtended: result.membershipsExtended };
    },
  }),
  undoClubClosure: t.field({
    type: builder.simpleObject('UndoClubClosurePayload', { fields: (f) => ({ ok: f.boolean() }) }),
    description: "Staff undo a closure once (organization.edit): its pauses go, memberships' extensions are taken back; credit notes stay.",
    args: { input: t.arg({ type: UndoInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await undoClubClosure(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'ClubClosure'));
      return { ok: true };
    },
  }),
}));
