import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { decodeId } from '../../graphql/relay-helpers.js';
import { exportBatchCsv } from './batch-csv.js';
import { exportBatchPain008 } from './export-batch.js';

const EXPORTS = { pain008: exportBatchPain008, csv: exportBatchCsv } as const;

/**
 * GET /<club>/d/api/finance/direct-debit/batches/<DirectDebitBatch global id>/pain008/: the bank file; …/csv/: its
 * items and returns for the accountant. Each use case checks the permission.
 */
export function batchExportRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    for (const [format, exportFile] of Object.entries(EXPORTS)) {
      server.get<{ Params: { id: string } }>(`/api/finance/direct-debit/batches/:id/${format}/`, async (request, reply) => {
        const file = await exportFile(app, request.club, request.actor, decodeId(request.params.id, 'DirectDebitBatch'));
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(file.body);
      });
    }
  };
}
