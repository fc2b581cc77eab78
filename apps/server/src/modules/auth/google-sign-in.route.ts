import type { AuthData, GoogleSignInRequest } from '@kiai/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { signInWithGoogle } from './sign-in-with-google.js';

const bodySchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 8192 } },
} as const;

/** POST /<club>/d/api/auth/google/ {token}: answers the same auth data as tokenAuth; failures are 4xx {success: false, error}. */
export function googleSignInRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.post<{ Body: GoogleSignInRequest; Reply: AuthData }>('/api/auth/google/', { schema: { body: bodySchema } }, (request) =>
      signInWithGoogle(app, request.club, request.body.token),
    );
  };
}
