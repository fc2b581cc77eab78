import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';

/** GET /<club>/d/api/portal-config/: what the portal needs before sign-in, e.g. whether to offer Google. */
export function portalConfigRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.get('/api/portal-config/', (request) => ({
      clubName: request.club.name,
      currencySymbol: request.club.currencySymbol,
      googleClientId: app.config.googleClientId ?? null,
    }));
  };
}
