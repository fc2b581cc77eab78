import { PERMISSION_DESCRIPTIONS, STAFF_ROLE_PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import { decodeAccountArg } from '../../graphql/relay-helpers.js';
import { AccountNode, StaffRoleEnum } from './account.graphql.js';
import { updateStaffRoles } from './update-staff-roles.js';

const PermissionType = builder.objectRef<Permission>('PermissionType').implement({
  fields: (t) => ({
    name: t.string({ resolve: (p) => p }),
    description: t.string({ resolve: (p) => PERMISSION_DESCRIPTIONS[p] }),
  }),
});

const StaffRoleType = builder.objectRef<StaffRole>('StaffRoleType').implement({
  description: 'A staff role: a named set of permissions.',
  fields: (t) => ({
    role: t.field({ type: StaffRoleEnum, resolve: (r) => r }),
    permissions: t.field({ type: [PermissionType], resolve: (r) => [...STAFF_ROLE_PERMISSIONS[r]] }),
  }),
});

// The role table is the same for every club and ships in the web app's bundle (packages/shared), so listing
// it reveals nothing and needs no permission.
builder.queryField('staffRoles', (t) => t.field({ type: [StaffRoleType], resolve: () => [...STAFF_ROLES] }));

const UpdateAccountStaffRolesInput = builder.inputType('UpdateAccountStaffRolesInput', {
  fields: (t) => ({
    account: t.id({ required: true }),
    roles: t.field({ type: [StaffRoleEnum], required: true, description: 'The complete set; an empty list makes the account a member again' }),
  }),
});

builder.mutationField('updateAccountStaffRoles', (t) =>
  t.field({
    nullable: true,
    type: builder.simpleObject('UpdateAccountStaffRolesPayload', { fields: (f) => ({ account: f.field({ type: AccountNode }) }) }),
    args: { input: t.arg({ type: UpdateAccountStaffRolesInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      account: await updateStaffRoles(ctx.services, ctx.club, ctx.actor, { accountId: decodeAccountArg(input.account) ?? null, roles: input.roles }),
    }),
  }),
);
