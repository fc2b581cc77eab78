import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { GraphQLError } from 'graphql';
import { handleHttpError } from '../platform/http-error-handler.js';
import { AppError } from '../platform/errors.js';
import { hardeningRules, listLengthError, pageSizeErrors } from '../graphql/hardening-rules.js';
import { schema } from '../graphql/schema.js';
import { formatExecutionErrors } from '../graphql/format-errors.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { AppContext } from '../platform/app-context.js';
import { registerPublicAnswerCache } from './public-answer-cache.js';

export const GRAPHQL_PATH = '/:club/d/graphql';
export const MISSING_QUERY_MESSAGE = 'The request needs a "query": the GraphQL document as a non-empty string.';

/** The request's parameters: a GET carries them in the query string (variables as JSON), a POST in its JSON body. */
function graphQLParams(request: FastifyRequest): { query?: unknown; variables?: unknown } {
  const params = request.method === 'GET' ? request.query : request.body;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return {};
  const { query, variables } = params as { query?: unknown; variables?: unknown };
  if (typeof variables !== 'string') return { query, variables };
  try {
    return { query, variables: JSON.parse(variables) };
  } catch {
    return { query }; // Mercurius answers malformed variables itself
  }
}

/** Mercurius at /<club>/d/graphql/: the club and actor come from the preHandler, errors are masked. */
export async function registerGraphQL(server: FastifyInstance, app: AppContext): Promise<void> {
  // Before Mercurius and before the club's preHandler: a missing or non-string query would pass for an
  // unknown persisted query (test plan H3), and an oversized list must cost no database work (H1).
  server.addHook('preValidation', async (request) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return;
    const { query, variables } = graphQLParams(request);
    if (typeof query !== 'string' || query.trim() === '') throw new AppError('BAD_REQUEST', MISSING_QUERY_MESSAGE);
    const tooLong = listLengthError(variables);
    if (tooLong) throw new AppError('BAD_REQUEST', tooLong);
  });
  registerPublicAnswerCache(server, app, GRAPHQL_PATH);
  await server.register(mercurius, {
    schema,
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    queryDepth: 12,
    allowBatchedQueries: false,
    validationRules: hardeningRules(app.config.production),
    context: (request, reply): GraphQLContext => ({
      services: app,
      club: request.club,
      actor: request.actor,
      ip: request.ip,
      request,
      reply,
    }),
    // Errors thrown before execution: Mercurius' own (parse, validation) keep the GraphQL shape and
    // status; the rest (unknown club, bad token, malformed JSON) go through the one HTTP error mapping.
    errorHandler: (error, request, reply) => {
      if (typeof error.code === 'string' && error.code.startsWith('MER_ERR')) {
        const { statusCode, response } = formatExecutionErrors(
          { errors: [new GraphQLError(error.message, { originalError: error })], statusCode: error.statusCode ?? 400 },
          request.log as AppContext['log'],
          app.config.production,
        );
        void reply.code(statusCode).send(response);
        return;
      }
      handleHttpError(error, request, reply);
    },
    errorFormatter: (execution, ctx) =>
      formatExecutionErrors(execution, (ctx.reply?.log ?? server.log) as AppContext['log'], app.config.production),
  });
  // Inline page sizes are caught by the cached validation rules; variables can only be checked per request.
  server.graphql.addHook('preExecution', async (executionSchema, document, _context, variables) => {
    if (!variables || Object.keys(variables).length === 0) return;
    const [error] = pageSizeErrors(executionSchema, document, variables as Record<string, unknown>);
    if (error) throw new AppError('BAD_REQUEST', error.message);
  });
}
