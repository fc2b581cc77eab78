import { MAX_PAGE_SIZE } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import { decodeAccountArg, encodeGlobalID, offsetConnection } from '../../graphql/relay-helpers.js';
import { AccountNode } from './account.graphql.js';
import { ACCOUNT_NOTE_TYPES, type AccountNote } from './account-note.js';
import { addAccountNote, listNotesOfAccount } from './account-notes.js';
import { seesPersonalData } from './account-visibility.js';
import { setAccountArchived } from './archive-account.js';
import { createAccount } from './create-account.js';
import { searchAccounts } from './search-accounts.js';
import { updateBackofficeAccount } from './update-backoffice-account.js';

builder.objectFields(AccountNode, (t) => ({
  keyNumber: t.string({
    nullable: true,
    description: "The member card's number (personal: null unless yours or with accounts.view)",
    resolve: (a, _args, ctx) => (seesPersonalData(ctx.actor, a) ? a.keyNumber : null),
  }),
  archived: t.boolean({ description: 'Archived accounts cannot sign in', resolve: (a) => !a.active }),
}));

const AccountNoteTypeEnum = builder.enumType('AccountNoteKind', { values: ACCOUNT_NOTE_TYPES });

const AccountNoteObject = builder.objectRef<AccountNote>('AccountNoteType').implement({
  description: 'A note staff keep on an account',
  fields: (t) => ({
    id: t.id({ resolve: (n) => encodeGlobalID('AccountNoteType', n.id) }),
    noteType: t.field({ type: AccountNoteTypeEnum, resolve: (n) => n.noteType }),
    note: t.exposeString('note'),
    authorName: t.exposeString('authorName'),
    createdAt: t.field({ type: 'DateTime', resolve: (n) => n.createdAt }),
  }),
});

builder.queryFields((t) => ({
  accounts: t.connection(
    {
      type: AccountNode,
      description: 'The back office account list (accounts.view): search by a name, the email or the key number; sorted by name.',
      args: {
        search: t.arg.string({ description: 'A prefix of the first, last or full name or of the email, or a key number' }),
        archived: t.arg.boolean({ description: 'Archived accounts instead of active ones' }),
        orderBy: t.arg.string({ description: 'name (default) or -name' }),
      },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, MAX_PAGE_SIZE, (page) =>
          searchAccounts(ctx.services, ctx.club, ctx.actor, { search: args.search, archived: args.archived, orderBy: args.orderBy }, page),
        ),
    },
    { name: 'AccountNodeConnection' },
    { name: 'AccountNodeEdge' },
  ),
  accountNotes: t.connection(
    {
      type: AccountNoteObject,
      description: "An account's notes, newest first (accounts.view)",
      args: { account: t.arg.id({ required: true }), noteType: t.arg({ type: AccountNoteTypeEnum }) },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, MAX_PAGE_SIZE, (page) =>
          listNotesOfAccount(ctx.services, ctx.club, ctx.actor, { accountId: decodeAccountArg(args.account) ?? null, noteType: args.noteType }, page),
        ),
    },
    { name: 'AccountNoteTypeConnection' },
    { name: 'AccountNoteTypeEdge' },
  ),
}));

type InputFields = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];

/** Every profile field staff may set, shared by the create and update inputs. */
const profileFields = (t: InputFields) => ({
  firstName: t.string(),
  lastName: t.string(),
  gender: t.string({ description: 'M, F, X, or empty to clear it' }),
  dateOfBirth: t.field({ type: 'Date' }),
  mobile: t.string(),
  phone: t.string(),
  emergency: t.string(),
  address: t.string(),
  postcode: t.string(),
  city: t.string(),
  country: t.string({ description: 'ISO 3166-1 alpha-2 code, or empty' }),
  keyNumber: t.string({ description: 'The member card number; empty clears it (on create: generates one)' }),
  instructor: t.boolean(),
  employee: t.boolean(),
});

const CreateAccountInput = builder.inputType('CreateAccountInput', {
  fields: (t) => ({
    ...profileFields(t),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    sendInvitation: t.boolean({ description: 'Mail the member a link to choose a password' }),
  }),
});

const UpdateBackofficeAccountInput = builder.inputType('UpdateBackofficeAccountInput', {
  fields: (t) => ({
    ...profileFields(t),
    id: t.id({ required: true }),
    email: t.string(),
    generateKeyNumber: t.boolean({ description: 'Replace the key number with a new random one' }),
  }),
});

const ArchiveAccountInput = builder.inputType('ArchiveAccountInput', {
  fields: (t) => ({ id: t.id({ required: true }), archived: t.boolean({ required: true }) }),
});

const CreateAccountNoteInput = builder.inputType('CreateAccountNoteInput', {
  fields: (t) => ({ account: t.id({ required: true }), noteType: t.field({ type: AccountNoteTypeEnum, required: true }), note: t.string({ required: true }) }),
});

const accountPayload = (name: string) => builder.simpleObject(name, { fields: (f) => ({ account: f.field({ type: AccountNode }) }) });

builder.mutationFields((t) => ({
  createAccount: t.field({
    type: accountPayload('CreateAccountPayload'),
    description: 'Staff add an account without a password (accounts.edit); it gets a key number, and with sendInvitation a mail.',
    args: { input: t.arg({ type: CreateAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ account: await createAccount(ctx.services, ctx.club, ctx.actor, input) }),
  }),
  updateBackofficeAccount: t.field({
    type: accountPayload('UpdateBackofficeAccountPayload'),
    description: 'Staff change any field of an account (accounts.edit); omitted fields stay as they are.',
    args: { input: t.arg({ type: UpdateBackofficeAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      account: await updateBackofficeAccount(ctx.services, ctx.club, ctx.actor, { ...input, accountId: decodeAccountArg(input.id) ?? null }),
    }),
  }),
  archiveAccount: t.field({
    type: accountPayload('ArchiveAccountPayload'),
    description: 'Archives an account (it can no longer sign in; its sessions end) or brings it back (accounts.edit).',
    args: { input: t.arg({ type: ArchiveAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      account: await setAccountArchived(ctx.services, ctx.club, ctx.actor, { accountId: decodeAccountArg(input.id) ?? null, archived: input.archived }),
    }),
  }),
  createAccountNote: t.field({
    type: builder.simpleObject('CreateAccountNotePayload', { fields: (f) => ({ accountNote: f.field({ type: AccountNoteObject }) }) }),
    description: 'Adds a back-office or instructors note to an account (accounts.edit).',
    args: { input: t.arg({ type: CreateAccountNoteInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      accountNote: await addAccountNote(ctx.services, ctx.club, ctx.actor, { accountId: decodeAccountArg(input.account) ?? null, noteType: input.noteType, note: input.note }),
    }),
  }),
}));
