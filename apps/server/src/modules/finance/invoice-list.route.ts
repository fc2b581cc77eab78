import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import type { InvoiceStatus } from '../../platform/db/tables/finance.js';
import { AppError } from '../../platform/errors.js';
import { invoiceQueryOf, type InvoiceFilterArgs } from './finance.graphql.js';
import { INVOICE_STATUSES } from './invoice.js';
import { exportFinanceInvoicesCsv } from './invoice-list-csv.js';

type CsvQuery = { [K in keyof InvoiceFilterArgs]?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function statusOf(value: unknown): InvoiceStatus | undefined {
  const status = text(value);
  if (status === undefined || status === '') return undefined;
  const known = INVOICE_STATUSES.find((s) => s === status);
  if (!known) throw new AppError('VALIDATION_FAILED', 'Unknown invoice status.', { field: 'status' });
  return known;
}

/**
 * GET /<club>/d/api/finance/invoices/csv/?status=&group=&account=&business=&dateFrom=&dateTo=&totalMin=&totalMax=: the
 * invoice list with the list's filters as CSV (finance.invoices.read), never cached.
 */
export function invoiceListCsvRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.get<{ Querystring: CsvQuery }>('/api/finance/invoices/csv/', async (request, reply) => {
      const q = request.query;
      const query = invoiceQueryOf({
        status: statusOf(q.status),
        account: text(q.account),
        business: text(q.business),
        group: text(q.group),
        dateFrom: text(q.dateFrom),
        dateTo: text(q.dateTo),
        totalMin: text(q.totalMin),
        totalMax: text(q.totalMax),
      });
      const csv = await exportFinanceInvoicesCsv(app, request.club, request.actor, query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="invoices.csv"')
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    });
  };
}
