import { builder } from '../../graphql/builder.js';
import { decodeAccountArg, decodeId, decodeOptionalId } from '../../graphql/relay-helpers.js';
import { AccountSubscriptionNode, presentSubscription } from './account-subscription.graphql.js';
import { sellAccountSubscription } from './sell-account-subscription.js';
import { deleteAccountSubscription, updateAccountSubscription } from './update-account-subscription.js';
import { deleteSubscriptionPause, pauseMySubscription, pauseSubscription, updateSubscriptionPause } from './subscription-pauses.js';
import { blockSubscription, liftSubscriptionBlock, updateSubscriptionBlock } from './subscription-blocks.js';
import { stopMySubscription, stopSubscription } from './stop-subscription.js';

const SUBSCRIPTION = 'AccountSubscriptionNode';
const Payload = builder.simpleObject('AccountSubscriptionPayload', { fields: (f) => ({ accountSubscription: f.field({ type: AccountSubscriptionNode }) }) });
const OkPayload = builder.simpleObject('AccountSubscriptionDeletePayload', { fields: (f) => ({ ok: f.boolean() }) });

/** A nullable id field: undefined when left out, null (none) when sent as null or '', else decoded. */
const clearable = (value: string | number | null | undefined, typename: string) => (value === undefined ? undefined : value === null || value === '' ? null : decodeId(value, typename));

const CreateInput = builder.inputType('CreateAccountSubscriptionInput', {
  fields: (t) => ({
    account: t.id({ required: true }),
    organizationSubscription: t.id({ required: true }),
    dateStart: t.field({ type: 'Date', required: true }),
    financePaymentMethod: t.id(),
    directDebitMandate: t.id(),
    note: t.string(),
    priceOverride: t.string({ description: "A kept price; empty: the product's dated price" }),
  }),
});

const UpdateInput = builder.inputType('UpdateAccountSubscriptionInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    financePaymentMethod: t.id(),
    directDebitMandate: t.id(),
    note: t.string(),
    priceOverride: t.string({ description: "A kept price; empty: back to the product's dated price" }),
  }),
});

const IdInput = (name: string) => builder.inputType(name, { fields: (t) => ({ id: t.id({ required: true }) }) });
const DeleteInput = IdInput('DeleteAccountSubscriptionInput');
const DeletePauseInput = IdInput('DeleteAccountSubscriptionPauseInput');
const LiftBlockInput = IdInput('LiftAccountSubscriptionBlockInput');

const CreatePauseInput = builder.inputType('CreateAccountSubscriptionPauseInput', {
  fields: (t) => ({ accountSubscription: t.id({ required: true }), dateStart: t.field({ type: 'Date', required: true }), dateEnd: t.field({ type: 'Date', required: true }), reason: t.string() }),
});
const PauseMyInput = builder.inputType('PauseMySubscriptionInput', {
  fields: (t) => ({ accountSubscription: t.id({ required: true }), dateStart: t.field({ type: 'Date', required: true }), dateEnd: t.field({ type: 'Date', required: true }), reason: t.string() }),
});
const UpdatePauseInput = builder.inputType('UpdateAccountSubscriptionPauseInput', {
  fields: (t) => ({ id: t.id({ required: true }), dateStart: t.field({ type: 'Date', required: true }), dateEnd: t.field({ type: 'Date', required: true }), reason: t.string() }),
});
const CreateBlockInput = builder.inputType('CreateAccountSubscriptionBlockInput', {
  fields: (t) => ({ accountSubscription: t.id({ required: true }), dateStart: t.field({ type: 'Date', required: true }), dateEnd: t.field({ type: 'Date' }), reason: t.string() }),
});
const UpdateBlockInput = builder.inputType('UpdateAccountSubscriptionBlockInput', {
  fields: (t) => ({ id: t.id({ required: true }), dateStart: t.field({ type: 'Date', required: true }), dateEnd: t.field({ type: 'Date', description: 'Lifting a block gives it its last day' }), reason: t.string() }),
});
const StopInput = builder.inputType('StopAccountSubscriptionInput', {
  fields: (t) => ({ id: t.id({ required: true }), dateEnd: t.field({ type: 'Date', required: true }), reason: t.string({ description: 'Required to stop before the earliest end a member could choose' }) }),
});
const StopMyInput = builder.inputType('StopMySubscriptionInput', {
  fields: (t) => ({ accountSubscription: t.id({ required: true }), dateEnd: t.field({ type: 'Date', required: true }) }),
});

builder.mutationFields((t) => ({
  createAccountSubscription: t.field({
    type: Payload,
    description: 'Staff sell a subscription on the account page (accounts.subscriptions.edit).',
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = await sellAccountSubscription(ctx.services, ctx.club, ctx.actor, {
        accountId: decodeAccountArg(input.account) ?? null,
        productId: decodeId(input.organizationSubscription, 'OrganizationSubscriptionNode'),
        dateStart: input.dateStart,
        paymentMethodId: decodeOptionalId(input.financePaymentMethod, 'FinancePaymentMethodNode'),
        mandateId: decodeOptionalId(input.directDebitMandate, 'DirectDebitMandate'),
        note: input.note,
        priceOverride: input.priceOverride,
      });
      return { accountSubscription: await presentSubscription(ctx, id) };
    },
  }),
  updateAccountSubscription: t.field({
    type: Payload,
    description: "Staff change a subscription's note, payment method, mandate or kept price (accounts.subscriptions.edit).",
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = decodeId(input.id, SUBSCRIPTION);
      await updateAccountSubscription(ctx.services, ctx.club, ctx.actor, {
        accountSubscriptionId: id,
        paymentMethodId: clearable(input.financePaymentMethod, 'FinancePaymentMethodNode'),
        mandateId: clearable(input.directDebitMandate, 'DirectDebitMandate'),
        note: input.note,
        priceOverride: input.priceOverride,
      });
      return { accountSubscription: await presentSubscription(ctx, id) };
    },
  }),
  deleteAccountSubscription: t.field({
    type: OkPayload,
    description: 'Staff delete a subscription without credits, invoices or bookings (accounts.subscriptions.edit); otherwise stop it.',
    args: { input: t.arg({ type: DeleteInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await deleteAccountSubscription(ctx.services, ctx.club, ctx.actor, decodeId(input.id, SUBSCRIPTION));
      return { ok: true };
    },
  }),
  createAccountSubscriptionPause: t.field({
    type: Payload,
    description: "Staff pause a subscription by the club's rules (accounts.subscriptions.edit): bookings inside are cancelled, invoiced days credited.",
    args: { input: t.arg({ type: CreatePauseInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = decodeId(input.accountSubscription, SUBSCRIPTION);
      await pauseSubscription(ctx.services, ctx.club, ctx.actor, { accountSubscriptionId: id, dateStart: input.dateStart, dateEnd: input.dateEnd, reason: input.reason });
      return { accountSubscription: await presentSubscription(ctx, id) };
    },
  }),
  updateAccountSubscriptionPause: t.field({
    type: Payload,
    description: 'Staff move a pause (accounts.subscriptions.edit), checked as a new one.',
    args: { input: t.arg({ type: UpdatePauseInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = await updateSubscriptionPause(ctx.services, ctx.club, ctx.actor, { pauseId: decodeId(input.id, 'AccountSubscriptionPause'), dateStart: input.dateStart, dateEnd: input.dateEnd, reason: input.reason });
      return { accountSubscription: await presentSubscription(ctx, id) };
    },
  }),
  deleteAccountSubscriptionPause: t.field({
    type: OkPayload,
    description: 'Staff delete a pause (accounts.subscriptions.edit); credit notes already issued for its days stay.',
    args: { input: t.arg({ type: DeletePauseInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await deleteSubscriptionPause(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'AccountSubscriptionPause'));
      return { ok: true };
    },
  }),
  createAccountSubscriptionBlock: t.field({
    type: Payload,
    description: 'Staff block a subscription (accounts.subscriptions.edit): booking and check-in stop, billing goes on.',
    args: { input: t.arg({ type: CreateBlockInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = decodeId(input.accountSubscription, SUBSCRIPTION);
      await blockSubscription(ctx.services, ctx.club, ctx.actor, { accountSubscriptionId: id, dateStart: input.dateStart, dateEnd: input.dateEnd ?? null, reason: input.reason });
      return { accountSubscription: await presentSubscription(ctx, id) };
    },
  }),
  updateAccountSubscriptionBlock: t.field({
    type: Payload,
    description: "Staff change or lift a block (accounts.subscriptions.edit): lifting gives it its last day.",
    args: { input: t.arg({ type: UpdateBlockInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = await updateSubscriptionBlock(ctx.services, ctx.club, ctx.actor, { blockId: decodeId(input.id, 'AccountSubscriptionBlock'), dateStart: input.dateStart, dateEnd: input.dateEnd ?? null, reason: input.reason });
      return { accountSubscription: await presentSubscription(ctx, id) };
    },
  }),
  liftAccountSubscriptionBlock: t.field({
    type: Payload,
    description: 'Staff lift a block (accounts.subscriptions.edit): it no longer applies from today.',
    args: { input: t.arg({ type: LiftBlockInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = await liftSubscriptionBlock(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'AccountSubscriptionBlock'));
      return { accountSubscription: await presentSubscription(ctx, id) };
    },
  }),
  stopAccountSubscription: t.field({
    type: Payload,
    description: 'Staff stop a subscription on a last day (accounts.subscriptions.edit); before the earliest member end only with a reason.',
    args: { input: t.arg({ type: StopInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = decodeId(input.id, SUBSCRIPTION);
      await stopSubscription(ctx.services, ctx.club, ctx.actor, { accountSubscriptionId: id, dateEnd: input.dateEnd, reason: input.reason });
      return { accountSubscription: await presentSubscription(ctx, id) };
    },
  }),
  pauseMySubscription: t.field({
    type: Payload,
    description: "A member pauses their own subscription by the club's rules and notice days.",
    args: { input: t.arg({ type: PauseMyInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = decodeId(input.accountSubscription, SUBSCRIPTION);
      await pauseMySubscription(ctx.services, ctx.club, ctx.actor, { accountSubscriptionId: id, dateStart: input.dateStart, dateEnd: input.dateEnd, reason: input.reason });
      return { accountSubscription: await presentSubscription(ctx, id) };
    },
  }),
  stopMySubscription: t.field({
    type: Payload,
    description: 'A member stops their own subscription, never before its earliest member end (SUBSCRIPTION_STOP_TOO_EARLY).',
    args: { input: t.arg({ type: StopMyInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = decodeId(input.accountSubscription, SUBSCRIPTION);
      await stopMySubscription(ctx.services, ctx.club, ctx.actor, { accountSubscriptionId: id, dateEnd: input.dateEnd });
      return { accountSubscription: await presentSubscription(ctx, id) };
    },
  }),
}));
