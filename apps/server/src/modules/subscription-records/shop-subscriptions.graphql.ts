import { builder } from '../../graphql/builder.js';
import { encodeGlobalID } from '../../graphql/relay-helpers.js';
import { moneyDisplay } from '../../platform/money.js';
import { classesDisplay, minimumDurationDisplay, noticePeriodDisplay } from './shop-subscription-terms.js';
import { listShopSubscriptions, type ShopSubscription } from './shop-subscriptions.js';

const ShopSubscriptionType = builder.objectRef<ShopSubscription>('ShopSubscription').implement({
  description: 'A subscription on sale in the shop: what a member needs to choose it.',
  fields: (t) => ({
    id: t.id({ description: 'the OrganizationSubscriptionNode id: createFinanceOrder.organizationSubscription', resolve: (s) => encodeGlobalID('OrganizationSubscriptionNode', s.id) }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { description: 'sanitised HTML' }),
    subscriptionUnit: t.exposeString('subscriptionUnit', { description: 'MONTH or WEEK: how credits accrue; billing is always per calendar month' }),
    classes: t.int({ nullable: true, description: 'classes a unit; null when unlimited', resolve: (s) => (s.unlimited ? null : s.classes) }),
    unlimited: t.exposeBoolean('unlimited'),
    classesDisplay: t.string({ description: '"2 classes a week", "Unlimited classes"', resolve: (s) => classesDisplay(s) }),
    price: t.field({ type: 'Decimal', nullable: true, description: "the month's price valid on the club's today; null when none is", resolve: (s) => s.priceToday }),
    priceDisplay: t.string({ nullable: true, resolve: (s, _args, ctx) => (s.priceToday === null ? null : moneyDisplay(ctx.club.currencySymbol, s.priceToday)) }),
    registrationFee: t.field({ type: 'Decimal', resolve: (s) => s.registrationFee }),
    registrationFeeDisplay: t.string({ resolve: (s, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, s.registrationFee) }),
    minimumDurationMonths: t.exposeInt('minimumDurationMonths'),
    minimumDurationDisplay: t.string({ resolve: (s) => minimumDurationDisplay(s) }),
    noticePeriod: t.exposeInt('noticePeriod'),
    noticeUnit: t.exposeString('noticeUnit', { description: 'DAYS or MONTHS' }),
    noticePeriodDisplay: t.string({ resolve: (s) => noticePeriodDisplay(s) }),
    requiredMembershipName: t.string({ nullable: true, description: 'the membership the member must hold on the start date (or buy with it); null: none', resolve: (s) => s.requiredMembershipName }),
  }),
});

builder.queryFields((t) => ({
  shopSubscriptions: t.field({
    type: [ShopSubscriptionType],
    description: "The subscriptions on sale in the shop (shown in the shop, not archived), by name, with today's price. Public: anyone may read it.",
    resolve: (_root, _args, ctx) => listShopSubscriptions(ctx.services, ctx.club),
  }),
}));
