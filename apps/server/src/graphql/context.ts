import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/app-context.js';
import type { Club } from '../modules/clubs/index.js';
import type { Actor } from '../platform/access-policy.js';

/**
 * Per-request GraphQL context: the club from the base path and the signed-in actor, if any. Made anew for every
 * request (http/graphql-route.ts), it also holds the request's batch loaders: Pothos' dataloader plugin keys the
 * loaders of `t.loadable` fields on this object, so what they read and cache lives one request, for one club.
 */
export interface GraphQLContext {
  /** Named so because Mercurius sets `app` on every context to its Fastify instance. */
  services: AppContext;
  club: Club;
  actor: Actor | null;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}
