import { MAX_PAGE_SIZE } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { decodeAccountArg, encodeGlobalID, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { AppError } from '../../platform/errors.js';
import { moneyDisplay } from '../../platform/money.js';
import {
  bookingsOfSubscription,
  creditGrantsOfSubscription,
  creditsLeftToday,
  earliestMemberEndToday,
  findAccountSubscriptionFor,
  invoiceLinesOfSubscription,
  listAccountSubscriptions,
} from './read-subscriptions.js';
import type { AccountSubscription, SubscriptionBlock, SubscriptionPause } from '../subscription-records/index.js';
import { subscriptionStatusOn } from '../subscription-records/index.js';
import { SUBSCRIPTION_NOT_FOUND } from './subscription-messages.js';
import { subscriptionSaleOptions, type SaleOptions } from './sale-options.js';

type Grant = Awaited<ReturnType<typeof creditGrantsOfSubscription>>[number];
type Booking = Awaited<ReturnType<typeof bookingsOfSubscription>>[number];
type InvoiceLine = Awaited<ReturnType<typeof invoiceLinesOfSubscription>>[number];

const optionalGid = (typename: string, id: number | null) => (id === null ? null : encodeGlobalID(typename, id));
const today = (ctx: GraphQLContext) => clubDateOf(ctx.services.clock.now(), ctx.club.timeZone);

const ProductType = builder.objectRef<AccountSubscription['product']>('AccountSubscriptionProduct').implement({
  description: 'The product a member subscribed to',
  fields: (t) => ({
    id: t.id({ description: 'OrganizationSubscriptionNode', resolve: (p) => encodeGlobalID('OrganizationSubscriptionNode', p.id) }),
    name: t.exposeString('name'),
    subscriptionUnit: t.string({ description: 'MONTH or WEEK: how credits accrue', resolve: (p) => p.subscriptionUnit }),
    classes: t.exposeInt('classes'),
    unlimited: t.exposeBoolean('unlimited'),
    minimumDurationMonths: t.exposeInt('minimumDurationMonths'),
  }),
});

const PauseType = builder.objectRef<SubscriptionPause>('AccountSubscriptionPause').implement({
  fields: (t) => ({
    id: t.id({ resolve: (p) => encodeGlobalID('AccountSubscriptionPause', p.id) }),
    dateStart: t.field({ type: 'Date', resolve: (p) => p.dateStart }),
    dateEnd: t.field({ type: 'Date', resolve: (p) => p.dateEnd }),
    reason: t.exposeString('reason'),
    clubClosure: t.id({ nullable: true, description: 'The club closure that made it (undoing it removes the pause)', resolve: (p) => optionalGid('ClubClosure', p.clubClosureId) }),
  }),
});

const BlockType = builder.objectRef<SubscriptionBlock>('AccountSubscriptionBlock').implement({
  fields: (t) => ({
    id: t.id({ resolve: (b) => encodeGlobalID('AccountSubscriptionBlock', b.id) }),
    dateStart: t.field({ type: 'Date', resolve: (b) => b.dateStart }),
    dateEnd: t.field({ type: 'Date', nullable: true, description: 'null: until lifted', resolve: (b) => b.dateEnd }),
    reason: t.exposeString('reason'),
  }),
});

const CreditGrantType = builder.objectRef<Grant>('AccountSubscriptionCreditGrant').implement({
  description: "A grant of credits: a month's (the monthly job) or one staff added",
  fields: (t) => ({
    id: t.id({ resolve: (g) => encodeGlobalID('AccountSubscriptionCreditGrant', g.id) }),
    kind: t.string({ description: 'MONTHLY or MANUAL', resolve: (g) => g.kind }),
    month: t.exposeString('month'),
    amount: t.exposeInt('amount'),
    spent: t.int({ resolve: (g) => Number(g.spent) }),
    expiresOn: t.field({ type: 'Date', resolve: (g) => g.expiresOn }),
    description: t.exposeString('description'),
  }),
});

const BookingType = builder.objectRef<Booking>('AccountSubscriptionBooking').implement({
  description: 'A class booked with the subscription',
  fields: (t) => ({
    id: t.id({ resolve: (b) => encodeGlobalID('ScheduleItemAttendanceNode', b.id) }),
    date: t.field({ type: 'Date', resolve: (b) => b.date }),
    timeStart: t.field({ type: 'Time', resolve: (b) => b.timeStart }),
    className: t.exposeString('className'),
    bookingStatus: t.string({ resolve: (b) => b.bookingStatus }),
    creditGrant: t.id({ nullable: true, description: 'The grant whose credit it spends', resolve: (b) => optionalGid('AccountSubscriptionCreditGrant', b.accountSubscriptionCreditId) }),
    advanceCredit: t.exposeBoolean('advanceCredit'),
  }),
});

const InvoiceLineType = builder.objectRef<InvoiceLine>('AccountSubscriptionInvoiceLine').implement({
  description: 'A line billing the subscription, or a credit note line crediting one',
  fields: (t) => ({
    id: t.id({ resolve: (l) => encodeGlobalID('FinanceInvoiceItemNode', l.id) }),
    invoice: t.id({ description: 'FinanceInvoiceNode', resolve: (l) => encodeGlobalID('FinanceInvoiceNode', l.financeInvoiceId) }),
    invoiceNumber: t.string({ nullable: true, resolve: (l) => l.invoiceNumber }),
    status: t.string({ resolve: (l) => l.status }),
    dateCreated: t.field({ type: 'Date', resolve: (l) => l.dateCreated }),
    productName: t.exposeString('productName'),
    description: t.exposeString('description'),
    subscriptionMonth: t.string({ nullable: true, resolve: (l) => l.subscriptionMonth }),
    registrationFee: t.exposeBoolean('registrationFee'),
    creditNote: t.boolean({ resolve: (l) => l.creditedInvoiceId !== null }),
    totalDisplay: t.string({ resolve: (l, _a, ctx) => moneyDisplay(ctx.club.currencySymbol, l.total) }),
  }),
});

/** A member's subscription: for its owner and staff with accounts.subscriptions.view. */
export const AccountSubscriptionNode = builder.node(builder.objectRef<AccountSubscription>('AccountSubscriptionNode'), {
  id: { resolve: (s) => s.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findAccountSubscriptionFor(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => ({
    account: t.id({ description: 'AccountNode', resolve: (s) => encodeGlobalID('AccountNode', s.accountId) }),
    dateStart: t.field({ type: 'Date', resolve: (s) => s.dateStart }),
    dateEnd: t.field({ type: 'Date', nullable: true, description: 'The stop: its last day; null runs on', resolve: (s) => s.dateEnd }),
    status: t.string({ description: "ACTIVE, PAUSED, BLOCKED or STOPPED on the club's today (derived from the dates)", resolve: (s, _a, ctx) => subscriptionStatusOn(s, today(ctx)) }),
    stopReason: t.exposeString('stopReason'),
    note: t.exposeString('note'),
    priceOverride: t.field({ type: 'Decimal', nullable: true, description: "A kept price; null: the product's dated price", resolve: (s) => s.priceOverride }),
    financePaymentMethod: t.id({ nullable: true, description: 'FinancePaymentMethodNode', resolve: (s) => optionalGid('FinancePaymentMethodNode', s.financePaymentMethodId) }),
    directDebitMandate: t.id({ nullable: true, description: 'DirectDebitMandate', resolve: (s) => optionalGid('DirectDebitMandate', s.directDebitMandateId) }),
    organizationSubscription: t.field({ type: ProductType, resolve: (s) => s.product }),
    pauses: t.field({ type: [PauseType], resolve: (s) => s.pauses }),
    blocks: t.field({ type: [BlockType], resolve: (s) => s.blocks }),
    creditTotal: t.loadable({
      type: 'Int',
      description: "Credits usable today (unexpired grants less what bookings spent); 0 for an unlimited one",
      load: async (ids: number[], ctx) => {
        const left = await creditsLeftToday(ctx.services, ctx.club, ids);
        return ids.map((id) => left.get(id) ?? 0);
      },
      resolve: (s) => s.id,
    }),
    earliestMemberEnd: t.field({
      type: 'Date',
      description: 'The earliest end its member may choose today: the minimum duration, the notice and the months invoiced',
      resolve: (s, _a, ctx) => earliestMemberEndToday(ctx.services, ctx.club, s),
    }),
    credits: t.field({ type: [CreditGrantType], description: 'Its credit grants, earliest expiry first', resolve: (s, _a, ctx) => creditGrantsOfSubscription(ctx.services, ctx.club, s) }),
    bookings: t.field({ type: [BookingType], description: 'Its bookings, newest class first (200 at most)', resolve: (s, _a, ctx) => bookingsOfSubscription(ctx.services, ctx.club, s) }),
    invoiceLines: t.field({ type: [InvoiceLineType], description: 'The invoice lines billing it and credit notes crediting them', resolve: (s, _a, ctx) => invoiceLinesOfSubscription(ctx.services, ctx.club, s) }),
  }),
});

/** The subscription as the caller may now read it (after a change), or NOT_FOUND. */
export async function presentSubscription(ctx: GraphQLContext, id: number | null): Promise<AccountSubscription> {
  const subscription = id === null ? undefined : await findAccountSubscriptionFor(ctx.services, ctx.club, ctx.actor, id);
  if (!subscription) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
  return subscription;
}

builder.queryField('accountSubscriptions', (t) =>
  t.connection(
    {
      type: AccountSubscriptionNode,
      description: "The signed-in member's subscriptions (staff with accounts.subscriptions.view may name any account), newest start first.",
      args: { account: t.arg.id() },
      resolve: async (_root, args, ctx) => {
        const all = await listAccountSubscriptions(ctx.services, ctx.club, ctx.actor, decodeAccountArg(args.account));
        return offsetConnection(args, MAX_PAGE_SIZE, async (page) => all.slice(page.offset, page.offset + page.limit));
      },
    },
    { name: 'AccountSubscriptionNodeConnection' },
    { name: 'AccountSubscriptionNodeEdge' },
  ),
);

const SaleOptionsType = builder.objectRef<SaleOptions>('AccountSubscriptionSaleOptions').implement({
  fields: (t) => ({
    products: t.field({
      type: [
        builder.objectRef<SaleOptions['products'][number]>('AccountSubscriptionSaleProduct').implement({
          fields: (f) => ({
            id: f.id({ description: 'OrganizationSubscriptionNode', resolve: (p) => encodeGlobalID('OrganizationSubscriptionNode', p.id) }),
            name: f.exposeString('name'),
            firstPriceDate: f.field({ type: 'Date', nullable: true, description: 'The first day it has a price: no sale starts before it', resolve: (p) => p.firstPriceDate }),
          }),
        }),
      ],
      resolve: (o) => o.products,
    }),
    paymentMethods: t.field({
      type: [
        builder.objectRef<SaleOptions['paymentMethods'][number]>('AccountSubscriptionSalePaymentMethod').implement({
          fields: (f) => ({
            id: f.id({ description: 'FinancePaymentMethodNode', resolve: (m) => encodeGlobalID('FinancePaymentMethodNode', m.id) }),
            name: f.exposeString('name'),
            code: f.string({ nullable: true, resolve: (m) => m.code }),
          }),
        }),
      ],
      resolve: (o) => o.paymentMethods,
    }),
    mandates: t.field({
      type: [
        builder.objectRef<SaleOptions['mandates'][number]>('AccountSubscriptionSaleMandate').implement({
          fields: (f) => ({ id: f.id({ description: 'DirectDebitMandate', resolve: (m) => encodeGlobalID('DirectDebitMandate', m.id) }), reference: f.exposeString('reference') }),
        }),
      ],
      resolve: (o) => o.mandates,
    }),
  }),
});

builder.queryField('accountSubscriptionSaleOptions', (t) =>
  t.field({
    type: SaleOptionsType,
    description: "What staff sell an account a subscription with (accounts.subscriptions.edit): products, the club's payment methods, the account's mandates in force.",
    args: { account: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => subscriptionSaleOptions(ctx.services, ctx.club, ctx.actor, decodeAccountArg(args.account) ?? null),
  }),
);
