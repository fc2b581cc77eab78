import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../platform/app-context.js';
import { googleSignInRoute } from '../modules/auth/google-sign-in.route.js';
import { portalConfigRoute } from '../modules/auth/portal-config.route.js';
import { calendarFeedRoute } from '../modules/calendar/calendar-feed.route.js';
import { imagesRoute } from '../modules/images/images.route.js';
import { invoicePdfRoute } from '../modules/finance/invoice-pdf.route.js';
import { paymentWebhookRoute } from '../modules/payments/payment-webhook.route.js';
import { personalTrainingRoutes } from '../modules/personal-training/personal-training.route.js';

/** REST routes of the club admin API, mounted under /<club>/d/. */
export function registerRestRoutes(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    await server.register(googleSignInRoute(app));
    await server.register(portalConfigRoute(app));
    await server.register(invoicePdfRoute(app));
    await server.register(paymentWebhookRoute(app));
    await server.register(personalTrainingRoutes(app));
    await server.register(calendarFeedRoute(app));
    await server.register(imagesRoute(app));
  };
}
