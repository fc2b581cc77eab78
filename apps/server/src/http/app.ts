import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../platform/app-context.js';
import { AppError } from '../platform/errors.js';
import { NOT_UTF8_TEXT } from '../platform/valid-text.js';
import { LOG_SERIALIZERS, REDACTED_LOG_PATHS } from '../platform/logger.js';
import { clubCacheOf, listClubs } from '../modules/clubs/index.js';
import { authenticate } from './authenticate.js';
import { registerCompression } from './compression.js';
import { handleHttpError } from '../platform/http-error-handler.js';
import { escapeHtml } from './escape-html.js';
import { registerGraphQL } from './graphql-route.js';
import { registerRestRoutes } from './rest-routes.js';
import { answerMalformedRequest, refuseInvalidText } from './valid-request-text.js';
import { registerKioskPwa } from './kiosk-pwa.js';
import { registerWebApp } from './web-app.js';
import './request-context.js';
import { NOT_FOUND_MESSAGE } from '../platform/error-messages.js';

export interface BuildServerOptions {
  /** Fastify logger settings (tests pass false or a capturing stream); secrets are always redacted. */
  logger?: false | Record<string, unknown>;
}

/** The HTTP server: every club under its own base path, GraphQL and REST under /<club>/d/. */
export async function buildServer(app: AppContext, options: BuildServerOptions = {}): Promise<FastifyInstance> {
  const server = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: app.config.logLevel, ...options.logger, redact: REDACTED_LOG_PATHS, serializers: LOG_SERIALIZERS },
    // Only behind a proxy we run may X-Forwarded-For name the client; otherwise anyone could dodge per-address limits.
    trustProxy: app.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Our route schemas are fixed in the code: checking each against JSON Schema's meta-schema first made Ajv
    // compile that meta-schema at every start (docs/benchmarks.md, start-up).
    ajv: { customOptions: { validateSchema: false } },
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerMalformedRequest,
    // A path that does not percent-decode to UTF-8 is refused before routing: answer it like other invalid text.
    frameworkErrors: (error, request, reply) =>
      handleHttpError(error.code === 'FST_ERR_BAD_URL' ? new AppError('VALIDATION_FAILED', NOT_UTF8_TEXT) : error, request, reply),
    // Tools expect /graphql: /<club>/graphql is the same endpoint as /<club>/d/graphql/.
    rewriteUrl: (req) => (req.url ?? '/').replace(/^\/([a-z0-9-]+)\/graphql(\/?)(?=$|\?)/, '/$1/d/graphql$2'),
  });
  server.decorateRequest('club', null as never);
  server.decorateRequest('actor', null);
  server.setErrorHandler(handleHttpError);
  // Any method on any path nobody serves gets the API's own error shape, never the framework's (test plan H4).
  server.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  });
  refuseInvalidText(server);
  await registerCompression(server);

  const clubCache = clubCacheOf(app);
  server.addHook('preHandler', async (request) => {
    const slug = (request.params as { club?: string } | undefined)?.club;
    if (slug === undefined) return;
    const club = await clubCache.get(slug);
    if (!club) throw new AppError('CLUB_NOT_FOUND', NOT_FOUND_MESSAGE);
    request.club = club;
    if (request.routeOptions.url?.startsWith('/:club/d/')) {
      request.actor = await authenticate(app, club, request.headers.authorization);
    }
  });

  server.get('/health', async () => {
    await sql`SELECT 1`.execute(app.db);
    return { ok: true };
  });
  server.get('/', async (_request, reply) => {
    const clubs = await listClubs(app.db);
    if (clubs.length === 1) return reply.redirect(`/${clubs[0]!.slug}/`);
    const items = clubs.map((c) => `<li><a href="/${c.slug}/">${escapeHtml(c.name)}</a></li>`).join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><title>Kiai</title><h1>Clubs</h1><ul>${items}</ul>`);
  });

  await registerGraphQL(server, app);
  await server.register(registerRestRoutes(app), { prefix: '/:club/d' });
  registerKioskPwa(server, app.config.webDistDir);
  await registerWebApp(server, app.config.webDistDir, app.config.googleClientId);
  return server;
}
