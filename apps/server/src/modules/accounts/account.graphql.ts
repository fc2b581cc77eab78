import { decodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLContext } from '../../graphql/context.js';
import { builder } from '../../graphql/builder.js';
import { requireActor } from '../auth/actor.js';
import { AppError } from '../../platform/errors.js';
import { type Account, fullName } from './account.js';
import { findAccountById } from './account.repository.js';
import { hasCompleteEnoughProfile } from './profile-completeness.js';
import { updateProfile } from './update-profile.js';

/** An account as its owner (or staff) sees it. Other members never resolve it (see loadOne). */
export const AccountNode = builder.node(builder.objectRef<Account>('AccountNode'), {
  id: { resolve: (a) => a.id },
  loadOne: async (id, ctx) => {
    const actor = ctx.actor;
    const accountId = Number(id);
    if (!actor || !Number.isSafeInteger(accountId)) return null;
    if (actor.accountId !== accountId && actor.role !== 'STAFF') return null;
    return (await findAccountById(ctx.services.db, ctx.club.id, accountId)) ?? null;
  },
  fields: (t) => ({
    accountId: t.int({ resolve: (a) => a.id }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (a) => fullName(a) }),
    email: t.exposeString('email'),
    gender: t.string({ nullable: true, resolve: (a) => a.gender }),
    dateOfBirth: t.field({ type: 'Date', nullable: true, resolve: (a) => a.dateOfBirth }),
    address: t.exposeString('address'),
    postcode: t.exposeString('postcode'),
    city: t.exposeString('city'),
    country: t.exposeString('country'),
    phone: t.exposeString('phone'),
    mobile: t.exposeString('mobile'),
    emergency: t.exposeString('emergency'),
    instructor: t.exposeBoolean('instructor'),
    employee: t.exposeBoolean('employee'),
    profilePolicy: t.exposeBoolean('profilePolicy'),
    hasCompleteEnoughProfile: t.boolean({
      description: 'First name, last name, email, mobile, address, postcode, city and country are all filled.',
      resolve: (a) => hasCompleteEnoughProfile(a),
    }),
  }),
});

async function loadCurrent(ctx: GraphQLContext): Promise<Account> {
  const actor = requireActor(ctx.actor);
  const account = await findAccountById(ctx.services.db, ctx.club.id, actor.accountId);
  if (!account) throw new AppError('USER_NOT_LOGGED_IN', 'You need to be logged in.');
  return account;
}

builder.queryField('currentAccount', (t) => t.field({ type: AccountNode, resolve: (_root, _args, ctx) => loadCurrent(ctx) }));
builder.queryField('user', (t) => t.field({ type: AccountNode, resolve: (_root, _args, ctx) => loadCurrent(ctx) }));

/** The numeric id inside an AccountNode global id; null for anything else, so it answers like a missing account. */
function accountIdOf(globalId: string): number | null {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    const n = Number(id);
    return typename === 'AccountNode' && /^\d+$/.test(id) && Number.isSafeInteger(n) ? n : null;
  } catch {
    return null;
  }
}

const UpdateAccountInput = builder.inputType('UpdateAccountInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    firstName: t.string(),
    lastName: t.string(),
    gender: t.string({ description: 'M, F, X, or empty to clear it' }),
    mobile: t.string(),
    address: t.string(),
    postcode: t.string(),
    city: t.string(),
    country: t.string({ description: 'ISO 3166-1 alpha-2 code, or empty' }),
    dateOfBirth: t.field({ type: 'Date' }),
  }),
});

builder.mutationField('updateAccount', (t) =>
  t.field({
    nullable: true,
    type: builder.simpleObject('UpdateAccountPayload', { fields: (f) => ({ account: f.field({ type: AccountNode }) }) }),
    args: { input: t.arg({ type: UpdateAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      account: await updateProfile(ctx.services, ctx.club, ctx.actor, { ...input, accountId: accountIdOf(String(input.id)) }),
    }),
  }),
);
