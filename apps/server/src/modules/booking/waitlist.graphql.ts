import { builder } from '../../graphql/builder.js';
import { ScheduleClassType } from '../schedule/graphql.js';
import { decodeAccountArg, decodeId, decodeOptionalId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import { joinWaitlist } from './join-waitlist.js';
import { leaveWaitlist } from './leave-waitlist.js';
import { listWaitlistPlaces, type WaitlistPlaceView } from './list-waitlist-places.js';
import type { WaitingMember } from './waitlist.repository.js';
import type { WaitlistStatus } from './waitlist-status.js';

/** A class's waitlist as one account sees it (the booking page). */
export const ScheduleClassWaitlistType = builder.objectRef<WaitlistStatus>('ScheduleClassWaitlistType').implement({
  fields: (t) => ({
    offered: t.exposeBoolean('offered', { description: "The class's type has a waitlist." }),
    open: t.exposeBoolean('open', { description: 'It may be joined now: the class is full online and has not started.' }),
    position: t.exposeInt('position', { nullable: true, description: "The account's place in line (1 = next); null when not on it." }),
  }),
});

/** One member waiting for a class, for its attendance screen (names only, as the class list shows). */
export const ClassWaitlistEntryType = builder.objectRef<WaitingMember & { position: number }>('ClassWaitlistEntryType').implement({
  fields: (t) => ({
    accountId: t.id({ resolve: (e) => encodeGlobalID('AccountNode', e.accountId) }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    position: t.exposeInt('position'),
    joinedAt: t.field({ type: 'DateTime', resolve: (e) => e.joinedAt }),
    toldUnusable: t.boolean({ description: 'Their turn came without a usable pass or subscription (they were mailed and kept their place).', resolve: (e) => e.toldUnusableAt !== null }),
  }),
});

const WaitlistPlaceType = builder.objectRef<WaitlistPlaceView>('ScheduleClassWaitlistPlaceType').implement({
  fields: (t) => ({
    id: t.id({ resolve: (v) => encodeGlobalID('ScheduleClassWaitlistPlace', v.place.id) }),
    date: t.field({ type: 'Date', resolve: (v) => v.place.date }),
    position: t.int({ description: 'The place in line (1 = next).', resolve: (v) => v.place.position }),
    scheduleClass: t.field({ type: ScheduleClassType, resolve: (v) => v.scheduleClass }),
  }),
});

const waitlistArgs = {
  account: { description: 'Defaults to the signed-in account; staff who may book for members may name another.' },
};

const JoinInput = builder.inputType('JoinScheduleClassWaitlistInput', {
  fields: (t) => ({
    account: t.id(waitlistArgs.account),
    scheduleItem: t.id({ required: true }),
    date: t.field({ type: 'Date', required: true }),
    accountClasspass: t.id({ description: 'The pass a promotion books with (default: the first usable one then).' }),
    accountSubscription: t.id({ description: 'The subscription a promotion books with instead.' }),
  }),
});

const LeaveInput = builder.inputType('LeaveScheduleClassWaitlistInput', {
  fields: (t) => ({
    account: t.id(waitlistArgs.account),
    scheduleItem: t.id({ required: true }),
    date: t.field({ type: 'Date', required: true }),
  }),
});

const WaitlistPayload = (name: string) => builder.simpleObject(name, { fields: (t) => ({ waitlist: t.field({ type: ScheduleClassWaitlistType }) }) });

builder.queryFields((t) => ({
  scheduleClassWaitlistPlaces: t.field({
    type: [WaitlistPlaceType],
    description: "The signed-in member's places on waitlists of classes that have not started, earliest first (staff with schedule.attendance.view may name an account).",
    args: { account: t.arg.id() },
    resolve: (_root, args, ctx) => listWaitlistPlaces(ctx.services, ctx.club, ctx.actor, decodeAccountArg(args.account)),
  }),
}));

builder.mutationFields((t) => ({
  joinScheduleClassWaitlist: t.field({
    type: WaitlistPayload('JoinScheduleClassWaitlistPayload'),
    description: 'Joins the waitlist of a full class whose type has one; takes no class or credit (a promotion takes one).',
    args: { input: t.arg({ type: JoinInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      waitlist: await joinWaitlist(ctx.services, ctx.club, ctx.actor, {
        accountId: decodeAccountArg(input.account),
        scheduleItemId: decodeId(input.scheduleItem, 'ScheduleItemNode'),
        date: input.date,
        accountClasspassId: decodeOptionalId(input.accountClasspass, 'AccountClasspassNode'),
        accountSubscriptionId: decodeOptionalId(input.accountSubscription, 'AccountSubscriptionNode'),
      }),
    }),
  }),
  leaveScheduleClassWaitlist: t.field({
    type: WaitlistPayload('LeaveScheduleClassWaitlistPayload'),
    description: 'Leaves the waitlist of a class.',
    args: { input: t.arg({ type: LeaveInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      waitlist: await leaveWaitlist(ctx.services, ctx.club, ctx.actor, {
        accountId: decodeAccountArg(input.account),
        scheduleItemId: decodeId(input.scheduleItem, 'ScheduleItemNode'),
        date: input.date,
      }),
    }),
  }),
}));
