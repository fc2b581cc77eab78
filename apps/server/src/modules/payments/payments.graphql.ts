import { builder } from '../../graphql/builder.js';
import { moneyDisplay } from '../../platform/money.js';
import { decodeId } from '../../graphql/relay-helpers.js';
import { createInvoicePaymentLink } from './create-invoice-payment-link.js';
import { createOrderPaymentLink } from './create-order-payment-link.js';
import { completeTestCheckout, findTestCheckout, type TestCheckoutView } from './test-checkout.js';

const ORDER_NODE = 'FinanceOrderNode';

const PaymentLinkType = builder.simpleObject('FinanceOrderPaymentLinkType', {
  fields: (t) => ({ paymentLink: t.string({ description: 'Where the member pays: a provider URL, or a path of this app for the test provider.' }) }),
});

const PaymentLinkPayload = builder.simpleObject('CreateFinanceOrderPaymentLinkPayload', {
  fields: (t) => ({ financeOrderPaymentLink: t.field({ type: PaymentLinkType }) }),
});

const InvoicePaymentLinkPayload = builder.simpleObject('CreateFinanceInvoicePaymentLinkPayload', {
  fields: (t) => ({ financeInvoicePaymentLink: t.field({ type: PaymentLinkType }) }),
});

const TestCheckoutItemType = builder.objectRef<TestCheckoutView['items'][number]>('PaymentTestCheckoutItemType').implement({
  fields: (t) => ({
    productName: t.exposeString('productName'),
    quantity: t.exposeString('quantity'),
    total: t.field({ type: 'Decimal', resolve: (i) => i.total }),
    totalDisplay: t.string({ resolve: (i, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, i.total) }),
  }),
});

const TestCheckoutType = builder.objectRef<TestCheckoutView>('PaymentTestCheckoutType').implement({
  description: "A checkout of the built-in test payment provider (no money moves); only the order's member sees it.",
  fields: (t) => ({
    sessionId: t.exposeString('sessionId'),
    title: t.exposeString('title', { description: 'What is paid: "Order #12" or "Invoice INV2026-0003".' }),
    items: t.field({ type: [TestCheckoutItemType], resolve: (c) => c.items }),
    amount: t.field({ type: 'Decimal', resolve: (c) => c.amount }),
    amountDisplay: t.string({ resolve: (c, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, c.amount) }),
    currency: t.exposeString('currency'),
    open: t.exposeBoolean('open', { description: 'Still to be paid (false once paid or settling).' }),
    keepsCard: t.exposeBoolean('keepsCard', { description: "The card will be kept for the subscription's monthly payments." }),
  }),
});

const TestCheckoutOutcomeEnum = builder.enumType('PaymentTestCheckoutOutcome', {
  values: ['PAY', 'PAY_REFUND_REFUSED', 'CANCEL', 'DECLINE', 'DELAYED_PAID', 'DELAYED_FAILED'] as const,
});

const CompleteTestCheckoutPayload = builder.simpleObject('CompletePaymentTestCheckoutPayload', {
  fields: (t) => ({
    redirectPath: t.string({ nullable: true, description: 'Where the browser goes next; null to stay on the checkout.' }),
    message: t.string({ nullable: true }),
  }),
});

builder.queryFields((t) => ({
  paymentTestCheckout: t.field({
    type: TestCheckoutType,
    args: { sessionId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => findTestCheckout(ctx.services, ctx.club, ctx.actor, args.sessionId),
  }),
}));

builder.mutationFields((t) => ({
  createFinanceOrderPaymentLinkStripe: t.field({
    type: PaymentLinkPayload,
    description: "Opens a checkout for the member's own unpaid order at the club's payment provider (Stripe, or the built-in test provider).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      // The provider returns the member with the order's id as the client knows it.
      const paymentLink = await createOrderPaymentLink(ctx.services, ctx.club, ctx.actor, decodeId(args.id, ORDER_NODE), String(args.id));
      return { financeOrderPaymentLink: { paymentLink } };
    },
  }),
  createFinanceInvoicePaymentLink: t.field({
    type: InvoicePaymentLinkPayload,
    description: "Opens a checkout for what is left to pay on the member's own open invoice; the provider returns to the invoice in the shop.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const paymentLink = await createInvoicePaymentLink(ctx.services, ctx.club, ctx.actor, decodeId(args.id, 'FinanceInvoiceNode'), String(args.id));
      return { financeInvoicePaymentLink: { paymentLink } };
    },
  }),
  completePaymentTestCheckout: t.field({
    type: CompleteTestCheckoutPayload,
    args: {
      sessionId: t.arg.string({ required: true }),
      outcome: t.arg({ type: TestCheckoutOutcomeEnum, required: true }),
      cardNumber: t.arg.string({ description: 'The test card a checkout that keeps the card keeps: 4242 4242 4242 4242 (default), or 4000 0000 0000 0341 (declines later).' }),
    },
    resolve: (_root, args, ctx) => completeTestCheckout(ctx.services, ctx.club, ctx.actor, args.sessionId, args.outcome, args.cardNumber ?? null),
  }),
}));
