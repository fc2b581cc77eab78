import { MAX_PAGE_SIZE } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import { decodeAccountArg, decodeId, encodeGlobalID, numericId, offsetConnection } from '../../graphql/relay-helpers.js';
import { moneyDisplay } from '../../platform/money.js';
import type { AccountAmount } from './account-amount.repository.js';
import { addAccountAmount, listAccountAmounts, removeAccountAmount } from './account-amounts.js';
import type { BatchCategory } from './batch-category.repository.js';
import { archiveBatchCategory, findBatchCategory, listBatchCategories, saveBatchCategory } from './batch-categories.js';
import { buildCategoryBatch } from './build-category-batch.js';
import type { LeftOutAccount } from './category-batch-contents.js';
import { BatchType, withItems } from './direct-debit.graphql.js';

// Finance → Batch categories, the amounts on an account's bank tab, and category batches (docs/direct-debit.md).

const orNull = <T>(row: T | undefined) => row ?? null;

export const DirectDebitCategoryNode = builder.node(builder.objectRef<BatchCategory>('DirectDebitCategoryNode'), {
  description: 'A batch category: what a category batch collects (Finance → Batch categories)',
  id: { resolve: (c) => c.id },
  loadOne: async (id, ctx) => {
    const n = numericId(id);
    return n === null ? null : orNull(await findBatchCategory(ctx.services, ctx.club, ctx.actor, n));
  },
  fields: (t) => ({ name: t.exposeString('name'), description: t.exposeString('description'), archived: t.exposeBoolean('archived') }),
});

const AccountAmountType = builder.objectRef<AccountAmount>('DirectDebitAccountAmount').implement({
  description: "An amount a category batch collects from the account: one month, or every month from the first (until the last)",
  fields: (t) => ({
    id: t.id({ resolve: (a) => encodeGlobalID('DirectDebitAccountAmount', a.id) }),
    category: t.id({ description: 'the DirectDebitCategoryNode', resolve: (a) => encodeGlobalID('DirectDebitCategoryNode', a.categoryId) }),
    categoryName: t.exposeString('categoryName'),
    amount: t.field({ type: 'Decimal', resolve: (a) => a.amount }),
    amountDisplay: t.string({ resolve: (a, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, a.amount) }),
    description: t.exposeString('description'),
    recurring: t.exposeBoolean('recurring'),
    firstMonth: t.exposeString('firstMonth', { description: 'YYYY-MM' }),
    lastMonth: t.string({ nullable: true, description: 'YYYY-MM; null: every month from the first on', resolve: (a) => a.lastMonth }),
  }),
});

const LeftOutAccountType = builder.objectRef<LeftOutAccount>('DirectDebitLeftOutAccount').implement({
  description: 'An account with amounts for the month that a category batch did not collect from, and why',
  fields: (t) => ({
    account: t.id({ resolve: (l) => encodeGlobalID('AccountNode', l.accountId) }),
    accountName: t.exposeString('accountName'),
    reason: t.exposeString('reason'),
  }),
});

const BuiltCategoryBatchType = builder.objectRef<{ batch: Awaited<ReturnType<typeof withItems>> | null; leftOut: LeftOutAccount[] }>('BuildDirectDebitCategoryBatchPayload').implement({
  fields: (t) => ({
    batch: t.field({ type: BatchType, nullable: true, description: 'null when no account could be collected from', resolve: (b) => b.batch }),
    leftOut: t.field({ type: [LeftOutAccountType], resolve: (b) => b.leftOut }),
  }),
});

builder.queryFields((t) => ({
  directDebitCategories: t.connection(
    {
      type: DirectDebitCategoryNode,
      description: 'Batch categories by name (finance.setup.view).',
      args: { archived: t.arg.boolean({ defaultValue: false }) },
      resolve: (_root, args, ctx) => offsetConnection(args, MAX_PAGE_SIZE, (page) => listBatchCategories(ctx.services, ctx.club, ctx.actor, args.archived ?? false, page)),
    },
    { name: 'DirectDebitCategoryNodeConnection' },
    { name: 'DirectDebitCategoryNodeEdge' },
  ),
  accountDirectDebitAmounts: t.connection(
    {
      type: AccountAmountType,
      description: "An account's category amounts, newest first (finance.mandates.view).",
      args: { account: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => offsetConnection(args, MAX_PAGE_SIZE, (page) => listAccountAmounts(ctx.services, ctx.club, ctx.actor, decodeAccountArg(args.account) ?? null, page)),
    },
    { name: 'DirectDebitAccountAmountConnection' },
    { name: 'DirectDebitAccountAmountEdge' },
  ),
}));

const CategoryInput = builder.inputType('DirectDebitCategoryInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'left out: a new category' }),
    name: t.string({ required: true }),
    description: t.string({ required: false }),
  }),
});

const ArchiveCategoryInput = builder.inputType('ArchiveDirectDebitCategoryInput', {
  fields: (t) => ({ id: t.id({ required: true }), archived: t.boolean({ defaultValue: true, description: 'false brings it back' }) }),
});

const AddAmountInput = builder.inputType('AddDirectDebitAccountAmountInput', {
  fields: (t) => ({
    account: t.id({ required: true }),
    category: t.id({ required: true }),
    amount: t.string({ required: true, description: 'above 0, at most two decimals' }),
    description: t.string({ required: false }),
    recurring: t.boolean({ required: true, description: 'false: firstMonth only; true: every month from firstMonth (until lastMonth)' }),
    firstMonth: t.string({ required: true, description: 'YYYY-MM' }),
    lastMonth: t.string({ required: false, description: "YYYY-MM of a recurring amount; '' or left out: no end" }),
  }),
});

const BuildCategoryBatchInput = builder.inputType('BuildDirectDebitCategoryBatchInput', {
  fields: (t) => ({
    categories: t.idList({ required: true, description: 'DirectDebitCategoryNode ids' }),
    month: t.string({ required: true, description: 'YYYY-MM whose amounts are collected' }),
    collectionDate: t.field({ type: 'Date', required: false, description: 'left out: the first bank day the notice days allow' }),
    description: t.string({ required: false, description: 'left out: the categories and the month' }),
  }),
});

const CategoryPayload = builder.simpleObject('DirectDebitCategoryPayload', { fields: (f) => ({ directDebitCategory: f.field({ type: DirectDebitCategoryNode, nullable: true }) }) });

const categoryId = (id: string | number) => decodeId(id, 'DirectDebitCategoryNode');

builder.mutationFields((t) => ({
  saveDirectDebitCategory: t.field({
    type: CategoryPayload,
    description: 'Adds a batch category, or changes one (finance.setup.edit).',
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const target = input.id === null || input.id === undefined ? 'new' : categoryId(input.id);
      const id = await saveBatchCategory(ctx.services, ctx.club, ctx.actor, target, { name: input.name, description: input.description });
      return { directDebitCategory: orNull(await findBatchCategory(ctx.services, ctx.club, ctx.actor, id)) };
    },
  }),
  archiveDirectDebitCategory: t.field({
    type: CategoryPayload,
    description: 'Archives a batch category or brings it back (finance.setup.edit).',
    args: { input: t.arg({ type: ArchiveCategoryInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await archiveBatchCategory(ctx.services, ctx.club, ctx.actor, categoryId(input.id), input.archived ?? true);
      return { directDebitCategory: orNull(await findBatchCategory(ctx.services, ctx.club, ctx.actor, id)) };
    },
  }),
  addDirectDebitAccountAmount: t.field({
    type: AccountAmountType,
    description: "Adds a category amount to an account's bank tab (finance.mandates.edit).",
    args: { input: t.arg({ type: AddAmountInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      addAccountAmount(ctx.services, ctx.club, ctx.actor, {
        accountId: decodeAccountArg(input.account) ?? null,
        categoryId: categoryId(input.category),
        amount: input.amount,
        description: input.description,
        recurring: input.recurring,
        firstMonth: input.firstMonth,
        lastMonth: input.lastMonth,
      }),
  }),
  removeDirectDebitAccountAmount: t.boolean({
    description: 'Deletes a category amount no batch has taken (finance.mandates.edit).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await removeAccountAmount(ctx.services, ctx.club, ctx.actor, decodeId(args.id, 'DirectDebitAccountAmount'));
      return true;
    },
  }),
  buildDirectDebitCategoryBatch: t.field({
    type: BuiltCategoryBatchType,
    description: 'Builds a category batch of a month, listing every account left out with why (finance.batches.edit).',
    args: { input: t.arg({ type: BuildCategoryBatchInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const built = await buildCategoryBatch(ctx.services, ctx.club, ctx.actor, {
        categoryIds: input.categories.map(categoryId),
        month: input.month,
        collectionDate: input.collectionDate,
        description: input.description,
      });
      return { ...built, batch: built.batch ? await withItems(ctx, built.batch.id) : null };
    },
  }),
}));
