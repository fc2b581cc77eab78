import { decodeGlobalID } from '@pothos/plugin-relay';
import { STAFF_ROLES } from '@kiai/shared';
import type { GraphQLContext } from '../../graphql/context.js';
import { builder } from '../../graphql/builder.js';
import { encodeGlobalID } from '../../graphql/global-ids.js';
import { permissionsOf, requireActor } from '../../platform/access-policy.js';
import { AppError } from '../../platform/errors.js';
import { numericId } from '../../graphql/relay-helpers.js';
import { type Account, accountsByIds, findAccountById } from '../account-records/index.js';
import { fullName } from '../../platform/person-name.js';
import { findVisibleAccount, findVisibleAccounts, seesPersonalData } from './account-visibility.js';
import { hasCompleteEnoughProfile } from './profile-completeness.js';
import { updateProfile } from './update-profile.js';
import { NOT_LOGGED_IN_MESSAGE } from '../../platform/error-messages.js';

export const StaffRoleEnum = builder.enumType('StaffRole', { values: STAFF_ROLES });

type PersonalField = 'email' | 'address' | 'postcode' | 'city' | 'country' | 'phone' | 'mobile' | 'emergency';

/**
 * An account: its owner and accounts.view see everything; a class list's viewer sees the names, with the
 * personal fields null (see account-visibility.ts); anyone else gets null from node(id), like a missing id.
 */
export const AccountNode = builder.node(builder.objectRef<Account>('AccountNode'), {
  id: { resolve: (a) => a.id },
  loadOne: async (id, ctx) => {
    const accountId = numericId(id);
    return accountId === null ? null : ((await findVisibleAccount(ctx.services, ctx.club, ctx.actor, accountId)) ?? null);
  },
  fields: (t) => {
    const personal = (field: PersonalField) =>
      t.string({ nullable: true, description: 'Personal: null unless yours or with accounts.view', resolve: (a, _args, ctx) => (seesPersonalData(ctx.actor, a) ? a[field] : null) });
    return {
      accountId: t.id({ description: 'The AccountNode global id (what `account:` arguments take)', resolve: (a) => encodeGlobalID('AccountNode', a.id) }),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      fullName: t.string({ resolve: (a) => fullName(a) }),
      email: personal('email'),
      gender: t.string({ nullable: true, resolve: (a, _args, ctx) => (seesPersonalData(ctx.actor, a) ? a.gender : null) }),
      dateOfBirth: t.field({ type: 'Date', nullable: true, resolve: (a, _args, ctx) => (seesPersonalData(ctx.actor, a) ? a.dateOfBirth : null) }),
      address: personal('address'),
      postcode: personal('postcode'),
      city: personal('city'),
      country: personal('country'),
      phone: personal('phone'),
      mobile: personal('mobile'),
      emergency: personal('emergency'),
      instructor: t.exposeBoolean('instructor'),
      employee: t.exposeBoolean('employee'),
      profilePolicy: t.exposeBoolean('profilePolicy'),
      staffRoles: t.field({ type: [StaffRoleEnum], resolve: (a) => a.staffRoles }),
      permissions: t.stringList({
        description: 'What the account may do (from its role and staff roles), e.g. to show only the screens it can use',
        resolve: (a) => [...permissionsOf(a.role, a.staffRoles)],
      }),
      hasCompleteEnoughProfile: t.boolean({
        nullable: true,
        description: "The profile fields the club requires before buying in the shop are all filled (Settings → Shop; personal, like them).",
        resolve: (a, _args, ctx) => (seesPersonalData(ctx.actor, a) ? hasCompleteEnoughProfile(a, ctx.club.requiredProfileFields) : null),
      }),
    };
  },
});

/**
 * Batch loaders for fields that point at an account (`t.loadable`: one query per field per request, Pothos'
 * dataloader plugin keeps the loaders per request context). The owner of a row whose own read carried the
 * access check (an order's, an invoice's account) comes as is; any other account only as findVisibleAccount shows it.
 */
export const loadOwnerAccounts = (ids: readonly number[], ctx: GraphQLContext): Promise<Account[]> => accountsByIds(ctx.services.db, ctx.club.id, ids);
export const loadVisibleAccounts = (ids: readonly number[], ctx: GraphQLContext): Promise<Account[]> => findVisibleAccounts(ctx.services, ctx.club, ctx.actor, ids);

async function loadCurrent(ctx: GraphQLContext): Promise<Account> {
  const actor = requireActor(ctx.actor);
  const account = await findAccountById(ctx.services.db, ctx.club.id, actor.accountId);
  if (!account) throw new AppError('USER_NOT_LOGGED_IN', NOT_LOGGED_IN_MESSAGE);
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
