import { builder } from '../../graphql/builder.js';
import { changePassword } from './change-password.js';
import { registerAccount } from './register-account.js';
import { refreshSession } from './refresh-session.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resendVerification } from './resend-verification.js';
import { resetPassword } from './reset-password.js';
import { actorFromAccessToken } from './resolve-actor.js';
import { signIn } from './sign-in.js';
import { undoEmailChange } from './undo-email-change.js';
import { endSession, revokeRefreshToken } from './sign-out.js';
import { verifyAccount } from './verify-account.js';

// Root fields and shapes follow the API contract's "Auth and account" table; the logic is in the use cases.
// Mutation fields are nullable, as in the graphene schema the portal was written against: each aliased
// field of one document runs (and a sign-in attempt is counted) even when an earlier one failed.

// A JSON scalar, as in the JWT library the original API used: clients select it without subfields.
const PAYLOAD = 'Claims of the access token as JSON: {email, exp, origIat}, times in Unix seconds.';

export const AuthDataType = builder.simpleObject('AuthData', {
  description: 'A signed-in session: a short-lived access token and the refresh token that renews it.',
  fields: (t) => ({
    token: t.string(),
    payload: t.field({ type: 'GenericScalar', description: PAYLOAD }),
    refreshToken: t.string(),
    refreshExpiresIn: t.int({ description: 'When the refresh token expires, in Unix seconds.' }),
  }),
});

const FieldError = builder.simpleObject('FieldError', { fields: (t) => ({ field: t.string(), message: t.string() }) });

/** `errors` is null on success, else a map from field (or nonFieldErrors) to [{message, code}]. */
function successWithErrors(name: string) {
  return builder.simpleObject(name, {
    fields: (t) => ({ success: t.boolean(), errors: t.field({ type: 'GenericScalar', nullable: true }) }),
  });
}

builder.mutationField('tokenAuth', (t) =>
  t.field({
    nullable: true,
    type: AuthDataType,
    args: { username: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => signIn(ctx.services, ctx.club, { email: args.username, password: args.password, ip: ctx.ip }),
  }),
);

builder.mutationField('refreshToken', (t) =>
  t.field({
    nullable: true,
    type: AuthDataType,
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => refreshSession(ctx.services, ctx.club, args.refreshToken),
  }),
);

builder.mutationField('verifyToken', (t) =>
  t.field({
    nullable: true,
    type: builder.simpleObject('VerifyTokenPayload', { fields: (f) => ({ payload: f.field({ type: 'GenericScalar', description: PAYLOAD }) }) }),
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { claims } = await actorFromAccessToken(ctx.services, ctx.club, args.token);
      return { payload: { email: claims.email, exp: claims.exp, origIat: claims.origIat } };
    },
  }),
);

builder.mutationField('revokeToken', (t) =>
  t.field({
    nullable: true,
    type: builder.simpleObject('RevokeTokenPayload', {
      fields: (f) => ({ revoked: f.int({ description: 'When the session was revoked, in Unix seconds.' }) }),
    }),
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ({ revoked: await revokeRefreshToken(ctx.services, ctx.club, args.refreshToken) }),
  }),
);

const DeletedPayload = builder.simpleObject('DeleteCookiePayload', { fields: (t) => ({ deleted: t.boolean() }) });

// Tokens travel in the Authorization header, never in cookies; these clear any cookie an older client set.
// The portal fires deleteTokenCookie on logout, so with a valid access token it also ends that session.
for (const [field, cookie] of [
  ['deleteTokenCookie', 'JWT'],
  ['deleteRefreshTokenCookie', 'JWT-refresh-token'],
] as const) {
  builder.mutationField(field, (t) =>
    t.field({
      nullable: true,
      type: DeletedPayload,
      resolve: async (_root, _args, ctx) => {
        if (field === 'deleteTokenCookie' && ctx.actor?.sessionId) await endSession(ctx.services, ctx.club, ctx.actor.sessionId);
        void ctx.reply.header('set-cookie', `${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
        return { deleted: true };
      },
    }),
  );
}

builder.mutationField('register', (t) =>
  t.field({
    nullable: true,
    type: builder.simpleObject('RegisterPayload', {
      fields: (f) => ({
        success: f.boolean(),
        errors: f.field({ type: [FieldError] }),
        authData: f.field({ type: AuthDataType, nullable: true }),
      }),
    }),
    args: {
      email: t.arg.string({ required: true }),
      password1: t.arg.string({ required: true }),
      password2: t.arg.string({ required: true }),
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => registerAccount(ctx.services, ctx.club, { ...args, ip: ctx.ip }),
  }),
);

builder.mutationField('verifyAccount', (t) =>
  t.field({
    nullable: true,
    type: successWithErrors('VerifyAccountPayload'),
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => verifyAccount(ctx.services, ctx.club, args.token),
  }),
);

builder.mutationField('undoEmailChange', (t) =>
  t.field({
    nullable: true,
    description: "The link mailed to an account's old address when staff change its email: puts the old address back (7 days, once)",
    type: successWithErrors('UndoEmailChangePayload'),
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => undoEmailChange(ctx.services, ctx.club, args.token),
  }),
);

builder.mutationField('resendActivationEmail', (t) =>
  t.field({
    nullable: true,
    type: successWithErrors('ResendActivationEmailPayload'),
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => resendVerification(ctx.services, ctx.club, { email: args.email, ip: ctx.ip }),
  }),
);

builder.mutationField('sendPasswordResetEmail', (t) =>
  t.field({
    nullable: true,
    type: successWithErrors('SendPasswordResetEmailPayload'),
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => requestPasswordReset(ctx.services, ctx.club, { email: args.email, ip: ctx.ip }),
  }),
);

builder.mutationField('passwordReset', (t) =>
  t.field({
    nullable: true,
    type: successWithErrors('PasswordResetPayload'),
    args: {
      token: t.arg.string({ required: true }),
      newPassword1: t.arg.string({ required: true }),
      newPassword2: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => resetPassword(ctx.services, ctx.club, args),
  }),
);

const UpdateAccountPasswordInput = builder.inputType('UpdateAccountPasswordInput', {
  fields: (t) => ({ passwordCurrent: t.string({ required: true }), passwordNew: t.string({ required: true }) }),
});

builder.mutationField('updateAccountPassword', (t) =>
  t.field({
    nullable: true,
    type: builder.simpleObject('UpdateAccountPasswordPayload', { fields: (f) => ({ ok: f.boolean() }) }),
    args: { input: t.arg({ type: UpdateAccountPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await changePassword(ctx.services, ctx.club, ctx.actor, { ...input, ip: ctx.ip });
      return { ok: true };
    },
  }),
);
