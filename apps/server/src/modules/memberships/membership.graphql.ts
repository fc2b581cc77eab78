import { MAX_PAGE_SIZE } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import { decodeAccountArg, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { membershipStatusOn, type AccountMembership } from './account-membership.js';
import { findAccountMembershipFor, listAccountMembershipsOf } from './list-account-memberships.js';
import { OrganizationMembershipNode } from '../organization/graphql.js';

const MembershipStatusEnum = builder.enumType('AccountMembershipStatus', { values: ['ACTIVE', 'FUTURE', 'ENDED'] as const });

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
