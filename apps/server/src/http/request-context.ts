import type { Club } from '../modules/clubs/index.js';
import type { Actor } from '../platform/access-policy.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The club of the base path; set for every route under /:club. */
    club: Club;
    /** The signed-in actor of /:club/d/ routes, or null when anonymous. */
    actor: Actor | null;
  }
}

export {};
