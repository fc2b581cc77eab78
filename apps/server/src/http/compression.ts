import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more time than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers (GraphQL, REST, anything not precompressed) with brotli at @fastify/compress's default
 * quality 4, or gzip, whichever the client accepts first in that order. Static assets are served from their
 * .br/.gz files made at build time (web-app.ts), which carry their own Content-Encoding and are left alone.
 * Request bodies are never decompressed: clients send small JSON, and a compressed upload would slip past
 * the body limit's intent.
 */
export async function registerCompression(server: FastifyInstance): Promise<void> {
  await server.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
