import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../platform/app-context.js';
import { googleSignInRoute, portalConfigRoute } from '../modules/auth/graphql.js';
import { calendarFeedRoute } from '../modules/calendar/graphql.js';
import { imagesRoute } from '../modules/images/graphql.js';
import { batchExportRoute } from '../modules/direct-debit/graphql.js';
import { invoiceListCsvRoute, invoicePdfRoute, quotePdfRoute, taxSummaryCsvRoute } from '../modules/finance/graphql.js';
import { expenseDocumentsRoute } from '../modules/expenses/graphql.js';
import { paymentWebhookRoute } from '../modules/payments/graphql.js';
import { personalTrainingRoutes } from '../modules/personal-training/graphql.js';

/** REST routes of the club admin API, mounted under /<club>/d/. */
export function registerRestRoutes(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    await server.register(googleSignInRoute(app));
    await server.register(portalConfigRoute(app));
    await server.register(invoicePdfRoute(app));
    await server.register(quotePdfRoute(app));
    await server.register(taxSummaryCsvRoute(app));
    await server.register(invoiceListCsvRoute(app));
    await server.register(expenseDocumentsRoute(app));
    await server.register(batchExportRoute(app));
    await server.register(paymentWebhookRoute(app));
    await server.register(personalTrainingRoutes(app));
    await server.register(calendarFeedRoute(app));
    await server.register(imagesRoute(app));
  };
}
