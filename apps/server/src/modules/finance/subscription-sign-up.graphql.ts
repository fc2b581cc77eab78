import { builder } from '../../graphql/builder.js';
import { decodeId } from '../../graphql/relay-helpers.js';
import { moneyDisplay } from '../../platform/money.js';
import { previewSubscriptionSignUp, type SignUpPreview } from './preview-subscription-sign-up.js';
import type { PricedSignUpLine } from './read-subscription-sign-up.js';

export const SubscriptionPaymentEnum = builder.enumType('SubscriptionPayment', {
  description: 'How a subscription bought in the shop is paid each month: CARD (online, with the club’s payment provider) or DIRECT_DEBIT (SEPA, with the member’s mandate)',
  values: ['CARD', 'DIRECT_DEBIT'] as const,
});

const SignUpLineType = builder.objectRef<PricedSignUpLine>('ShopSubscriptionSignUpLine').implement({
  description: 'A line the sign-up order would have: the first month, or the registration fee.',
  fields: (t) => ({
    productName: t.exposeString('productName'),
    description: t.exposeString('description', { description: '"15 of 31 days" for a first month that is prorated' }),
    registrationFee: t.exposeBoolean('registrationFee'),
    total: t.field({ type: 'Decimal', resolve: (l) => l.total }),
    totalDisplay: t.string({ resolve: (l, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, l.total) }),
  }),
});

const SignUpType = builder.objectRef<SignUpPreview>('ShopSubscriptionSignUp').implement({
  description: 'What signing up for a subscription from a start date would order, and how it may be paid.',
  fields: (t) => ({
    name: t.string({ resolve: (s) => s.product.name }),
    dateStart: t.field({ type: 'Date', resolve: (s) => s.dateStart }),
    lines: t.field({ type: [SignUpLineType], resolve: (s) => s.lines }),
    total: t.field({ type: 'Decimal', resolve: (s) => s.amounts.total }),
    totalDisplay: t.string({ resolve: (s, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, s.amounts.total) }),
    paymentOptions: t.field({ type: [SubscriptionPaymentEnum], resolve: (s) => s.paymentOptions }),
    mandateInForce: t.boolean({ description: 'the member has a direct debit mandate in force (else one is signed first, Shop → Bank account)', resolve: (s) => s.mandateInForce }),
  }),
});

builder.queryFields((t) => ({
  shopSubscriptionSignUp: t.field({
    type: SignUpType,
    description:
      "The signed-in member's preview of signing up for a shop subscription (shopSubscriptions) from dateStart (default the club's today; up to the first day of the month after next): the order's lines and total, and the ways to pay. Nothing is written.",
    args: {
      organizationSubscription: t.arg.id({ required: true }),
      dateStart: t.arg({ type: 'Date' }),
    },
    resolve: (_root, args, ctx) =>
      previewSubscriptionSignUp(ctx.services, ctx.club, ctx.actor, { productId: decodeId(args.organizationSubscription, 'OrganizationSubscriptionNode'), dateStart: args.dateStart }),
  }),
}));
