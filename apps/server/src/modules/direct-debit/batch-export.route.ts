import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { decodeId } from '../../graphql/relay-helpers.js';
import { exportBatchPain008 } from './export-batch.js';

/** GET /<club>/d/api/finance/direct-debit/batches/<DirectDebitBatch global id>/pain008/: the bank file. */
export function batchExportRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.get<{ Params: { id: string } }>('/api/finance/direct-debit/batches/:id/pain008/', async (request, reply) => {
      const file = await exportBatchPain008(app, request.club, request.actor, decodeId(request.params.id, 'DirectDebitBatch'));
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    });
  };
}
