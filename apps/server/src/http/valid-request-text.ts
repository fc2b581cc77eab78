import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors.js';
import { decodeUtf8, NOT_UTF8_TEXT, textProblem, textProblemInJson } from '../platform/valid-text.js';

/** The address and headers as text: percent-decoded, NUL-free UTF-8 (headers arrive as Latin-1 bytes). */
function requestTextProblem(request: FastifyRequest): string | undefined {
  let url: string;
  try {
    url = decodeURIComponent(request.raw.url ?? '');
  } catch {
    return NOT_UTF8_TEXT;
  }
  const urlProblem = textProblem(url);
  if (urlProblem) return urlProblem;
  for (const value of Object.values(request.headers)) {
    for (const text of Array.isArray(value) ? value : [value ?? '']) {
      const decoded = decodeUtf8(Buffer.from(text, 'latin1'));
      if (decoded === undefined) return NOT_UTF8_TEXT;
      const problem = textProblem(decoded);
      if (problem) return problem;
    }
  }
  return undefined;
}

/**
 * Refuses invalid text wherever a request carries it (test plan H2): in the address and headers before
 * routing, and in JSON bodies while parsing them, so no NUL or broken UTF-8 ever reaches a query.
 * GraphQL string literals are checked by a validation rule.
 */
export function refuseInvalidText(server: FastifyInstance): void {
  server.addHook('onRequest', async (request) => {
    const problem = requestTextProblem(request);
    if (problem) throw new AppError('VALIDATION_FAILED', problem);
  });
  const parseJson = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === undefined) return done(new AppError('VALIDATION_FAILED', NOT_UTF8_TEXT), undefined);
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const problem = textProblemInJson(parsed);
      done(problem ? new AppError('VALIDATION_FAILED', problem) : null, parsed);
    });
  });
}

const MALFORMED_STATUS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};

/**
 * Fastify's clientErrorHandler: requests Node's HTTP parser refuses (a NUL in a header or in the path,
 * a broken request line) never reach a route, so they are answered here, in the API's error shape.
 */
export function answerMalformedRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = MALFORMED_STATUS[error.code ?? ''] ?? [400, 'Bad Request', 'The request is not valid HTTP (a NUL or another forbidden character?).'];
  const body = JSON.stringify({ success: false, error: message, code: status === 400 ? 'VALIDATION_FAILED' : 'BAD_REQUEST' });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
}
