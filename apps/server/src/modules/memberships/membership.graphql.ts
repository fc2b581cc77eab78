import { MAX_PAGE_SIZE } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import { decodeAccountArg, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { moneyDisplay } from '../../platform/money.js';
import { validityUnitDisplay } from '../classpasses/index.js';
import { membershipStatusOn, type AccountMembership, type OrganizationMembership } from './account-membership.js';
import { findAccountMembershipFor, findOrganizationMembership, listAccountMembershipsOf, listOrganizationMemberships } from './list-account-memberships.js';

const MembershipStatusEnum = builder.enumType('AccountMembershipStatus', { values: ['ACTIVE', 'FUTURE', 'ENDED'] as const });

/** A membership product (Organization → Memberships). */
export const OrganizationMembershipNode = builder.node(builder.objectRef<OrganizationMembership>('OrganizationMembershipNode'), {
  id: { resolve: (p) => p.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findOrganizationMembership(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => ({
    archived: t.exposeBoolean('archived'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { description: 'HTML' }),
    price: t.field({ type: 'Decimal', resolve: (p) => p.price }),
    priceDisplay: t.string({ resolve: (p, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, p.price) }),
    validity: t.exposeInt('validity'),
    validityUnit: t.string({ description: 'DAYS, WEEKS, MONTHS or YEARS', resolve: (p) => p.validityUnit }),
    validityUnitDisplay: t.string({ resolve: (p) => validityUnitDisplay(p.validity, p.validityUnit) }),
    renewal: t.exposeBoolean('renewal'),
    renewalDaysBefore: t.exposeInt('renewalDaysBefore'),
  }),
});

/** A period of a membership a member holds; only its owner and staff allowed to see members' memberships read it. */
export const AccountMembershipNode = builder.node(builder.objectRef<AccountMembership>('AccountMembershipNode'), {
  id: { resolve: (m) => m.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findAccountMembershipFor(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => ({
    dateStart: t.field({ type: 'Date', resolve: (m) => m.dateStart }),
    dateEnd: t.field({ type: 'Date', resolve: (m) => m.dateEnd }),
    status: t.field({
      type: MembershipStatusEnum,
      description: "By the club's today: FUTURE before the start, ENDED after the end, else ACTIVE",
      resolve: (m, _args, ctx) => membershipStatusOn(m, clubDateOf(ctx.services.clock.now(), ctx.club.timeZone)),
    }),
    renewed: t.boolean({ description: 'Whether this period renews an earlier one', resolve: (m) => m.renewedFromId !== null }),
    organizationMembership: t.field({ type: OrganizationMembershipNode, resolve: (m) => m.product }),
  }),
});

builder.queryFields((t) => ({
  organizationMemberships: t.connection(
    {
      type: OrganizationMembershipNode,
      description: 'Membership products by name; archived ones with organization.view.',
      args: { archived: t.arg.boolean() },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, MAX_PAGE_SIZE, (page) => listOrganizationMemberships(ctx.services, ctx.club, ctx.actor, { archived: args.archived }, page)),
    },
    { name: 'OrganizationMembershipNodeConnection' },
    { name: 'OrganizationMembershipNodeEdge' },
  ),
  accountMemberships: t.connection(
    {
      type: AccountMembershipNode,
      description: "The signed-in member's memberships (staff with accounts.memberships.view may name any account), latest start first.",
      args: { account: t.arg.id() },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, MAX_PAGE_SIZE, (page) => listAccountMembershipsOf(ctx.services, ctx.club, ctx.actor, decodeAccountArg(args.account), page)),
    },
    { name: 'AccountMembershipNodeConnection' },
    { name: 'AccountMembershipNodeEdge' },
  ),
}));
