import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them costs more time than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one synchronous call. @fastify/compress streams anything above 8 kB
 * on a two-core machine; for answers like the week's schedule (50–60 kB) the stream's thread hand-offs cost more
 * than the compression itself.
 */
const SYNC_MAX_BYTES = 512 * 1024;

/** Answers at least this big are remembered once compressed: the week and the price list repeat for everyone. */
const REUSE_MIN_BYTES = 8 * 1024;
/** How many recent compressed answers are kept, per encoding (a few MiB at most). */
const REUSE_ENTRIES = 32;

type Compress = (input: Buffer, options?: zlib.ZlibOptions & zlib.BrotliOptions) => Buffer;

/**
 * `compress`, but an answer identical to a recent one gets the bytes compressed for it then. Keyed by the whole
 * content (no hash that could collide), so nobody ever receives bytes made from another answer.
 */
export function reusingRecent(compress: Compress): Compress {
  const recent = new Map<string, Buffer>();
  return (input, options) => {
    if (input.length < REUSE_MIN_BYTES) return compress(input, options);
    const key = input.toString('latin1');
    const hit = recent.get(key);
    if (hit) {
      recent.delete(key);
      recent.set(key, hit);
      return hit;
    }
    const compressed = compress(input, options);
    recent.set(key, compressed);
    if (recent.size > REUSE_ENTRIES) recent.delete(recent.keys().next().value!);
    return compressed;
  };
}

/**
 * Compresses answers (GraphQL, REST, anything not precompressed) with brotli at @fastify/compress's default
 * quality 4, or gzip, whichever the client accepts first in that order. Static assets are served from their
 * .br/.gz files made at build time (web-app.ts), which carry their own Content-Encoding and are left alone.
 * Request bodies are never decompressed: clients send small JSON, and a compressed upload would slip past
 * the body limit's intent. The cost on the week's schedule is measured in docs/benchmarks.md.
 */
export async function registerCompression(server: FastifyInstance): Promise<void> {
  await server.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: SYNC_MAX_BYTES,
    globalDecompression: false,
    zlib: { ...zlib, brotliCompressSync: reusingRecent(zlib.brotliCompressSync), gzipSync: reusingRecent(zlib.gzipSync) },
  });
}
