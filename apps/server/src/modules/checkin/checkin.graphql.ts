import { builder } from '../../graphql/builder.js';
import { AuthDataType } from '../auth/graphql.js';
import { decodeId, decodeOptionalId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import type { ScheduleClass } from '../schedule/index.js';
import type { ClassNameRow } from './class-list.repository.js';
import type { DeviceRow } from './checkin-device.repository.js';
import { checkInAtKiosk } from './check-in-at-kiosk.js';
import { listKioskCheckInOptions, type KioskCheckInOption } from './kiosk-check-in-options.js';
import { createPairingCode } from './create-pairing-code.js';
import { kioskDisplayName } from './display-name.js';
import { findKioskClassList, listKioskClasses, listKioskLocations, type KioskClassList } from './kiosk-reads.js';
import type { KioskRefusalRow, KioskScanRefusalRow } from './kiosk-refusal.repository.js';
import { dismissKioskRefusal, listKioskRefusals, listKioskScanRefusals } from './list-kiosk-refusals.js';
import { listCheckinDevices } from './list-devices.js';
import { pairDevice } from './pair-device.js';
import { revokeCheckinDevice } from './revoke-device.js';

// Pairing (back office and the kiosk's first start) and the kiosk's reads. The kiosk's types carry only what
// the door needs: no email, phone, address or money, and names as first name and last initial.

const DEVICE = 'CheckinDeviceNode';

const CheckinDevice = builder.objectRef<DeviceRow>('CheckinDevice').implement({
  description: 'A paired check-in kiosk.',
  fields: (t) => ({
    id: t.id({ resolve: (d) => encodeGlobalID(DEVICE, d.id) }),
    name: t.exposeString('name'),
    pairedAt: t.field({ type: 'DateTime', resolve: (d) => d.pairedAt }),
    lastSeenAt: t.field({ type: 'DateTime', nullable: true, description: 'When the kiosk last renewed its sign-in.', resolve: (d) => d.lastSeenAt }),
    revokedAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.revokedAt }),
  }),
});

const CheckinPairingCode = builder.simpleObject('CheckinPairingCode', {
  description: 'A single-use code that pairs a kiosk; shown once.',
  fields: (t) => ({ code: t.string(), expiresAt: t.field({ type: 'DateTime' }) }),
});

builder.queryField('checkinDevices', (t) =>
  t.field({ type: [CheckinDevice], resolve: (_root, _args, ctx) => listCheckinDevices(ctx.services, ctx.club, ctx.actor) }),
);

builder.mutationField('createCheckinPairingCode', (t) =>
  t.field({ type: CheckinPairingCode, resolve: (_root, _args, ctx) => createPairingCode(ctx.services, ctx.club, ctx.actor) }),
);

builder.mutationField('revokeCheckinDevice', (t) =>
  t.field({
    type: builder.simpleObject('RevokeCheckinDevicePayload', { fields: (f) => ({ ok: f.boolean() }) }),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await revokeCheckinDevice(ctx.services, ctx.club, ctx.actor, decodeId(args.id, DEVICE));
      return { ok: true };
    },
  }),
);

builder.mutationField('pairCheckinDevice', (t) =>
  t.field({
    type: AuthDataType,
    description: "Turns a pairing code into the kiosk's own sign-in.",
    args: { code: t.arg.string({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => pairDevice(ctx.services, ctx.club, { code: args.code, name: args.name, ip: ctx.ip }),
  }),
);

const KioskLocation = builder.simpleObject('KioskLocation', { fields: (t) => ({ id: t.id(), name: t.string() }) });

export const KioskClass = builder.objectRef<ScheduleClass>('KioskClass').implement({
  description: 'One of today\'s classes as the kiosk shows it.',
  fields: (t) => ({
    scheduleItemId: t.id({ resolve: (c) => encodeGlobalID('ScheduleItemNode', c.item.id) }),
    date: t.field({ type: 'Date', resolve: (c) => c.date }),
    timeStart: t.field({ type: 'Time', resolve: (c) => c.timeStart }),
    timeEnd: t.field({ type: 'Time', resolve: (c) => c.timeEnd }),
    classtype: t.string({ resolve: (c) => c.classtype.name }),
    room: t.string({ resolve: (c) => c.room.name }),
  }),
});

const KioskName = builder.objectRef<ClassNameRow>('KioskName').implement({
  fields: (t) => ({
    attendanceId: t.id({ resolve: (n) => encodeGlobalID('ScheduleItemAttendanceNode', n.id) }),
    accountId: t.id({ description: 'Whom a tap on the name checks in.', resolve: (n) => encodeGlobalID('AccountNode', n.accountId) }),
    displayName: t.string({ description: 'First name and last initial.', resolve: (n) => kioskDisplayName(n.firstName, n.lastInitial) }),
    bookingStatus: t.string({ resolve: (n) => n.bookingStatus }),
    trialPass: t.boolean({ resolve: (n) => n.trialPass }),
  }),
});

const KioskClassListRef = builder.objectRef<KioskClassList>('KioskClassList').implement({
  fields: (t) => ({
    class: t.field({ type: KioskClass, resolve: (l) => l.occurrence }),
    names: t.field({ type: [KioskName], resolve: (l) => l.names }),
  }),
});

builder.queryField('kioskLocations', (t) =>
  t.field({
    type: [KioskLocation],
    resolve: async (_root, _args, ctx) =>
      (await listKioskLocations(ctx.services, ctx.club, ctx.actor)).map((l) => ({ id: encodeGlobalID('OrganizationLocationNode', l.id), name: l.name })),
  }),
);

builder.queryField('kioskClasses', (t) =>
  t.field({
    type: [KioskClass],
    args: { location: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listKioskClasses(ctx.services, ctx.club, ctx.actor, decodeId(args.location, 'OrganizationLocationNode')),
  }),
);

builder.queryField('kioskClassList', (t) =>
  t.field({
    type: KioskClassListRef,
    nullable: true,
    args: { scheduleItem: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => (await findKioskClassList(ctx.services, ctx.club, ctx.actor, decodeId(args.scheduleItem, 'ScheduleItemNode'))) ?? null,
  }),
);

const KioskCheckInOptionRef = builder.objectRef<KioskCheckInOption>('KioskCheckInOption').implement({
  description: 'A pass or subscription a walk-in may check in with, as the door shows it (a forecast: the check-in decides).',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'CLASSPASS or SUBSCRIPTION' }),
    id: t.id({
      description: 'AccountClasspassNode or AccountSubscriptionNode: kioskCheckIn\'s accountClasspass or accountSubscription',
      resolve: (o) => encodeGlobalID(o.kind === 'CLASSPASS' ? 'AccountClasspassNode' : 'AccountSubscriptionNode', o.id),
    }),
    name: t.exposeString('name'),
    left: t.exposeInt('left', { nullable: true, description: "A pass's classes or a subscription's credits usable today; null: unlimited." }),
    allowed: t.exposeBoolean('allowed'),
    notAllowedReason: t.exposeString('notAllowedReason', { nullable: true }),
  }),
});

builder.queryField('kioskCheckInOptions', (t) =>
  t.field({
    type: [KioskCheckInOptionRef],
    description: "How a member may check in to one of today's classes (checkin.attendance.create): their passes, then their subscriptions.",
    args: { account: t.arg.id({ required: true }), scheduleItem: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listKioskCheckInOptions(ctx.services, ctx.club, ctx.actor, decodeId(args.account, 'AccountNode'), decodeId(args.scheduleItem, 'ScheduleItemNode')),
  }),
);

builder.mutationField('kioskCheckIn', (t) =>
  t.field({
    type: builder.simpleObject('KioskCheckInPayload', { fields: (f) => ({ checkedIn: f.boolean() }) }),
    description:
      'A member checks in to a class at the kiosk, on its date at the tap and judged as of the tap (tappedAt: today or yesterday, at most 5 ' +
      'minutes ahead of the server; none: now); the same clientId again counts once.',
    args: {
      account: t.arg.id({ required: true }),
      scheduleItem: t.arg.id({ required: true }),
      clientId: t.arg.string({ required: true }),
      tappedAt: t.arg({ type: 'DateTime', description: "When the member tapped, by the kiosk's clock (a check-in queued offline arrives later)." }),
      accountClasspass: t.arg.id({ description: 'The pass a member who is not booked chose (kioskCheckInOptions); none: the first usable pass, else subscription.' }),
      accountSubscription: t.arg.id({ description: 'The subscription a member who is not booked chose instead.' }),
    },
    resolve: async (_root, args, ctx) => {
      await checkInAtKiosk(ctx.services, ctx.club, ctx.actor, {
        accountId: decodeId(args.account, 'AccountNode'),
        scheduleItemId: decodeId(args.scheduleItem, 'ScheduleItemNode'),
        clientId: args.clientId,
        tappedAt: args.tappedAt ? new Date(args.tappedAt) : null,
        accountClasspassId: decodeOptionalId(args.accountClasspass, 'AccountClasspassNode'),
        accountSubscriptionId: decodeOptionalId(args.accountSubscription, 'AccountSubscriptionNode'),
      });
      return { checkedIn: true };
    },
  }),
);

// The back office's side of refused kiosk check-ins: shown on the class's attendance page until dismissed.
const REFUSAL = 'KioskRefusalNode';

const KioskRefusal = builder.objectRef<KioskRefusalRow>('KioskRefusal').implement({
  description: 'A check-in a kiosk sent that was refused (for example, a pass that ran out while the kiosk was offline).',
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeGlobalID(REFUSAL, r.id) }),
    accountId: t.id({ resolve: (r) => encodeGlobalID('AccountNode', r.accountId) }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    deviceName: t.exposeString('deviceName', { nullable: true, description: 'The kiosk that sent it.' }),
    tappedAt: t.field({ type: 'DateTime', resolve: (r) => r.tappedAt }),
    reasonCode: t.exposeString('reasonCode'),
    reasonMessage: t.exposeString('reasonMessage'),
  }),
});

builder.queryField('kioskRefusals', (t) =>
  t.field({
    type: [KioskRefusal],
    description: "One occurrence's refused kiosk check-ins that nobody has dismissed: schedule.attendance.view for any class, " +
      'schedule.attendance.view.own for the classes one teaches that day.',
    args: { scheduleItem: t.arg.id({ required: true }), date: t.arg({ type: 'Date', required: true }) },
    resolve: (_root, args, ctx) => listKioskRefusals(ctx.services, ctx.club, ctx.actor, decodeId(args.scheduleItem, 'ScheduleItemNode'), args.date),
  }),
);

const KioskScanRefusal = builder.objectRef<KioskScanRefusalRow>('KioskScanRefusal').implement({
  description: 'A card scan a kiosk sent that was refused before any class was chosen: a card nobody here holds, no class ' +
    "open at the kiosk's location, or the tablet's clock; or a member's tap at a class this club does not have. Dismissed with dismissKioskRefusal.",
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeGlobalID(REFUSAL, r.id) }),
    keyNumber: t.exposeString('keyNumber', { nullable: true, description: 'The number the kiosk read from the card or key fob; null for a tap on a name.' }),
    accountId: t.id({ nullable: true, resolve: (r) => (r.accountId === null ? null : encodeGlobalID('AccountNode', r.accountId)), description: "The card holder's account; null for a card nobody here holds." }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    locationName: t.exposeString('locationName', { nullable: true, description: 'Where the kiosk stood.' }),
    deviceName: t.exposeString('deviceName', { nullable: true, description: 'The kiosk that sent it.' }),
    tappedAt: t.field({ type: 'DateTime', resolve: (r) => r.tappedAt }),
    reasonCode: t.exposeString('reasonCode'),
    reasonMessage: t.exposeString('reasonMessage'),
  }),
});

builder.queryField('kioskScanRefusals', (t) =>
  t.field({
    type: [KioskScanRefusal],
    description: "A day's kiosk refusals that belong to no class (card scans refused before a class was chosen, taps at a class " +
      "this club does not have) that nobody has dismissed (schedule.attendance.view); no date: the club's today.",
    args: { date: t.arg({ type: 'Date', required: false }) },
    resolve: (_root, args, ctx) => listKioskScanRefusals(ctx.services, ctx.club, ctx.actor, args.date ?? null),
  }),
);

builder.mutationField('dismissKioskRefusal', (t) =>
  t.field({
    type: builder.simpleObject('DismissKioskRefusalPayload', { fields: (f) => ({ ok: f.boolean() }) }),
    description: 'Staff have dealt with a refused kiosk check-in (schedule.attendance.edit).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await dismissKioskRefusal(ctx.services, ctx.club, ctx.actor, decodeId(args.id, REFUSAL));
      return { ok: true };
    },
  }),
);
