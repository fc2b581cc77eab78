import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { decodeId } from '../../graphql/relay-helpers.js';
import { downloadInvoicePdf } from './invoice-pdf-download.js';

/** A PDF as a private download; invoice and quote numbers are prefix, year and digits, the rest is replaced. */
export function replyWithPdf(reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** GET /<club>/d/api/finance/invoices/<FinanceInvoiceNode global id>/pdf/: the invoice as a PDF download. */
export function invoicePdfRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.get<{ Params: { id: string } }>('/api/finance/invoices/:id/pdf/', async (request, reply) =>
      replyWithPdf(reply, await downloadInvoicePdf(app, request.club, request.actor, decodeId(request.params.id, 'FinanceInvoiceNode'))),
    );
  };
}
