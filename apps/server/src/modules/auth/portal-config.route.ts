import type { PortalConfig } from '@kiai/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { portalConfigOf } from './portal-config.js';

/** GET /<club>/d/api/portal-config/: the portal's club settings (also sent inside each page's HTML, web-app.ts). */
export function portalConfigRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.get<{ Reply: PortalConfig }>('/api/portal-config/', (request) => portalConfigOf(request.club, app.config.googleClientId));
  };
}
