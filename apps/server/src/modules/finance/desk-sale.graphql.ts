import { builder } from '../../graphql/builder.js';
import { findAttendanceFor } from '../booking/index.js';
import { ScheduleItemAttendanceNode } from '../booking/graphql.js';
import { findAccountClasspassFor } from '../classpasses/index.js';
import { AccountClasspassNode } from '../classpasses/graphql.js';
import { decodeId, decodeOptionalId } from '../../graphql/relay-helpers.js';
import { FinanceOrderNode } from './finance.graphql.js';
import { findFinanceOrderFor } from './list-orders.js';
import { sellAccountClasspass } from './sell-account-classpass.js';

const SellAccountClasspassInput = builder.inputType('SellAccountClasspassInput', {
  fields: (t) => ({
    account: t.id({ required: true }),
    organizationClasspass: t.id({ required: true }),
    scheduleItem: t.id({ description: 'Sell and book in one step: the class to book with the new pass' }),
    date: t.field({ type: 'Date', description: 'The date of that class' }),
    dateStart: t.field({ type: 'Date', description: "The pass's first day when sold without a class (default: the club's today)" }),
    paidWith: t.id({ description: 'Paid on the spot: a desk method (cash, card at the desk; finance.payments.desk). Unset: the invoice stays open for payment at the desk' }),
  }),
});

const SellAccountClasspassPayload = builder.simpleObject('SellAccountClasspassPayload', {
  // Each is read back as the seller may see it (null when their permissions do not show it).
  fields: (t) => ({
    accountClasspass: t.field({ type: AccountClasspassNode, nullable: true }),
    financeOrder: t.field({ type: FinanceOrderNode, nullable: true }),
    attendance: t.field({ type: ScheduleItemAttendanceNode, nullable: true }),
  }),
});

builder.mutationFields((t) => ({
  sellAccountClasspass: t.field({
    type: SellAccountClasspassPayload,
    description:
      'Staff sell a class pass at the desk (accounts.classpasses.grant): an order delivered at once gives the pass, ' +
      'its invoice (left open for payment at the desk) and, with scheduleItem and date, the booking of that class.',
    args: { input: t.arg({ type: SellAccountClasspassInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const sale = await sellAccountClasspass(ctx.services, ctx.club, ctx.actor, {
        accountId: decodeId(input.account, 'AccountNode'),
        organizationClasspassId: decodeId(input.organizationClasspass, 'OrganizationClasspassNode'),
        ...(input.scheduleItem !== null && input.scheduleItem !== undefined && input.scheduleItem !== ''
          ? { scheduleItemId: decodeId(input.scheduleItem, 'ScheduleItemNode') }
          : {}),
        date: input.date,
        dateStart: input.dateStart,
        paidWithMethodId: decodeOptionalId(input.paidWith, 'FinancePaymentMethodNode'),
      });
      const [accountClasspass, financeOrder, attendance] = await Promise.all([
        findAccountClasspassFor(ctx.services, ctx.club, ctx.actor, sale.accountClasspassId),
        findFinanceOrderFor(ctx.services, ctx.club, ctx.actor, sale.orderId),
        sale.attendanceId === null ? undefined : findAttendanceFor(ctx.services, ctx.club, ctx.actor, sale.attendanceId),
      ]);
      return { accountClasspass: accountClasspass ?? null, financeOrder: financeOrder ?? null, attendance: attendance ?? null };
    },
  }),
}));
