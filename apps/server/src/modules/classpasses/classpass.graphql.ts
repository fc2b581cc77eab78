import { MAX_PAGE_SIZE } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import { AppError } from '../../platform/errors.js';
import { AccountNode } from '../accounts/graphql.js';
import { decodeAccountArg, decodeId, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import { clubDateOf } from '../../platform/club-clock.js';
import {
  classesRemaining,
  classesRemainingDisplay,
  isExpired,
  validityUnitDisplay,
  type AccountClasspass,
  type OrganizationClasspass,
} from './classpass.js';
import {
  findAccountClasspassFor,
  findOrganizationClasspass,
  listAccountClasspassesOf,
  listOrganizationClasspasses,
} from './list-classpasses.js';
import { trialLimitsReached } from './trial-limit.js';
import { changeClasspassEndDate } from './change-classpass-end-date.js';
import { moneyDisplay } from '../../platform/money.js';
import { CLASSPASS_NOT_FOUND } from '../../platform/error-messages.js';

/** A class pass product of the shop. */
export const OrganizationClasspassNode = builder.node(builder.objectRef<OrganizationClasspass>('OrganizationClasspassNode'), {
  id: { resolve: (p) => p.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findOrganizationClasspass(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => ({
    archived: t.exposeBoolean('archived'),
    displayPublic: t.exposeBoolean('displayPublic'),
    displayShop: t.exposeBoolean('displayShop'),
    trialPass: t.exposeBoolean('trialPass'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { description: 'HTML' }),
    price: t.field({ type: 'Decimal', resolve: (p) => p.price }),
    priceDisplay: t.string({ resolve: (p, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, p.price) }),
    validity: t.exposeInt('validity'),
    validityUnit: t.string({ description: 'DAYS, WEEKS, MONTHS or YEARS', resolve: (p) => p.validityUnit }),
    validityUnitDisplay: t.string({ resolve: (p) => validityUnitDisplay(p.validity, p.validityUnit) }),
    classes: t.int({ nullable: true, description: 'null for an unlimited pass', resolve: (p) => (p.unlimited ? null : p.classes) }),
    unlimited: t.exposeBoolean('unlimited'),
    quickStatsAmount: t.field({ type: 'Decimal', resolve: (p) => p.quickStatsAmount }),
  }),
});

/** A pass a member holds; only its owner and staff allowed to see members' passes can read it. */
export const AccountClasspassNode = builder.node(builder.objectRef<AccountClasspass>('AccountClasspassNode'), {
  id: { resolve: (p) => p.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findAccountClasspassFor(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => ({
    dateStart: t.field({ type: 'Date', resolve: (p) => p.dateStart }),
    dateEnd: t.field({ type: 'Date', resolve: (p) => p.dateEnd }),
    classesRemaining: t.int({ nullable: true, description: 'null for an unlimited pass', resolve: (p) => classesRemaining(p) }),
    classesRemainingDisplay: t.string({ resolve: (p) => classesRemainingDisplay(p) }),
    isExpired: t.boolean({ resolve: (p, _args, ctx) => isExpired(p, clubDateOf(ctx.services.clock.now(), ctx.club.timeZone)) }),
    organizationClasspass: t.field({ type: OrganizationClasspassNode, resolve: (p) => p.product }),
  }),
});

builder.objectField(AccountNode, 'hasReachedTrialLimit', (t) =>
  t.loadable({
    type: 'Boolean',
    description: 'Whether the account has held as many trial passes as the club allows (one read for every account of a list).',
    load: (accountIds: number[], ctx) => trialLimitsReached(ctx.services.db, ctx.club, accountIds),
    resolve: (account) => account.id,
  }),
);

builder.queryFields((t) => ({
  organizationClasspasses: t.connection(
    {
      type: OrganizationClasspassNode,
      description: 'Class pass products, fewest classes first and unlimited last unless orderBy says otherwise.',
      args: {
        archived: t.arg.boolean(),
        displayShop: t.arg.boolean(),
        orderBy: t.arg.string({ description: 'classes (default), name or price; prefix - for descending' }),
      },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, MAX_PAGE_SIZE, (page) =>
          listOrganizationClasspasses(ctx.services, ctx.club, ctx.actor, { archived: args.archived, displayShop: args.displayShop, orderBy: args.orderBy }, page),
        ),
    },
    { name: 'OrganizationClasspassNodeConnection' },
    { name: 'OrganizationClasspassNodeEdge' },
  ),
  organizationClasspass: t.field({
    type: OrganizationClasspassNode,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = decodeId(args.id, 'OrganizationClasspassNode');
      const product = id === null ? undefined : await findOrganizationClasspass(ctx.services, ctx.club, ctx.actor, id);
      if (!product) throw new AppError('NOT_FOUND', CLASSPASS_NOT_FOUND);
      return product;
    },
  }),
  accountClasspasses: t.connection(
    {
      type: AccountClasspassNode,
      description: "The signed-in member's passes (staff may name any account), newest first.",
      args: { account: t.arg.id() },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, MAX_PAGE_SIZE, (page) => listAccountClasspassesOf(ctx.services, ctx.club, ctx.actor, decodeAccountArg(args.account), page)),
    },
    { name: 'AccountClasspassNodeConnection' },
    { name: 'AccountClasspassNodeEdge' },
  ),
}));

const UpdateAccountClasspassInput = builder.inputType('UpdateAccountClasspassInput', {
  fields: (t) => ({ id: t.id({ required: true }), dateEnd: t.field({ type: 'Date', required: true }) }),
});

builder.mutationField('updateAccountClasspass', (t) =>
  t.field({
    type: builder.simpleObject('UpdateAccountClasspassPayload', { fields: (f) => ({ accountClasspass: f.field({ type: AccountClasspassNode }) }) }),
    description: "Staff move a pass's end date (accounts.classpasses.grant); not before its start or a class it is booked for.",
    args: { input: t.arg({ type: UpdateAccountClasspassInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      accountClasspass: await changeClasspassEndDate(ctx.services, ctx.club, ctx.actor, {
        accountClasspassId: decodeId(input.id, 'AccountClasspassNode'),
        dateEnd: input.dateEnd,
      }),
    }),
  }),
);
