import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { decodeId, decodeOptionalId, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { moneyDisplay } from '../../platform/money.js';
import { addSubscriptionPrice } from './add-subscription-price.js';
import { findOrganizationGroup, groupsOfProducts, listOrganizationGroups } from './list-organization.js';
import { findOrganizationMemberships, findOrganizationSubscriptionPrice, findOrganizationSubscriptions, listOrganizationSubscriptions, pricesOfSubscriptions } from './list-recurring-products.js';
import { ledgerInputFields, ledgerValues, OrganizationMembershipNode, productSetupFields } from './membership-products.graphql.js';
import type { ProductGroupRow } from './organization.repository.js';
import { decodeIds } from './organization-setup.graphql.js';
import { removeSubscriptionPrice } from './remove-subscription-price.js';
import { saveProductGroup } from './save-product-group.js';
import { saveSubscriptionProduct } from './save-subscription-product.js';
import { setupItemMutations } from './setup-item-mutations.graphql.js';
import type { SubscriptionPriceRow } from './subscription-price.repository.js';
import type { SubscriptionProductRow } from './subscription-product.repository.js';

const LIST_SIZE = 100;
const GROUPS = 'organizationSubscriptionGroups';

/** A group of subscription products: which classes they may be used for (organization.view). */
export const OrganizationSubscriptionGroupNode = builder.node(builder.objectRef<ProductGroupRow>('OrganizationSubscriptionGroupNode'), {
  id: { resolve: (g) => g.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findOrganizationGroup(ctx.services, ctx.club, ctx.actor, GROUPS, n)) ?? null);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    archived: t.exposeBoolean('archived'),
  }),
});

/** One dated price of a subscription product (organization.view). */
export const OrganizationSubscriptionPriceNode = builder.node(builder.objectRef<SubscriptionPriceRow>('OrganizationSubscriptionPriceNode'), {
  id: { resolve: (p) => p.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findOrganizationSubscriptionPrice(ctx.services, ctx.club, ctx.actor, n)) ?? null);
  },
  fields: (t) => ({
    price: t.field({ type: 'Decimal', resolve: (p) => p.price }),
    priceDisplay: t.string({ resolve: (p, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, p.price) }),
    dateStart: t.field({ type: 'Date', resolve: (p) => p.dateStart }),
    dateEnd: t.field({ type: 'Date', nullable: true, resolve: (p) => p.dateEnd }),
  }),
});

const SubscriptionUnitEnum = builder.enumType('OrganizationSubscriptionUnit', { values: ['MONTH', 'WEEK'] as const, description: 'how credits accrue; billing is always per calendar month' });
const NoticeUnitEnum = builder.enumType('OrganizationSubscriptionNoticeUnit', { values: ['DAYS', 'MONTHS'] as const });
const RenewalModeEnum = builder.enumType('OrganizationSubscriptionRenewalMode', {
  values: {
    MONTHLY: { description: 'after the minimum duration it runs on and is cancellable monthly (the default)' },
    TERM: { description: 'it renews for another minimum duration' },
  } as const,
});

/** A subscription product (organization.view). */
export const OrganizationSubscriptionNode = builder.node(builder.objectRef<SubscriptionProductRow>('OrganizationSubscriptionNode'), {
  id: { resolve: (s) => s.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : ((await findOrganizationSubscriptions(ctx.services, ctx.club, ctx.actor, [n]))[0] ?? null);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description', { description: 'sanitised HTML' }),
    subscriptionUnit: t.field({ type: SubscriptionUnitEnum, resolve: (s) => s.subscriptionUnit }),
    classes: t.int({ nullable: true, description: 'classes a unit; null when unlimited', resolve: (s) => (s.unlimited ? null : s.classes) }),
    unlimited: t.exposeBoolean('unlimited'),
    dailyCap: t.int({ nullable: true, description: "an unlimited subscription's cap of classes a day", resolve: (s) => s.dailyCap }),
    registrationFee: t.field({ type: 'Decimal', resolve: (s) => s.registrationFee }),
    registrationFeeDisplay: t.string({ resolve: (s, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, s.registrationFee) }),
    minimumDurationMonths: t.exposeInt('minimumDurationMonths'),
    noticePeriod: t.exposeInt('noticePeriod'),
    noticeUnit: t.field({ type: NoticeUnitEnum, resolve: (s) => s.noticeUnit }),
    renewalMode: t.field({ type: RenewalModeEnum, resolve: (s) => s.renewalMode }),
    reconcileLaterClasses: t.exposeInt('reconcileLaterClasses', { description: "classes bookable ahead of next month's credits" }),
    creditValidityDays: t.int({ nullable: true, description: "null: the club's credit validity", resolve: (s) => s.creditValidityDays }),
    requiredMembership: t.loadable({
      type: OrganizationMembershipNode,
      nullable: true,
      load: (ids: number[], ctx) => findOrganizationMemberships(ctx.services, ctx.club, ctx.actor, ids),
      sort: (m) => m.id,
      resolve: (s) => s.requiredMembershipId,
    }),
    ...productSetupFields(t),
    organizationSubscriptionGroups: t.loadableList({
      type: OrganizationSubscriptionGroupNode,
      description: 'The subscription groups it belongs to (which classes it may be used for).',
      load: (ids: number[], ctx) => groupsOfProducts(ctx.services, ctx.club, ctx.actor, 'subscription', ids),
      resolve: (s) => s.id,
    }),
    organizationSubscriptionPrices: t.loadableList({
      type: OrganizationSubscriptionPriceNode,
      description: 'Its dated prices, the earliest first.',
      load: (ids: number[], ctx) => pricesOfSubscriptions(ctx.services, ctx.club, ctx.actor, ids),
      resolve: (s) => s.id,
    }),
    priceToday: t.loadable({
      type: OrganizationSubscriptionPriceNode,
      nullable: true,
      description: "The price valid on the club's today; null when none is.",
      load: async (ids: number[], ctx) => {
        const today = clubDateOf(ctx.services.clock.now(), ctx.club.timeZone);
        const prices = await pricesOfSubscriptions(ctx.services, ctx.club, ctx.actor, ids);
        return prices.map((rows) => rows.find((p) => p.dateStart <= today && (p.dateEnd === null || p.dateEnd >= today)) ?? null);
      },
      resolve: (s) => s.id,
    }),
  }),
});

builder.queryFields((t) => ({
  organizationSubscriptions: t.connection(
    {
      type: OrganizationSubscriptionNode,
      description: 'Subscription products by name (organization.view).',
      args: { archived: t.arg.boolean({ defaultValue: false }) },
      resolve: (_root, args, ctx) => offsetConnection(args, LIST_SIZE, (page) => listOrganizationSubscriptions(ctx.services, ctx.club, ctx.actor, args.archived ?? false, page)),
    },
    { name: 'OrganizationSubscriptionNodeConnection' },
    { name: 'OrganizationSubscriptionNodeEdge' },
  ),
  organizationSubscriptionGroups: t.connection(
    {
      type: OrganizationSubscriptionGroupNode,
      description: 'Subscription groups by name (organization.view).',
      args: { archived: t.arg.boolean({ defaultValue: false }) },
      resolve: (_root, args, ctx) => offsetConnection(args, LIST_SIZE, (page) => listOrganizationGroups(ctx.services, ctx.club, ctx.actor, GROUPS, args.archived ?? false, page)),
    },
    { name: 'OrganizationSubscriptionGroupNodeConnection' },
    { name: 'OrganizationSubscriptionGroupNodeEdge' },
  ),
}));

setupItemMutations({
  name: 'OrganizationSubscription',
  payloadField: 'organizationSubscription',
  node: OrganizationSubscriptionNode,
  typename: 'OrganizationSubscriptionNode',
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ defaultValue: '', description: 'HTML; sanitised' }),
    subscriptionUnit: t.field({ type: SubscriptionUnitEnum, required: true }),
    classes: t.int({ description: 'classes a unit; left out when unlimited' }),
    unlimited: t.boolean({ defaultValue: false }),
    dailyCap: t.int({ description: 'an unlimited subscription’s cap of classes a day; none when left out' }),
    registrationFee: t.field({ type: 'Decimal', defaultValue: '0' }),
    minimumDurationMonths: t.int({ defaultValue: 0 }),
    noticePeriod: t.int({ defaultValue: 0 }),
    noticeUnit: t.field({ type: NoticeUnitEnum, defaultValue: 'DAYS' }),
    renewalMode: t.field({ type: RenewalModeEnum, defaultValue: 'MONTHLY' }),
    reconcileLaterClasses: t.int({ defaultValue: 0 }),
    creditValidityDays: t.int({ description: "days a credit stays usable; the club's setting when left out" }),
    requiredMembership: t.id({ description: 'a membership product the member must hold; none when left out' }),
    ...ledgerInputFields(t),
    displayPublic: t.boolean({ defaultValue: true }),
    displayShop: t.boolean({ defaultValue: true }),
    organizationSubscriptionGroups: t.idList({ defaultValue: [] }),
  }),
  values: (i) => ({
    name: i.name,
    description: i.description ?? '',
    subscriptionUnit: i.subscriptionUnit,
    classes: i.classes ?? null,
    unlimited: i.unlimited ?? false,
    dailyCap: i.dailyCap ?? null,
    registrationFee: i.registrationFee ?? '0',
    minimumDurationMonths: i.minimumDurationMonths ?? 0,
    noticePeriod: i.noticePeriod ?? 0,
    noticeUnit: i.noticeUnit ?? 'DAYS',
    renewalMode: i.renewalMode ?? 'MONTHLY',
    reconcileLaterClasses: i.reconcileLaterClasses ?? 0,
    creditValidityDays: i.creditValidityDays ?? null,
    requiredMembershipId: decodeOptionalId(i.requiredMembership, 'OrganizationMembershipNode'),
    ...ledgerValues(i),
    displayPublic: i.displayPublic ?? true,
    displayShop: i.displayShop ?? true,
    groupIds: decodeIds(i.organizationSubscriptionGroups, 'OrganizationSubscriptionGroupNode'),
  }),
  save: saveSubscriptionProduct,
  read: async (ctx, id) => (await findOrganizationSubscriptions(ctx.services, ctx.club, ctx.actor, [id]))[0],
  archive: 'organizationSubscriptions',
  descriptions: { archive: 'organization.edit; subscriptions are archived, never deleted (members hold them)' },
});

setupItemMutations({
  name: 'OrganizationSubscriptionGroup',
  payloadField: 'organizationSubscriptionGroup',
  node: OrganizationSubscriptionGroupNode,
  typename: 'OrganizationSubscriptionGroupNode',
  fields: (t) => ({ name: t.string({ required: true }), description: t.string({ defaultValue: '' }) }),
  values: (i) => ({ name: i.name, description: i.description ?? '' }),
  save: saveProductGroup(GROUPS),
  read: (ctx, id) => findOrganizationGroup(ctx.services, ctx.club, ctx.actor, GROUPS, id),
  archive: GROUPS,
});

const SubscriptionPricePayload = builder.simpleObject('OrganizationSubscriptionPricePayload', {
  fields: (f) => ({ organizationSubscription: f.field({ type: OrganizationSubscriptionNode, nullable: true, description: 'the product with its prices as saved' }) }),
});
const answerProduct = async (ctx: GraphQLContext, id: number) => ({ organizationSubscription: (await findOrganizationSubscriptions(ctx.services, ctx.club, ctx.actor, [id]))[0] ?? null });

builder.mutationField('createOrganizationSubscriptionPrice', (t) =>
  t.field({
    type: SubscriptionPricePayload,
    description: 'organization.edit; a price overlapping another of the product is refused under dateStart, and an open-ended one from a later start ends the open one before it',
    args: {
      input: t.arg({
        type: builder.inputType('CreateOrganizationSubscriptionPriceInput', {
          fields: (f) => ({
            organizationSubscription: f.id({ required: true }),
            price: f.field({ type: 'Decimal', required: true }),
            dateStart: f.field({ type: 'Date', required: true }),
            dateEnd: f.field({ type: 'Date', description: 'the last day; none runs on' }),
          }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) =>
      answerProduct(
        ctx,
        await addSubscriptionPrice(ctx.services, ctx.club, ctx.actor, {
          productId: decodeId(input.organizationSubscription, 'OrganizationSubscriptionNode'),
          price: input.price,
          dateStart: input.dateStart,
          dateEnd: input.dateEnd ?? null,
        }),
      ),
  }),
);

builder.mutationField('deleteOrganizationSubscriptionPrice', (t) =>
  t.field({
    type: SubscriptionPricePayload,
    description: 'organization.edit',
    args: { input: t.arg({ type: builder.inputType('DeleteOrganizationSubscriptionPriceInput', { fields: (f) => ({ id: f.id({ required: true }) }) }), required: true }) },
    resolve: async (_root, { input }, ctx) => answerProduct(ctx, await removeSubscriptionPrice(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'OrganizationSubscriptionPriceNode'))),
  }),
);
