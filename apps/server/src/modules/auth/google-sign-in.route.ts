import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';

/** POST /<club>/d/api/auth/google/ */
export function googleSignInRoute(_app: AppContext): FastifyPluginAsync {
  return async () => {};
}
