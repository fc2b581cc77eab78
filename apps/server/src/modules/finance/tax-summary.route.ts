import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { taxSummaryCsv } from './tax-summary-csv.js';

/** GET /<club>/d/api/finance/tax-summary/csv/?dateFrom=YYYY-MM-DD&dateTo=YYYY-MM-DD: the tax summary of a period as CSV. */
export function taxSummaryCsvRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.get<{ Querystring: { dateFrom?: unknown; dateTo?: unknown } }>('/api/finance/tax-summary/csv/', async (request, reply) => {
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const { fileName, csv } = await taxSummaryCsv(app, request.club, request.actor, { dateFrom: text(request.query.dateFrom), dateTo: text(request.query.dateTo) });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    });
  };
}
