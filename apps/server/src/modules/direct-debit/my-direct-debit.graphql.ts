import { builder } from '../../graphql/builder.js';
import { decodeId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import { MandateType } from './direct-debit.graphql.js';
import { maskedIban } from './online-mandate.js';
import { cancelMyMandate, readMyDirectDebit, signMandateOnline, type MyDirectDebit } from './online-mandates.js';

type MyBankAccount = NonNullable<MyDirectDebit['bankAccount']>;

const MyBankAccountType = builder.objectRef<MyBankAccount>('MyDirectDebitBankAccount').implement({
  description: "The member's bank account as the shop shows it: the IBAN masked but for its last four characters",
  fields: (t) => ({
    id: t.id({ resolve: (b) => encodeGlobalID('DirectDebitBankAccount', b.id) }),
    holder: t.exposeString('holder'),
    ibanMasked: t.string({ description: 'e.g. •••• •••• •••• •••• ••30 00', resolve: (b) => maskedIban(b.iban) }),
    bic: t.exposeString('bic', { description: "'' when not given" }),
  }),
});

const MyDirectDebitType = builder.objectRef<MyDirectDebit>('MyDirectDebit').implement({
  description: "The signed-in member's direct debit: whether the club offers it, their bank account and the mandate in force",
  fields: (t) => ({
    offered: t.exposeBoolean('offered', { description: 'the club collects by direct debit (it has a creditor identifier): offer "Direct debit" as a way to pay' }),
    creditorName: t.exposeString('creditorName', { nullable: true, description: 'null when not offered' }),
    creditorId: t.exposeString('creditorId', { nullable: true, description: 'the SEPA creditor identifier; null when not offered' }),
    mandateText: t.exposeString('mandateText', {
      nullable: true,
      description: 'the full text a mandate signed now agrees to, with the reference it will get; show it, and send it back as signMyDirectDebitMandate.mandateText. Null when not offered',
    }),
    bankAccount: t.field({ type: MyBankAccountType, nullable: true, description: 'the bank account of the mandate in force, else the one added last', resolve: (d) => d.bankAccount }),
    mandate: t.field({ type: MandateType, nullable: true, description: 'the mandate in force (one at most); null: none, so nothing can be collected by direct debit', resolve: (d) => d.mandate }),
  }),
});

builder.queryFields((t) => ({
  myDirectDebitMandate: t.field({
    type: MyDirectDebitType,
    description:
      "The signed-in person's own direct debit (shop → Bank account; the subscription sign-up asks it whether to offer \"Direct debit\": offered, and a mandate in force or one to sign).",
    resolve: (_root, _args, ctx) => readMyDirectDebit(ctx.services, ctx.club, ctx.actor),
  }),
}));

const SignInput = builder.inputType('SignMyDirectDebitMandateInput', {
  fields: (t) => ({
    holder: t.string({ required: true, description: 'the account holder, 1 to 200 characters' }),
    iban: t.string({ required: true, description: 'of a SEPA country; spaces and lower case allowed' }),
    bic: t.string({ required: false, description: "optional inside SEPA; '' or left out for none" }),
    agreed: t.boolean({ required: true, description: 'the member ticked "I agree to this mandate"' }),
    mandateText: t.string({ required: true, description: 'myDirectDebitMandate.mandateText as shown to the member; refused when another mandate was signed since' }),
  }),
});

const CancelInput = builder.inputType('CancelMyDirectDebitMandateInput', {
  fields: (t) => ({ mandate: t.id({ required: true, description: 'the member’s DirectDebitMandate in force' }) }),
});

builder.mutationFields((t) => ({
  signMyDirectDebitMandate: t.field({
    type: MandateType,
    description:
      'A member signs a SEPA Core mandate online for their own account, replacing their bank account and the mandate in force; its evidence (time, address, browser, the text agreed) is kept. Members only: staff enter mandates on the account page.',
    args: { input: t.arg({ type: SignInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      signMandateOnline(
        ctx.services,
        ctx.club,
        ctx.actor,
        { holder: input.holder, iban: input.iban, bic: input.bic ?? '', agreed: input.agreed, mandateText: input.mandateText },
        { ip: ctx.ip, userAgent: ctx.request.headers['user-agent'] },
      ),
  }),
  cancelMyDirectDebitMandate: t.field({
    type: MandateType,
    description: 'A member cancels their own mandate: it is retired and never collected on again (members only).',
    args: { input: t.arg({ type: CancelInput, required: true }) },
    resolve: (_root, { input }, ctx) => cancelMyMandate(ctx.services, ctx.club, ctx.actor, decodeId(input.mandate, 'DirectDebitMandate')),
  }),
}));
