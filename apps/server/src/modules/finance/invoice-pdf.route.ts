import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { decodeId } from '../../graphql/relay-helpers.js';
import { downloadInvoicePdf } from './invoice-pdf-download.js';

/** GET /<club>/d/api/finance/invoices/<FinanceInvoiceNode global id>/pdf/: the invoice as a PDF download. */
export function invoicePdfRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.get<{ Params: { id: string } }>('/api/finance/invoices/:id/pdf/', async (request, reply) => {
      const { fileName, pdf } = await downloadInvoicePdf(app, request.club, request.actor, decodeId(request.params.id, 'FinanceInvoiceNode'));
      // Invoice numbers are prefix, year and digits: safe inside the quoted file name.
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    });
  };
}
