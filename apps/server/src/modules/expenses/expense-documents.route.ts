import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { dateProblem, EXPENSE_DOCUMENT_TYPES, EXPENSE_MESSAGES, FORM_MESSAGES, MAX_UPLOAD_BYTES, type ExpenseDocumentUploadResponse } from '@kiai/shared';
import { decodeId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { handleHttpError } from '../../platform/http-error-handler.js';
import { downloadExpenseDocument, uploadExpenseDocument } from './expense-document.js';
import { exportFinanceExpensesCsv } from './list-expenses.js';
import { expenseFilterOf } from './expense-filter.graphql.js';

/** The global id type of an expense document (no node: a document is read through its expense or downloaded). */
export const DOCUMENT_TYPENAME = 'FinanceExpenseDocument';

/** Where staff download a document, under the club's /d/. */
export const documentPath = (id: number) => `/api/finance/expense-documents/${encodeGlobalID(DOCUMENT_TYPENAME, id)}/`;

/** A quoted file name for Content-Disposition: ASCII for old clients, the real name in filename*. */
const disposition = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

interface CsvQuery {
  dateFrom?: string;
  dateUntil?: string;
  supplier?: string;
  glAccount?: string;
  costCentre?: string;
}

function checkedDate(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const problem = dateProblem(value, name);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { fields: { [name]: problem } });
  return value;
}

/**
 * POST /<club>/d/api/finance/expense-documents/?name=<file name>: an expense's document as the raw body (PDF, JPEG or
 * PNG by its bytes, smaller than 5MB), answers its id for the expense's save (finance.expenses.edit).
 * GET …/expense-documents/<id>/: the document, to staff with finance.expenses.view only, never cached.
 * GET /<club>/d/api/finance/expenses/csv/?dateFrom=&dateUntil=&supplier=&glAccount=&costCentre=: the list as CSV.
 */
export function expenseDocumentsRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.addContentTypeParser([...EXPENSE_DOCUMENT_TYPES, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
    // Fastify refuses a body over the limit, or of another type, before the use case sees it: answer in the form's words.
    server.setErrorHandler((error: FastifyError, request, reply) => {
      const refusal =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? new AppError('VALIDATION_FAILED', FORM_MESSAGES.fileTooLarge)
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? new AppError('VALIDATION_FAILED', EXPENSE_MESSAGES.documentType)
            : error;
      return handleHttpError(refusal, request, reply);
    });
    server.post<{ Querystring: { name?: string }; Reply: ExpenseDocumentUploadResponse }>('/api/finance/expense-documents/', async (request) => {
      const bytes = request.body instanceof Uint8Array ? request.body : new Uint8Array();
      const document = await uploadExpenseDocument(app, request.club, request.actor, { fileName: request.query.name ?? '', bytes });
      return { ...document, id: encodeGlobalID(DOCUMENT_TYPENAME, document.id) };
    });
    server.get<{ Params: { id: string } }>('/api/finance/expense-documents/:id/', async (request, reply) => {
      const document = await downloadExpenseDocument(app, request.club, request.actor, decodeId(request.params.id, DOCUMENT_TYPENAME));
      return reply
        .header('Content-Type', document.contentType)
        .header('Content-Disposition', disposition(document.fileName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(document.bytes));
    });
    server.get<{ Querystring: CsvQuery }>('/api/finance/expenses/csv/', async (request, reply) => {
      const q = request.query;
      const filter = expenseFilterOf({ ...q, dateFrom: checkedDate(q.dateFrom, 'dateFrom'), dateUntil: checkedDate(q.dateUntil, 'dateUntil') });
      const csv = await exportFinanceExpensesCsv(app, request.club, request.actor, filter);
      return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', disposition('expenses.csv')).header('Cache-Control', 'private, no-store').send(csv);
    });
  };
}
