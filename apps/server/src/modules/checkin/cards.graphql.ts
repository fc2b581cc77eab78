import { builder } from '../../graphql/builder.js';
import { decodeId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import { checkInByKeyNumber, type KeyNumberCheckIn } from './check-in-by-key-number.js';
import { KioskClass } from './checkin.graphql.js';
import { searchKioskMembers, type KioskMember } from './member-search.js';

// Member cards and walk-ins at the kiosk: checking in by a scanned key number, and finding a name that is not on
// a class's list. Like the rest of the kiosk's types: first name and last initial, nothing else of a person.

const KioskCardCheckIn = builder.objectRef<KeyNumberCheckIn>('KioskCardCheckIn').implement({
  description: 'Who a scanned card checked in, and to which class, for the welcome on the screen.',
  fields: (t) => ({
    displayName: t.exposeString('displayName', { description: 'First name and last initial.' }),
    class: t.field({ type: KioskClass, resolve: (c) => c.occurrence }),
  }),
});

const KioskMemberRef = builder.objectRef<KioskMember>('KioskMember').implement({
  fields: (t) => ({
    accountId: t.id({ description: 'Whom a tap on the name checks in.', resolve: (m) => encodeGlobalID('AccountNode', m.accountId) }),
    displayName: t.exposeString('displayName', { description: 'First name and last initial.' }),
  }),
});

builder.mutationField('kioskCheckInByKeyNumber', (t) =>
  t.field({
    type: KioskCardCheckIn,
    description:
      'A scanned member card checks its holder in to the class open for check-in at the location when it was scanned (tappedAt: today or ' +
      'yesterday, at most 5 minutes ahead of the server; none: now), judged as of that moment; the same clientId again counts once.',
    args: {
      location: t.arg.id({ required: true }),
      keyNumber: t.arg.string({ required: true }),
      clientId: t.arg.string({ required: true }),
      tappedAt: t.arg({ type: 'DateTime', description: "When the card was scanned, by the kiosk's clock (a scan queued offline arrives later)." }),
    },
    resolve: (_root, args, ctx) =>
      checkInByKeyNumber(ctx.services, ctx.club, ctx.actor, {
        locationId: decodeId(args.location, 'OrganizationLocationNode'),
        keyNumber: args.keyNumber,
        clientId: args.clientId,
        tappedAt: args.tappedAt ? new Date(args.tappedAt) : null,
      }),
  }),
);

builder.queryField('kioskMemberSearch', (t) =>
  t.field({
    type: [KioskMemberRef],
    description: "Names (first name and last initial, at most 10) for a walk-in to one of today's classes; at least 2 characters.",
    args: { scheduleItem: t.arg.id({ required: true }), search: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => searchKioskMembers(ctx.services, ctx.club, ctx.actor, decodeId(args.scheduleItem, 'ScheduleItemNode'), args.search),
  }),
);
