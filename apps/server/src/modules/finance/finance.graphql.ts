import { MAX_PAGE_SIZE } from '@kiai/shared';
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../platform/errors.js';
import { AccountNode, loadOwnerAccounts } from '../accounts/graphql.js';
import { hasPermission } from '../../platform/access-policy.js';
import { findScheduleItems } from '../schedule/index.js';
import { ScheduleItemNode } from '../schedule/graphql.js';
import { decodeAccountArg, decodeFilterId, decodeId, decodePlainOrGlobalId, encodeGlobalID, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import type { SlotChoice } from '../personal-training/index.js';
import { createFinanceOrder } from './create-finance-order.js';
import { SubscriptionPaymentEnum } from './subscription-sign-up.graphql.js';
import { deleteFinanceOrder } from './delete-finance-order.js';
import { INVOICE_NOT_FOUND, INVOICE_STATUSES, type FinanceInvoice, type InvoiceItem, type InvoicePayment } from './invoice.js';
import { financeInvoiceOpenTotals, findFinanceInvoiceFor, findFinanceInvoicesOfOrdersFor, listFinanceInvoices } from './list-invoices.js';
import { findFinanceOrderFor, findFinanceOrdersFor, listFinanceOrders } from './list-orders.js';
import { moneyDisplay, subtractMoney } from '../../platform/money.js';
import { readInvoiceAfterCheckout, readOrderAfterCheckout } from './read-after-checkout.js';
import { ORDER_NOT_FOUND, ORDER_STATUSES, REFUND_STATUSES, type FinanceOrder, type OrderItem } from './order.js';
import { listFinanceRefundsDue, markFinanceOrderRefunded } from './refunds-due.js';
import { updateFinanceOrder } from './update-finance-order.js';
import { NOT_LOGGED_IN_MESSAGE } from '../../platform/error-messages.js';

const OrderStatusEnum = builder.enumType('FinanceOrderStatus', { values: ORDER_STATUSES });
const InvoiceStatusEnum = builder.enumType('FinanceInvoiceStatus', { values: INVOICE_STATUSES });
const RefundStatusEnum = builder.enumType('FinanceOrderRefundStatus', {
  description: 'The refund of a paid order that could not be delivered: PENDING (the provider is being asked), REFUNDED (by the provider), DUE (left to staff: the provider could not), HANDLED (staff did)',
  values: REFUND_STATUSES,
});

// Declared first: orders and invoices point at each other.
const FinanceOrderRef = builder.objectRef<FinanceOrder>('FinanceOrderNode');
const FinanceInvoiceRef = builder.objectRef<FinanceInvoice>('FinanceInvoiceNode');

export const FinanceOrderItemNode = builder.node(builder.objectRef<OrderItem>('FinanceOrderItemNode'), {
  id: { resolve: (i) => i.id },
  // Items are read through their order, which carries the access check.
  loadOne: () => null,
  fields: (t) => ({
    productName: t.exposeString('productName'),
    description: t.exposeString('description'),
    quantity: t.field({ type: 'Decimal', resolve: (i) => i.quantity }),
    price: t.field({ type: 'Decimal', resolve: (i) => i.price }),
    taxPercentage: t.field({ type: 'Decimal', resolve: (i) => i.taxPercentage }),
    subtotal: t.field({ type: 'Decimal', resolve: (i) => i.subtotal }),
    tax: t.field({ type: 'Decimal', resolve: (i) => i.tax }),
    total: t.field({ type: 'Decimal', resolve: (i) => i.total }),
    totalDisplay: t.string({ resolve: (i, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, i.total) }),
    organizationClasspassId: t.id({ nullable: true, resolve: (i) => (i.organizationClasspassId === null ? null : encodeGlobalID('OrganizationClasspassNode', i.organizationClasspassId)) }),
    scheduleItem: t.loadable({
      type: ScheduleItemNode,
      nullable: true,
      load: (ids: number[], ctx) => findScheduleItems(ctx.services, ctx.club, ctx.actor, ids),
      sort: (item) => item.id,
      resolve: (i) => i.scheduleItemId,
    }),
    attendanceDate: t.field({ type: 'Date', nullable: true, resolve: (i) => i.attendanceDate }),
  }),
});

export const FinanceInvoiceItemNode = builder.node(builder.objectRef<InvoiceItem>('FinanceInvoiceItemNode'), {
  id: { resolve: (i) => i.id },
  loadOne: () => null,
  fields: (t) => ({
    productName: t.exposeString('productName'),
    description: t.exposeString('description'),
    quantity: t.field({ type: 'Decimal', resolve: (i) => i.quantity }),
    price: t.field({ type: 'Decimal', resolve: (i) => i.price }),
    priceDisplay: t.string({ resolve: (i, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, i.price) }),
    taxPercentage: t.field({ type: 'Decimal', resolve: (i) => i.taxPercentage }),
    taxRateType: t.string({ description: 'IN: the price includes the tax; EX: the tax comes on top', resolve: (i) => i.taxRateType }),
    subtotal: t.field({ type: 'Decimal', resolve: (i) => i.subtotal }),
    subtotalDisplay: t.string({ resolve: (i, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, i.subtotal) }),
    tax: t.field({ type: 'Decimal', resolve: (i) => i.tax }),
    taxDisplay: t.string({ resolve: (i, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, i.tax) }),
    total: t.field({ type: 'Decimal', resolve: (i) => i.total }),
    totalDisplay: t.string({ resolve: (i, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, i.total) }),
  }),
});

const FinanceInvoicePaymentType = builder.objectRef<InvoicePayment>('FinanceInvoicePaymentType').implement({
  fields: (t) => ({
    id: t.id({ resolve: (p) => encodeGlobalID('FinanceInvoicePaymentType', p.id) }),
    amount: t.field({ type: 'Decimal', resolve: (p) => p.amount }),
    amountDisplay: t.string({ resolve: (p, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, p.amount) }),
    date: t.field({ type: 'Date', resolve: (p) => p.date }),
    paymentMethod: t.string({ resolve: (p) => p.paymentMethodName }),
    reference: t.exposeString('reference'),
  }),
});

/** An invoice; its owner and staff with finance.invoices.read can read it. */
export const FinanceInvoiceNode = builder.node(FinanceInvoiceRef, {
  id: { resolve: (i) => i.id },
  loadOne: async (id, ctx) => (await findFinanceInvoiceFor(ctx.services, ctx.club, ctx.actor, numericId(id))) ?? null,
  fields: (t) => {
    const money = (key: 'subtotal' | 'tax' | 'total' | 'paid') => ({
      [key]: t.field({ type: 'Decimal', resolve: (i) => i[key] }),
      [`${key}Display`]: t.string({ resolve: (i, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, i[key]) }),
    });
    return {
      invoiceNumber: t.exposeString('invoiceNumber', { nullable: true, description: 'null while a draft' }),
      status: t.field({ type: InvoiceStatusEnum, resolve: (i) => i.status }),
      summary: t.exposeString('summary'),
      dateCreated: t.field({ type: 'Date', resolve: (i) => i.dateCreated }),
      dateDue: t.field({ type: 'Date', resolve: (i) => i.dateDue }),
      terms: t.exposeString('terms'),
      footer: t.exposeString('footer'),
      ...money('subtotal'),
      ...money('tax'),
      ...money('total'),
      ...money('paid'),
      balance: t.field({ type: 'Decimal', resolve: (i) => subtractMoney(i.total, i.paid) }),
      balanceDisplay: t.string({ resolve: (i, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, subtractMoney(i.total, i.paid)) }),
      pdfUrl: t.string({
        description: 'The PDF download (GET with the same Authorization header)',
        resolve: (i, _args, ctx) => `/${ctx.club.slug}/d/api/finance/invoices/${encodeGlobalID('FinanceInvoiceNode', i.id)}/pdf/`,
      }),
      createdAt: t.field({ type: 'DateTime', resolve: (i) => i.createdAt }),
      account: t.loadable({ type: AccountNode, nullable: true, load: loadOwnerAccounts, sort: (a) => a.id, resolve: (i) => i.accountId }),
      financeOrder: t.loadable({
        type: FinanceOrderRef,
        nullable: true,
        load: (ids: number[], ctx) => findFinanceOrdersFor(ctx.services, ctx.club, ctx.actor, ids),
        sort: (o) => o.id,
        resolve: (i) => i.financeOrderId,
      }),
      items: t.connection(
        { type: FinanceInvoiceItemNode, resolve: (i, args) => resolveArrayConnection({ args }, i.items) },
        { name: 'FinanceInvoiceItemNodeConnection' },
        { name: 'FinanceInvoiceItemNodeEdge' },
      ),
      payments: t.field({ type: [FinanceInvoicePaymentType], resolve: (i) => i.payments }),
    };
  },
});

/** A shop order; its owner and staff with finance.orders.view can read it. */
export const FinanceOrderNode = builder.node(FinanceOrderRef, {
  id: { resolve: (o) => o.id },
  loadOne: async (id, ctx) => (await findFinanceOrderFor(ctx.services, ctx.club, ctx.actor, numericId(id))) ?? null,
  fields: (t) => ({
    orderNumber: t.exposeInt('orderNumber'),
    message: t.exposeString('message'),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    subtotal: t.field({ type: 'Decimal', resolve: (o) => o.subtotal }),
    tax: t.field({ type: 'Decimal', resolve: (o) => o.tax }),
    total: t.field({ type: 'Decimal', resolve: (o) => o.total }),
    totalDisplay: t.string({ resolve: (o, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, o.total) }),
    currency: t.exposeString('currency'),
    deliveryError: t.string({
      nullable: true,
      description: 'Why delivery failed (DELIVERY_ERROR); staff with finance.orders.view only',
      resolve: (o, _args, ctx) => (hasPermission(ctx.actor, 'finance.orders.view') && o.deliveryError !== '' ? o.deliveryError : null),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
    paidAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.paidAt }),
    deliveredAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.deliveredAt }),
    refundStatus: t.field({ type: RefundStatusEnum, nullable: true, description: 'Set once a paid order could not be delivered', resolve: (o) => o.refundStatus }),
    refundedAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.refundedAt }),
    refundError: t.string({
      nullable: true,
      description: 'Why the payment provider could not refund (DUE); staff with finance.orders.view only',
      resolve: (o, _args, ctx) => (hasPermission(ctx.actor, 'finance.orders.view') && o.refundError !== '' ? o.refundError : null),
    }),
    account: t.loadable({ type: AccountNode, nullable: true, load: loadOwnerAccounts, sort: (a) => a.id, resolve: (o) => o.accountId }),
    items: t.connection(
      { type: FinanceOrderItemNode, resolve: (o, args) => resolveArrayConnection({ args }, o.items) },
      { name: 'FinanceOrderItemNodeConnection' },
      { name: 'FinanceOrderItemNodeEdge' },
    ),
    financeInvoice: t.loadable({
      type: FinanceInvoiceRef,
      nullable: true,
      description: 'The invoice made at delivery (visible to those who may read it)',
      load: (orderIds: number[], ctx) => findFinanceInvoicesOfOrdersFor(ctx.services, ctx.club, ctx.actor, orderIds),
      sort: (invoice) => invoice.financeOrderId ?? 0,
      resolve: (o) => o.id,
    }),
  }),
});

/** The invoice list's filters; the open totals take the same. */
function invoiceFilterArgs(t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) {
  return {
    status: t.arg({ type: InvoiceStatusEnum }),
    account: t.arg.id(),
    business: t.arg.id({ description: 'A business relation the invoices are for (staff)' }),
    group: t.arg.id({ description: 'An invoice group (staff)' }),
    dateFrom: t.arg({ type: 'Date', description: 'Invoice date from (inclusive)' }),
    dateTo: t.arg({ type: 'Date', description: 'Invoice date to (inclusive)' }),
    totalMin: t.arg({ type: 'Decimal', description: 'Total at least' }),
    totalMax: t.arg({ type: 'Decimal', description: 'Total at most' }),
  };
}

export interface InvoiceFilterArgs {
  status?: FinanceInvoice['status'] | null | undefined;
  account?: string | number | null | undefined;
  business?: string | number | null | undefined;
  group?: string | number | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  totalMin?: string | null | undefined;
  totalMax?: string | null | undefined;
}

/** The list's filter arguments decoded (the list, its open totals and the CSV route). */
export const invoiceQueryOf = (args: InvoiceFilterArgs) => ({
  status: args.status,
  accountId: decodeAccountArg(args.account),
  businessId: decodeFilterId(args.business, 'RelationsBusinessNode', 'business relation'),
  groupId: decodeFilterId(args.group, 'FinanceInvoiceGroupNode', 'invoice group'),
  dateFrom: args.dateFrom,
  dateTo: args.dateTo,
  totalMin: args.totalMin,
  totalMax: args.totalMax,
});

const FinanceInvoiceOpenTotals = builder.simpleObject('FinanceInvoiceOpenTotals', {
  description: 'What is open (sent or overdue) among the invoices a filter picks',
  fields: (t) => ({ count: t.int(), balance: t.field({ type: 'Decimal' }), balanceDisplay: t.string() }),
});

builder.queryFields((t) => ({
  financeInvoiceOpenTotals: t.field({
    type: FinanceInvoiceOpenTotals,
    description: 'The number and the summed balance of open invoices matching the filters (finance.invoices.read)',
    args: invoiceFilterArgs(t),
    resolve: async (_root, args, ctx) => {
      const totals = await financeInvoiceOpenTotals(ctx.services, ctx.club, ctx.actor, invoiceQueryOf(args));
      return { ...totals, balanceDisplay: moneyDisplay(ctx.club.currencySymbol, totals.balance) };
    },
  }),
  financeOrders: t.connection(
    {
      type: FinanceOrderNode,
      description: "Shop orders, newest first: every order (or one account's) with finance.orders.view, else the member's own.",
      args: { status: t.arg({ type: OrderStatusEnum }), account: t.arg.id() },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, MAX_PAGE_SIZE, (page) =>
          listFinanceOrders(ctx.services, ctx.club, ctx.actor, { status: args.status, accountId: decodeAccountArg(args.account) }, page),
        ),
    },
    { name: 'FinanceOrderNodeConnection' },
    { name: 'FinanceOrderNodeEdge' },
  ),
  financeOrder: t.field({
    type: FinanceOrderNode,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      // The payment success page polls this: a checkout the provider reports paid is delivered now, webhook or not.
      const order = await readOrderAfterCheckout(ctx.services, ctx.club, ctx.actor, decodeId(args.id, 'FinanceOrderNode'));
      if (!order) throw new AppError(ctx.actor ? 'NOT_FOUND' : 'USER_NOT_LOGGED_IN', ctx.actor ? ORDER_NOT_FOUND : NOT_LOGGED_IN_MESSAGE);
      return order;
    },
  }),
  financeOrderRefundsDue: t.connection(
    {
      type: FinanceOrderNode,
      description: 'Paid orders not delivered that the payment provider could not refund, oldest first: for staff to refund (finance.orders.view).',
      resolve: (_root, args, ctx) => offsetConnection(args, MAX_PAGE_SIZE, (page) => listFinanceRefundsDue(ctx.services, ctx.club, ctx.actor, page)),
    },
    { name: 'FinanceOrderRefundsDueConnection' },
    { name: 'FinanceOrderRefundsDueEdge' },
  ),
  financeInvoices: t.connection(
    {
      type: FinanceInvoiceNode,
      description: "Invoices, newest first: every invoice (or one account's) with finance.invoices.read, else the member's own.",
      args: invoiceFilterArgs(t),
      resolve: (_root, args, ctx) => offsetConnection(args, MAX_PAGE_SIZE, (page) => listFinanceInvoices(ctx.services, ctx.club, ctx.actor, invoiceQueryOf(args), page)),
    },
    { name: 'FinanceInvoiceNodeConnection' },
    { name: 'FinanceInvoiceNodeEdge' },
  ),
  financeInvoice: t.field({
    type: FinanceInvoiceNode,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      // Back from paying it online: a checkout the provider reports paid is recorded now, webhook or not.
      const invoice = await readInvoiceAfterCheckout(ctx.services, ctx.club, ctx.actor, decodeId(args.id, 'FinanceInvoiceNode'));
      if (!invoice) throw new AppError(ctx.actor ? 'NOT_FOUND' : 'USER_NOT_LOGGED_IN', ctx.actor ? INVOICE_NOT_FOUND : NOT_LOGGED_IN_MESSAGE);
      return invoice;
    },
  }),
}));

const AppointmentSessionInput = builder.inputType('AppointmentSessionInput', {
  description: "The wizard's choices, as create_appointment takes them: delivery of the paid order books this session",
  fields: (t) => ({
    service: t.id({ required: true, description: 'the service (its number, as the portal knows it, or an AppointmentServiceNode id)' }),
    trainer: t.id({ required: true, description: "the trainer's staff_member id (or an AppointmentTrainerNode id)" }),
    date: t.field({ type: 'Date', required: true, description: 'the club-local date' }),
    startTime: t.string({ required: true, description: "'hh:mm A' as listed, 'HH:mm', or an ISO 8601 instant with an offset" }),
    endTime: t.string({ description: 'when sent, the start plus the service duration' }),
  }),
});

const CreateFinanceOrderInput = builder.inputType('CreateFinanceOrderInput', {
  fields: (t) => ({
    message: t.string(),
    organizationClasspass: t.id({ description: 'The class pass to buy (or organizationSubscription: exactly one of the two)' }),
    organizationSubscription: t.id({ description: 'A subscription to sign up for (shopSubscriptions), instead of a class pass' }),
    subscriptionDateStart: t.field({ type: 'Date', description: "The subscription's first day: the club's today when left out, up to the first day of the month after next" }),
    subscriptionPayment: t.field({ type: SubscriptionPaymentEnum, description: 'How the subscription is paid each month; CARD when left out' }),
    scheduleItem: t.id({ description: 'Buy and book in one go: the class a drop-in or trial pass is bought for' }),
    attendanceDate: t.field({ type: 'Date', description: 'The date of that class' }),
    organizationMembership: t.id({ description: 'A membership bought in the same order, first: the one the pass requires' }),
    appointment: t.field({ type: AppointmentSessionInput, description: 'One personal-training session paid on its own (a service sold per session), instead of a pass or a subscription' }),
  }),
});

/** The session a paid-per-session order books, its ids decoded (null when they name nothing). */
function sessionChoice(input: { service: string | number; trainer: string | number; date: string; startTime: string; endTime?: string | null | undefined }): SlotChoice {
  return {
    serviceId: decodePlainOrGlobalId(input.service, 'AppointmentServiceNode'),
    trainerId: decodePlainOrGlobalId(input.trainer, 'AppointmentTrainerNode'),
    date: input.date,
    startTime: input.startTime,
    ...(input.endTime ? { endTime: input.endTime } : {}),
  };
}

/** An optional id argument that was sent (an empty string counts as left out, as the portal sends them). */
const given = (id: string | null | undefined): id is string => id !== null && id !== undefined && id !== '';

const DeleteFinanceOrderInput = builder.inputType('DeleteFinanceOrderInput', {
  fields: (t) => ({ id: t.id({ required: true }), fromUser: t.boolean({ description: 'the member cancels their own unpaid order' }) }),
});

const UpdateFinanceOrderInput = builder.inputType('UpdateFinanceOrderInput', {
  fields: (t) => ({ id: t.id({ required: true }), status: t.field({ type: OrderStatusEnum, required: true }) }),
});

const OrderPayload = (name: string) =>
  builder.simpleObject(name, { fields: (f) => ({ financeOrder: f.field({ type: FinanceOrderNode }) }) });

const CreateFinanceOrderPayload = OrderPayload('CreateFinanceOrderPayload');
const UpdateFinanceOrderPayload = OrderPayload('UpdateFinanceOrderPayload');
const MarkFinanceOrderRefundedPayload = OrderPayload('MarkFinanceOrderRefundedPayload');

/** The order a mutation has just written, as its caller may read it (the owner, or staff with finance.orders.view). */
async function orderAfterWrite(ctx: GraphQLContext, id: number): Promise<FinanceOrder> {
  const order = await findFinanceOrderFor(ctx.services, ctx.club, ctx.actor, id);
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

builder.mutationFields((t) => ({
  createFinanceOrder: t.field({
    type: CreateFinanceOrderPayload,
    description:
      'A member orders a class pass (status RECEIVED); with scheduleItem and attendanceDate, delivery also books that class. Or signs up for a subscription (organizationSubscription): paid by CARD it awaits payment like a pass; by DIRECT_DEBIT it is delivered at once, its invoice left open for the next collection.',
    args: { input: t.arg({ type: CreateFinanceOrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await createFinanceOrder(ctx.services, ctx.club, ctx.actor, {
        message: input.message,
        ...(input.organizationClasspass !== null && input.organizationClasspass !== undefined ? { organizationClasspassId: decodeId(input.organizationClasspass, 'OrganizationClasspassNode') } : {}),
        ...(given(input.organizationSubscription)
          ? {
              subscription: {
                organizationSubscriptionId: decodeId(input.organizationSubscription, 'OrganizationSubscriptionNode'),
                dateStart: input.subscriptionDateStart,
                payment: input.subscriptionPayment,
              },
            }
          : {}),
        ...(input.scheduleItem !== null && input.scheduleItem !== undefined && input.scheduleItem !== ''
          ? { scheduleItemId: decodeId(input.scheduleItem, 'ScheduleItemNode') }
          : {}),
        attendanceDate: input.attendanceDate,
        ...(input.organizationMembership !== null && input.organizationMembership !== undefined && input.organizationMembership !== ''
          ? { organizationMembershipId: decodeId(input.organizationMembership, 'OrganizationMembershipNode') }
          : {}),
        ...(input.appointment ? { appointment: sessionChoice(input.appointment) } : {}),
      });
      return { financeOrder: await orderAfterWrite(ctx, id) };
    },
  }),
  deleteFinanceOrder: t.field({
    type: builder.simpleObject('DeleteFinanceOrderPayload', { fields: (f) => ({ ok: f.boolean() }) }),
    description: 'Cancels an unpaid order: the member their own (fromUser), staff with finance.orders.edit any.',
    args: { input: t.arg({ type: DeleteFinanceOrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteFinanceOrder(ctx.services, ctx.club, ctx.actor, { orderId: decodeId(input.id, 'FinanceOrderNode'), fromUser: input.fromUser ?? false });
      return { ok: true };
    },
  }),
  updateFinanceOrder: t.field({
    type: UpdateFinanceOrderPayload,
    description: 'Staff set an order status (finance.orders.edit); DELIVERED delivers the order by hand and makes its invoice.',
    args: { input: t.arg({ type: UpdateFinanceOrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await updateFinanceOrder(ctx.services, ctx.club, ctx.actor, { orderId: decodeId(input.id, 'FinanceOrderNode'), status: input.status });
      return { financeOrder: await orderAfterWrite(ctx, id) };
    },
  }),
  markFinanceOrderRefunded: t.field({
    type: MarkFinanceOrderRefundedPayload,
    description: 'Staff have refunded a paid order the payment provider could not refund (finance.payments.edit): it leaves the refunds due.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = await markFinanceOrderRefunded(ctx.services, ctx.club, ctx.actor, decodeId(args.id, 'FinanceOrderNode'));
      return { financeOrder: await orderAfterWrite(ctx, id) };
    },
  }),
}));
