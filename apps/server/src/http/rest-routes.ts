import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../platform/app-context.js';
import { googleSignInRoute, portalConfigRoute } from '../modules/auth/index.js';
import { calendarFeedRoute } from '../modules/calendar/index.js';
import { imagesRoute } from '../modules/images/index.js';
import { batchExportRoute } from '../modules/direct-debit/index.js';
import { invoicePdfRoute } from '../modules/finance/index.js';
import { paymentWebhookRoute } from '../modules/payments/index.js';
import { personalTrainingRoutes } from '../modules/personal-training/index.js';

/** REST routes of the club admin API, mounted under /<club>/d/. */
export function registerRestRoutes(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    await server.register(googleSignInRoute(app));
    await server.register(portalConfigRoute(app));
    await server.register(invoicePdfRoute(app));
    await server.register(batchExportRoute(app));
    await server.register(paymentWebhookRoute(app));
    await server.register(personalTrainingRoutes(app));
    await server.register(calendarFeedRoute(app));
    await server.register(imagesRoute(app));
  };
}
