import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Kind, parse, type DocumentNode } from 'graphql';
import type { AppContext } from '../platform/app-context.js';
import type { Club } from '../modules/clubs/index.js';
import { classesCacheOf } from '../modules/schedule/index.js';

/**
 * Root fields whose anonymous answer is a function of the club, the variables and the classes cache alone (no
 * other read, no clock): `scheduleClasses` reads only the cached week and the club's booking days.
 */
const CLASSES_CACHE_FIELDS = new Set(['scheduleClasses', '__typename']);
const MAX_ANSWERS = 64;
const MAX_DOCUMENTS = 64;

interface Answer {
  club: Club;
  stamp: string;
  body: string;
}

/** A request the cache may answer: its key, and the stamp and club its answer would be kept under. */
interface Pending {
  key: string;
  stamp: string;
  club: Club;
}

/** Whether a document is one query whose root fields all read the classes cache (decided once per text). */
function readsOnlyClassesCache(document: DocumentNode): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1 || operations[0]!.operation !== 'query') return false;
  return operations[0]!.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && CLASSES_CACHE_FIELDS.has(s.name.value) && (s.directives?.length ?? 0) === 0,
  );
}

/**
 * The serialised answer of an identical anonymous read of the public week, reused: the GraphQL twin of the
 * classes cache, kept under that cache's stamp, so a booking (or the end of the cache's window) drops it exactly
 * when it drops the classes the answer was made from. The key is the club, the query text and the variables as
 * sent; only requests without a signed-in actor, and only answers without errors, take part. A hit skips
 * Mercurius (parse, validation, execution) and the serialisation; compression then reuses its bytes too.
 */
export function registerPublicAnswerCache(server: FastifyInstance, app: AppContext, graphqlPath: string): void {
  const classes = classesCacheOf(app);
  const answers = new Map<string, Answer>();
  const cacheableDocuments = new Map<string, boolean>();
  const pending = new WeakMap<FastifyRequest, Pending>();

  function cacheable(query: string): boolean {
    let known = cacheableDocuments.get(query);
    if (known === undefined) {
      try {
        known = readsOnlyClassesCache(parse(query));
      } catch {
        known = false; // Mercurius answers the syntax error
      }
      if (cacheableDocuments.size >= MAX_DOCUMENTS) cacheableDocuments.clear();
      cacheableDocuments.set(query, known);
    }
    return known;
  }

  /** The cache key of a plain query request (nothing but query, variables and operationName), else undefined. */
  function keyOf(request: FastifyRequest): string | undefined {
    const params = request.method === 'GET' ? request.query : request.body;
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
    const { query, variables = null, operationName = null, ...rest } = params as Record<string, unknown>;
    if (Object.keys(rest).length > 0 || typeof query !== 'string' || !cacheable(query)) return undefined;
    if (operationName !== null && typeof operationName !== 'string') return undefined;
    if (variables !== null && typeof variables !== (request.method === 'GET' ? 'string' : 'object')) return undefined;
    const variablesText = typeof variables === 'string' ? variables : JSON.stringify(variables);
    return JSON.stringify([request.club.id, query, operationName, variablesText]);
  }

  server.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== graphqlPath || request.actor !== null || !request.club) return;
    const stamp = classes.stamp(request.club.id);
    if (stamp === undefined) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const hit = answers.get(key);
    if (hit && hit.stamp === stamp && hit.club === request.club) {
      return reply.type('application/json; charset=utf-8').send(hit.body);
    }
    pending.set(request, { key, stamp, club: request.club });
  });

  // Instance hooks run before the route's own (compression), so the payload is still the serialised text.
  server.addHook('onSend', async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss || reply.statusCode !== 200 || typeof payload !== 'string' || payload.includes('"errors":')) return payload;
    if (answers.size >= MAX_ANSWERS) answers.clear();
    answers.set(miss.key, { club: miss.club, stamp: miss.stamp, body: payload });
    return payload;
  });
}
