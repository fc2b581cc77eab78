import { builder } from '../../graphql/builder.js';
import { decodeAccountArg, decodeId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import { moneyDisplay } from '../../platform/money.js';
import type { CardChargeListed } from './card-charge.repository.js';
import type { SavedCard } from './saved-card.repository.js';
import { listCardCharges, listSavedCards, retireCard } from './saved-cards.js';

const SAVED_CARD_NODE = 'FinanceSavedCard';

const SavedCardType = builder.objectRef<SavedCard>('FinanceSavedCard').implement({
  description: "A card the payment provider keeps for an account's subscription months, charged off-session",
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID(SAVED_CARD_NODE, c.id) }),
    label: t.string({ description: '"Visa •••• 4242", or "Card" when the provider did not say', resolve: (c) => c.label || 'Card' }),
    provider: t.exposeString('provider'),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    retiredAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.retiredAt }),
  }),
});

const CardChargeStatusEnum = builder.enumType('FinanceCardChargeStatus', { values: ['PENDING', 'CHARGED', 'DECLINED', 'FAILED'] as const });

const CardChargeType = builder.objectRef<CardChargeListed>('FinanceCardCharge').implement({
  description: "One off-session charge attempt of an invoice's open balance to a saved card",
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID('FinanceCardCharge', c.id) }),
    invoice: t.id({ description: 'The invoice charged (FinanceInvoiceNode)', resolve: (c) => encodeGlobalID('FinanceInvoiceNode', c.financeInvoiceId) }),
    invoiceNumber: t.string({ nullable: true, resolve: (c) => c.invoiceNumber }),
    attempt: t.exposeInt('attempt'),
    amount: t.field({ type: 'Decimal', resolve: (c) => c.amount }),
    amountDisplay: t.string({ resolve: (c, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, c.amount) }),
    cardLabel: t.string({ resolve: (c) => c.cardLabel || 'Card' }),
    status: t.field({ type: CardChargeStatusEnum, resolve: (c) => c.status }),
    reason: t.exposeString('reason', { description: 'Why a declined or failed attempt did not pay' }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
  }),
});

const RetireInput = builder.inputType('RetireFinanceSavedCardInput', { fields: (t) => ({ card: t.id({ required: true }) }) });
const RetirePayload = builder.simpleObject('RetireFinanceSavedCardPayload', { fields: (t) => ({ savedCard: t.field({ type: SavedCardType }) }) });

builder.queryFields((t) => ({
  financeSavedCards: t.field({
    type: [SavedCardType],
    description: "An account's saved cards not retired, newest first (the first is charged): any account's with finance.invoices.read, else the member's own.",
    args: { account: t.arg.id() },
    resolve: (_root, args, ctx) => listSavedCards(ctx.services, ctx.club, ctx.actor, decodeAccountArg(args.account)),
  }),
  financeCardCharges: t.field({
    type: [CardChargeType],
    description: "An account's newest 50 off-session card charge attempts: any account's with finance.invoices.read, else the member's own.",
    args: { account: t.arg.id() },
    resolve: (_root, args, ctx) => listCardCharges(ctx.services, ctx.club, ctx.actor, decodeAccountArg(args.account)),
  }),
}));

builder.mutationFields((t) => ({
  retireFinanceSavedCard: t.field({
    type: RetirePayload,
    description: 'Stops charging a saved card: the member removes their own, staff with finance.payments.edit anyone\'s.',
    args: { input: t.arg({ type: RetireInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ savedCard: await retireCard(ctx.services, ctx.club, ctx.actor, decodeId(input.card, SAVED_CARD_NODE)) }),
  }),
}));
