import { MAX_PAGE_SIZE } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import { decodeAccountArg, decodeId, encodeGlobalID, offsetConnection } from '../../graphql/relay-helpers.js';
import { moneyDisplay } from '../../platform/money.js';
import { listAccountCollections, type AccountCollection } from './account-collections.js';
import type { LeftOutInvoice } from './batch-contents.js';
import type { BatchItem } from './batch.repository.js';
import { BATCH_STATUSES, findCollectionBatch, listCollectionBatches, type BatchSummary } from './batches.js';
import { buildBatch } from './build-batch.js';
import { approveBatch, rejectBatch, removeBatchItem } from './decide-batch.js';
import { recordReturn } from './record-return.js';
import type { BatchReturn } from './return.repository.js';
import { RETURN_REASONS } from './return-reasons.js';
import { sendBatchToBank } from './send-batch-to-bank.js';
import { readDirectDebitSettings, updateDirectDebitSettings, type DirectDebitSettings } from './direct-debit-settings.js';
import { addBankAccount, addMandate, listBankAccounts, retireMandateByStaff, type BankAccount, type Mandate, type MandateEvidence } from './mandates.js';
import { PAIN_VERSIONS } from './pain008.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../platform/errors.js';
import { BATCH_NOT_FOUND } from './direct-debit.js';

const BatchStatusEnum = builder.enumType('DirectDebitBatchStatus', {
  description: 'AWAITING_APPROVAL → APPROVED | REJECTED; APPROVED → SENT_TO_BANK (final)',
  values: BATCH_STATUSES,
});

const DirectDebitSettingsType = builder.objectRef<DirectDebitSettings>('DirectDebitSettings').implement({
  description: "The club's creditor and its bank's wishes (Settings → Finance, direct debit)",
  fields: (t) => ({
    creditorName: t.exposeString('creditorName'),
    creditorId: t.exposeString('creditorId', { description: 'the SEPA creditor identifier, e.g. DE98ZZZ09999999999' }),
    iban: t.exposeString('iban'),
    bic: t.exposeString('bic', { description: "'' when not given (optional inside SEPA)" }),
    painVersion: t.exposeString('painVersion', { description: PAIN_VERSIONS.join(' or ') }),
    firstSequence: t.exposeBoolean('firstSequence', { description: "FRST on a mandate's first collection (else every collection is RCUR)" }),
    noticeDays: t.exposeInt('noticeDays', { description: 'pre-notification days before a collection' }),
    approvalByOther: t.exposeBoolean('approvalByOther', { description: 'a batch is approved by another staff member than its builder' }),
    returnFee: t.field({ type: 'Decimal', description: "charged on a bank's return as a new invoice; 0.00: none", resolve: (s) => s.returnFee }),
    returnFeeDisplay: t.string({ resolve: (s, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, s.returnFee) }),
    proposedCollectionDate: t.field({ type: 'Date', description: 'the first bank day a batch built today may collect on', resolve: (s) => s.proposedCollectionDate }),
  }),
});

const EvidenceType = builder.objectRef<MandateEvidence>('DirectDebitMandateEvidence').implement({
  description: 'The consent evidence of a mandate the member signed online',
  fields: (t) => ({
    signedAt: t.field({ type: 'DateTime', resolve: (e) => e.signedAt }),
    ipAddress: t.exposeString('ipAddress', { description: "the client's address as the server saw it (behind the configured proxy trust)" }),
    userAgent: t.exposeString('userAgent', { description: "the browser's User-Agent header, at most 500 characters" }),
    mandateText: t.exposeString('mandateText', { description: 'the exact text the member agreed to' }),
  }),
});

export const MandateType = builder.objectRef<Mandate>('DirectDebitMandate').implement({
  fields: (t) => ({
    signedOnline: t.boolean({ description: 'signed by the member in the shop, with its evidence', resolve: (m) => m.evidence !== null }),
    evidence: t.field({ type: EvidenceType, nullable: true, description: 'the consent evidence of an online signature; null for a mandate staff entered', resolve: (m) => m.evidence }),
    id: t.id({ resolve: (m) => encodeGlobalID('DirectDebitMandate', m.id) }),
    reference: t.exposeString('reference'),
    signatureDate: t.field({ type: 'Date', resolve: (m) => m.signatureDate }),
    firstCollectedAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.firstCollectedAt }),
    retiredAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.retiredAt }),
    retiredReason: t.exposeString('retiredReason'),
  }),
});

const BankAccountType = builder.objectRef<BankAccount>('DirectDebitBankAccount').implement({
  fields: (t) => ({
    id: t.id({ resolve: (b) => encodeGlobalID('DirectDebitBankAccount', b.id) }),
    holder: t.exposeString('holder'),
    iban: t.exposeString('iban'),
    bic: t.exposeString('bic'),
    mandates: t.field({ type: [MandateType], resolve: (b) => b.mandates }),
  }),
});

const ReturnType = builder.objectRef<BatchReturn>('DirectDebitReturn').implement({
  description: "A bank's return of a collected item",
  fields: (t) => ({
    reasonCode: t.exposeString('reasonCode'),
    reason: t.string({ resolve: (r) => RETURN_REASONS[r.reasonCode] ?? r.reasonCode }),
    returnDate: t.field({ type: 'Date', resolve: (r) => r.returnDate }),
    feeInvoice: t.id({ nullable: true, description: 'the FinanceInvoiceNode of the return fee charged, if any', resolve: (r) => (r.feeInvoiceId === null ? null : encodeGlobalID('FinanceInvoiceNode', r.feeInvoiceId)) }),
    feeInvoiceNumber: t.string({ nullable: true, resolve: (r) => r.feeInvoiceNumber }),
  }),
});

const BatchItemType = builder.objectRef<BatchItem & { returns?: BatchReturn[] }>('DirectDebitBatchItem').implement({
  fields: (t) => ({
    returns: t.field({ type: [ReturnType], description: 'the bank returns recorded on the item (read on directDebitBatch)', resolve: (i) => i.returns ?? [] }),
    id: t.id({ resolve: (i) => encodeGlobalID('DirectDebitBatchItem', i.id) }),
    invoice: t.id({
      nullable: true,
      description: "the FinanceInvoiceNode collected; a category batch's item has one once the batch is sent to the bank",
      resolve: (i) => (i.invoiceId === null ? null : encodeGlobalID('FinanceInvoiceNode', i.invoiceId)),
    }),
    endToEndId: t.exposeString('endToEndId', { description: "the invoice number; B<batch>-A<account> for a category batch's item" }),
    remittance: t.exposeString('remittance', { description: "what a category batch's file tells the debtor ('' for an invoice)" }),
    amount: t.field({ type: 'Decimal', resolve: (i) => i.amount }),
    amountDisplay: t.string({ resolve: (i, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, i.amount) }),
    debtorName: t.exposeString('debtorName'),
    iban: t.exposeString('iban'),
    mandateReference: t.exposeString('mandateReference'),
    sequenceType: t.exposeString('sequenceType', { description: 'FRST or RCUR' }),
  }),
});

const CollectionType = builder.objectRef<AccountCollection>('DirectDebitCollection').implement({
  description: "One of an account's direct debit collections, with the bank's returns",
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID('DirectDebitBatchItem', c.id) }),
    batch: t.id({ resolve: (c) => encodeGlobalID('DirectDebitBatch', c.batchId) }),
    batchStatus: t.field({ type: BatchStatusEnum, resolve: (c) => c.batchStatus }),
    collectionDate: t.field({ type: 'Date', resolve: (c) => c.collectionDate }),
    invoice: t.id({ nullable: true, resolve: (c) => (c.invoiceId === null ? null : encodeGlobalID('FinanceInvoiceNode', c.invoiceId)) }),
    endToEndId: t.exposeString('endToEndId', { description: "the invoice number; B<batch>-A<account> for a category batch's item" }),
    amount: t.field({ type: 'Decimal', resolve: (c) => c.amount }),
    amountDisplay: t.string({ resolve: (c, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, c.amount) }),
    mandateReference: t.exposeString('mandateReference'),
    returns: t.field({ type: [ReturnType], resolve: (c) => c.returns }),
  }),
});

export type BatchWithItems = BatchSummary & { items?: (BatchItem & { returns: BatchReturn[] })[] };

export const BatchType = builder.objectRef<BatchWithItems>('DirectDebitBatch').implement({
  fields: (t) => ({
    id: t.id({ resolve: (b) => encodeGlobalID('DirectDebitBatch', b.id) }),
    description: t.exposeString('description'),
    categoryMonth: t.string({ nullable: true, description: "YYYY-MM whose category amounts a category batch collects; null for a batch of open invoices", resolve: (b) => b.categoryMonth }),
    collectionDate: t.field({ type: 'Date', resolve: (b) => b.collectionDate }),
    status: t.field({ type: BatchStatusEnum, resolve: (b) => b.status }),
    itemCount: t.exposeInt('itemCount'),
    total: t.field({ type: 'Decimal', resolve: (b) => b.total }),
    totalDisplay: t.string({ resolve: (b, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, b.total) }),
    createdAt: t.field({ type: 'DateTime', resolve: (b) => b.createdAt }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (b) => b.sentAt }),
    items: t.field({ type: [BatchItemType], description: 'read on directDebitBatch only (empty in lists)', resolve: (b) => b.items ?? [] }),
    pain008Url: t.string({
      description: 'The pain.008 download once approved (GET with the same Authorization header)',
      resolve: (b, _args, ctx) => `/${ctx.club.slug}/d/api/finance/direct-debit/batches/${encodeGlobalID('DirectDebitBatch', b.id)}/pain008/`,
    }),
  }),
});

const LeftOutType = builder.objectRef<LeftOutInvoice>('DirectDebitLeftOutInvoice').implement({
  description: 'An open direct-debit invoice a batch did not take, and why',
  fields: (t) => ({
    invoice: t.id({ resolve: (l) => encodeGlobalID('FinanceInvoiceNode', l.invoiceId) }),
    invoiceNumber: t.exposeString('invoiceNumber'),
    accountName: t.exposeString('accountName'),
    reason: t.exposeString('reason'),
  }),
});

const BuiltBatchType = builder.objectRef<{ batch: BatchWithItems | null; leftOut: LeftOutInvoice[] }>('BuildDirectDebitBatchPayload').implement({
  fields: (t) => ({
    batch: t.field({ type: BatchType, nullable: true, description: 'null when no invoice could be collected', resolve: (b) => b.batch }),
    leftOut: t.field({ type: [LeftOutType], resolve: (b) => b.leftOut }),
  }),
});

export const batchId = (id: string | number) => decodeId(id, 'DirectDebitBatch');

builder.queryFields((t) => ({
  directDebitSettings: t.field({
    type: DirectDebitSettingsType,
    nullable: true,
    description: "The club's direct debit settings, null until set (finance.batches.view).",
    resolve: (_root, _args, ctx) => readDirectDebitSettings(ctx.services, ctx.club, ctx.actor),
  }),
  accountBankAccounts: t.field({
    type: [BankAccountType],
    description: "An account's bank accounts with their mandates (finance.mandates.view).",
    args: { account: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listBankAccounts(ctx.services, ctx.club, ctx.actor, decodeAccountArg(args.account) ?? null),
  }),
  accountDirectDebitCollections: t.connection(
    {
      type: CollectionType,
      description: "An account's direct debit collections, newest first, with the bank's returns (finance.batches.view).",
      args: { account: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, MAX_PAGE_SIZE, (page) => listAccountCollections(ctx.services, ctx.club, ctx.actor, decodeAccountArg(args.account) ?? null, page)),
    },
    { name: 'DirectDebitCollectionConnection' },
    { name: 'DirectDebitCollectionEdge' },
  ),
  directDebitBatches: t.connection(
    {
      type: BatchType,
      description: 'Collection batches, newest first (finance.batches.view).',
      args: { status: t.arg({ type: BatchStatusEnum }) },
      resolve: (_root, args, ctx) => offsetConnection(args, MAX_PAGE_SIZE, (page) => listCollectionBatches(ctx.services, ctx.club, ctx.actor, { status: args.status }, page)),
    },
    { name: 'DirectDebitBatchConnection' },
    { name: 'DirectDebitBatchEdge' },
  ),
  directDebitBatch: t.field({
    type: BatchType,
    nullable: true,
    description: 'One collection batch with its items (finance.batches.view).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => (await findCollectionBatch(ctx.services, ctx.club, ctx.actor, batchId(args.id))) ?? null,
  }),
}));

const DirectDebitSettingsInput = builder.inputType('UpdateDirectDebitSettingsInput', {
  fields: (t) => ({
    creditorName: t.string({ required: true }),
    creditorId: t.string({ required: true }),
    iban: t.string({ required: true }),
    bic: t.string({ required: false, description: "optional inside SEPA; '' or left out for none" }),
    painVersion: t.string({ required: false, description: `${PAIN_VERSIONS.join(' or ')} (default ${PAIN_VERSIONS[0]})` }),
    firstSequence: t.boolean({ required: false, description: 'default false: every collection RCUR' }),
    noticeDays: t.int({ required: false, description: 'default 14' }),
    approvalByOther: t.boolean({ required: false, description: 'default true' }),
    returnFee: t.string({ required: false, description: "0 to 1,000, charged on a bank's return as a new invoice; '' or left out: none" }),
  }),
});

const AddBankAccountInput = builder.inputType('AddBankAccountInput', {
  fields: (t) => ({ account: t.id({ required: true }), holder: t.string({ required: true }), iban: t.string({ required: true }), bic: t.string({ required: false }) }),
});

const AddMandateInput = builder.inputType('AddDirectDebitMandateInput', {
  fields: (t) => ({
    bankAccount: t.id({ required: true }),
    reference: t.string({ required: true, description: "at most 35 of A–Z a–z 0–9 / - ? : ( ) . , ' + and space; not starting with '/', no '//'" }),
    signatureDate: t.field({ type: 'Date', required: true }),
  }),
});

const RetireMandateInput = builder.inputType('RetireDirectDebitMandateInput', {
  fields: (t) => ({ mandate: t.id({ required: true }), reason: t.string({ required: false }) }),
});

const BuildBatchInput = builder.inputType('BuildDirectDebitBatchInput', {
  fields: (t) => ({
    collectionDate: t.field({ type: 'Date', required: false, description: 'left out: the first bank day the notice days allow' }),
    description: t.string({ required: false }),
  }),
});

const RecordReturnInput = builder.inputType('RecordDirectDebitReturnInput', {
  fields: (t) => ({
    item: t.id({ required: true, description: 'the DirectDebitBatchItem returned' }),
    reasonCode: t.string({ required: true, description: Object.keys(RETURN_REASONS).join(', ') }),
    returnDate: t.field({ type: 'Date', required: false, description: "left out: the club's today" }),
    chargeFee: t.boolean({ required: false, description: "charge the club's return fee as a new invoice; left out: when the club has one" }),
  }),
});

const RemoveBatchItemInput = builder.inputType('RemoveDirectDebitBatchItemInput', {
  fields: (t) => ({ batch: t.id({ required: true }), item: t.id({ required: true }) }),
});

// A changed batch answers as directDebitBatch reads it, with its items and sums.
export async function withItems(ctx: GraphQLContext, id: number): Promise<BatchWithItems> {
  const batch = await findCollectionBatch(ctx.services, ctx.club, ctx.actor, id);
  if (!batch) throw new AppError('NOT_FOUND', BATCH_NOT_FOUND);
  return batch;
}

builder.mutationFields((t) => ({
  updateDirectDebitSettings: t.field({
    type: DirectDebitSettingsType,
    description: 'Settings → Finance, direct debit (finance.sepa.settings.edit).',
    args: { input: t.arg({ type: DirectDebitSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      updateDirectDebitSettings(ctx.services, ctx.club, ctx.actor, {
        creditorName: input.creditorName,
        creditorId: input.creditorId,
        iban: input.iban,
        bic: input.bic ?? '',
        painVersion: input.painVersion ?? PAIN_VERSIONS[0],
        firstSequence: input.firstSequence ?? false,
        noticeDays: input.noticeDays ?? 14,
        approvalByOther: input.approvalByOther ?? true,
        returnFee: input.returnFee ?? '',
      }),
  }),
  addBankAccount: t.field({
    type: BankAccountType,
    description: "Relations → account → bank account (finance.mandates.edit).",
    args: { input: t.arg({ type: AddBankAccountInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      addBankAccount(ctx.services, ctx.club, ctx.actor, { accountId: decodeAccountArg(input.account) ?? null, holder: input.holder, iban: input.iban, bic: input.bic ?? '' }),
  }),
  addDirectDebitMandate: t.field({
    type: MandateType,
    description: 'A mandate on a bank account (finance.mandates.edit); one in force per account.',
    args: { input: t.arg({ type: AddMandateInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      addMandate(ctx.services, ctx.club, ctx.actor, { bankAccountId: decodeId(input.bankAccount, 'DirectDebitBankAccount'), reference: input.reference, signatureDate: input.signatureDate }),
  }),
  retireDirectDebitMandate: t.field({
    type: MandateType,
    description: 'Retires a mandate: never collected on again (finance.mandates.edit).',
    args: { input: t.arg({ type: RetireMandateInput, required: true }) },
    resolve: (_root, { input }, ctx) => retireMandateByStaff(ctx.services, ctx.club, ctx.actor, { mandateId: decodeId(input.mandate, 'DirectDebitMandate'), reason: input.reason ?? '' }),
  }),
  buildDirectDebitBatch: t.field({
    type: BuiltBatchType,
    description: 'Builds a collection batch of the open direct-debit invoices, listing every one left out with why (finance.batches.edit).',
    args: { input: t.arg({ type: BuildBatchInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const built = await buildBatch(ctx.services, ctx.club, ctx.actor, { collectionDate: input.collectionDate, description: input.description });
      return { ...built, batch: built.batch ? await withItems(ctx, built.batch.id) : null };
    },
  }),
  approveDirectDebitBatch: t.field({
    type: BatchType,
    description: 'Approves a batch awaiting approval (finance.batches.edit; by another staff member when the club asks for it).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => withItems(ctx, (await approveBatch(ctx.services, ctx.club, ctx.actor, batchId(args.id))).id),
  }),
  rejectDirectDebitBatch: t.field({
    type: BatchType,
    description: 'Rejects a batch awaiting approval; its invoices are free for another batch (finance.batches.edit).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => withItems(ctx, (await rejectBatch(ctx.services, ctx.club, ctx.actor, batchId(args.id))).id),
  }),
  sendDirectDebitBatchToBank: t.field({
    type: BatchType,
    description: 'Marks an approved batch sent to the bank, recording one payment per item, once (finance.batches.edit).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => withItems(ctx, (await sendBatchToBank(ctx.services, ctx.club, ctx.actor, batchId(args.id))).id),
  }),
  recordDirectDebitReturn: t.field({
    type: BatchType,
    description: "Records a bank's return of an item with its reason code, once: the invoice reopens (finance.batches.edit).",
    args: { input: t.arg({ type: RecordReturnInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const recorded = await recordReturn(ctx.services, ctx.club, ctx.actor, {
        itemId: decodeId(input.item, 'DirectDebitBatchItem'),
        reasonCode: input.reasonCode,
        returnDate: input.returnDate,
        chargeFee: input.chargeFee,
      });
      return withItems(ctx, recorded.batchId);
    },
  }),
  removeDirectDebitBatchItem: t.field({
    type: BatchType,
    description: 'Takes an item out of a batch awaiting approval (finance.batches.edit).',
    args: { input: t.arg({ type: RemoveBatchItemInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      withItems(ctx, (await removeBatchItem(ctx.services, ctx.club, ctx.actor, { batchId: batchId(input.batch), itemId: decodeId(input.item, 'DirectDebitBatchItem') })).id),
  }),
}));
