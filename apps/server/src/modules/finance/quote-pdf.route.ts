import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { decodeId } from '../../graphql/relay-helpers.js';
import { replyWithPdf } from './invoice-pdf.route.js';
import { downloadQuotePdf } from './quote-pdf-download.js';

/** GET /<club>/d/api/finance/quotes/<FinanceQuoteNode global id>/pdf/: the quote as a PDF download (finance.quotes.view). */
export function quotePdfRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.get<{ Params: { id: string } }>('/api/finance/quotes/:id/pdf/', async (request, reply) =>
      replyWithPdf(reply, await downloadQuotePdf(app, request.club, request.actor, decodeId(request.params.id, 'FinanceQuoteNode'))),
    );
  };
}
