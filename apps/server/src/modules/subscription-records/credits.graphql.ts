import { builder } from '../../graphql/builder.js';
import { decodeId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import { addSubscriptionCredits } from './credit-manual-grant.js';
import type { CreditGrantRow } from './credit.repository.js';
import { startMonthCredits } from './credits-run.js';

const AccountSubscriptionCreditType = builder.objectRef<CreditGrantRow>('AccountSubscriptionCreditType').implement({
  description: "A grant of a member's subscription credits: the month's (MONTHLY) or one staff added (MANUAL).",
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID('AccountSubscriptionCreditNode', c.id) }),
    kind: t.exposeString('kind'),
    month: t.exposeString('month', { description: 'YYYY-MM: usable for classes from its first day until expiresOn' }),
    amount: t.exposeInt('amount'),
    expiresOn: t.field({ type: 'Date', resolve: (c) => c.expiresOn }),
    description: t.exposeString('description'),
  }),
});

const RunSubscriptionCreditsInput = builder.inputType('RunSubscriptionCreditsInput', {
  fields: (t) => ({ month: t.string({ required: true, description: 'YYYY-MM' }) }),
});

const CreateAccountSubscriptionCreditInput = builder.inputType('CreateAccountSubscriptionCreditInput', {
  fields: (t) => ({
    accountSubscription: t.id({ required: true }),
    amount: t.int({ required: true }),
    month: t.string({ required: true, description: 'YYYY-MM: the month whose expiry the credits share' }),
    description: t.string({ required: true, description: 'why they are given' }),
  }),
});

builder.mutationFields((t) => ({
  runSubscriptionCredits: t.field({
    type: builder.simpleObject('RunSubscriptionCreditsPayload', { fields: (f) => ({ automationJobId: f.id() }) }),
    description: "Starts the month's credits run for every subscription running in it (automation.jobs.manage); once per subscription and month however often it runs.",
    args: { input: t.arg({ type: RunSubscriptionCreditsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      automationJobId: encodeGlobalID('AutomationJobNode', await startMonthCredits(ctx.services, ctx.club, ctx.actor, input.month)),
    }),
  }),
  createAccountSubscriptionCredit: t.field({
    type: builder.simpleObject('CreateAccountSubscriptionCreditPayload', { fields: (f) => ({ accountSubscriptionCredit: f.field({ type: AccountSubscriptionCreditType }) }) }),
    description: "Adds credits to a member's subscription by hand (accounts.subscriptions.credits).",
    args: { input: t.arg({ type: CreateAccountSubscriptionCreditInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      accountSubscriptionCredit: await addSubscriptionCredits(ctx.services, ctx.club, ctx.actor, {
        accountSubscriptionId: decodeId(input.accountSubscription, 'AccountSubscriptionNode'),
        amount: input.amount,
        month: input.month,
        description: input.description,
      }),
    }),
  }),
}));
