import { builder } from '../../graphql/builder.js';

const DeletedPayload = builder.simpleObject('DeleteCookiePayload', { fields: (t) => ({ deleted: t.boolean() }) });

// Tokens travel in the Authorization header, never in cookies; these clear any cookie an older client set.
for (const [field, cookie] of [
  ['deleteTokenCookie', 'JWT'],
  ['deleteRefreshTokenCookie', 'JWT-refresh-token'],
] as const) {
  builder.mutationField(field, (t) =>
    t.field({
      type: DeletedPayload,
      resolve: (_root, _args, ctx) => {
        void ctx.reply.header('set-cookie', `${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
        return { deleted: true };
      },
    }),
  );
}
