// Foundation benchmarks (`npm run bench:foundation`): cold start of `npm start`, memory at idle and
// tokenAuth latency, on the embedded PGlite database and on a PostgreSQL server, each on a fresh
// database. Writes its section of docs/benchmarks.md (`--no-write` only prints).
// Options: --duration <s> (tokenAuth load, default 10), --connections <n> (default 4),
// --only pglite|postgres. PostgreSQL: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hashPassword, verifyPassword } from '../../apps/server/src/modules/auth/password-hash.js';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../apps/server/src/seed/demo-accounts.js';
import { writeBenchmarkSection } from './benchmarks-doc.js';
import { memoryMiB, startServer } from './server-process.js';
import { loadTokenAuth, type LoadResult } from './token-auth-load.js';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    only: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const durationS = Number(values.duration);
const connections = Number(values.connections);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const IDLE_SETTLE_MS = 10_000;

type Kind = 'pglite' | 'postgres';
interface KindResult {
  kind: Kind;
  version: string;
  npmStartMs: number;
  emptyDatabaseMs: number;
  restartMs: number;
  idleRssMiB: number;
  afterLoadRssMiB: number;
  peakRssMiB: number;
  load: LoadResult;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function adminQuery<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh database for one server start: a new data folder, and for PostgreSQL a new database. */
async function freshDatabase(kind: Kind, cleanups: (() => Promise<unknown>)[]): Promise<NodeJS.ProcessEnv> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kiai-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (kind === 'pglite') return { KIAI_DATA_DIR: dataDir, DATABASE_URL: '' };
  const name = `kiai_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { KIAI_DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

async function databaseVersion(kind: Kind): Promise<string> {
  if (kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create();
    const version = (await db.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v;
    await db.close();
    return version.replace(/ on .*/, '');
  }
  return (await adminQuery<{ v: string }>('SELECT version() AS v'))[0]!.v.replace(/ on .*/, '');
}

async function measure(kind: Kind): Promise<KindResult> {
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const version = await databaseVersion(kind);
    console.log(`\n--- ${kind} (${version}) ---`);

    // 1. What a new user types: npm start builds, creates the database, migrates and seeds.
    const npmStart = await startServer('npm', ['start'], await freshDatabase(kind, cleanups), await freePort());
    await npmStart.stop();
    console.log(`npm start (build + new database + migrate + seed): ${(npmStart.readyMs / 1000).toFixed(1)} s`);

    // 2. The built server on an empty database, then 3. restarted on the database it made.
    const env = await freshDatabase(kind, cleanups);
    const empty = await startServer('node', ['apps/server/dist/main.js'], env, await freePort());
    await empty.stop();
    console.log(`built server, empty database (migrate + seed): ${(empty.readyMs / 1000).toFixed(2)} s`);
    const port = await freePort();
    const server = await startServer('node', ['apps/server/dist/main.js'], env, port);
    try {
      console.log(`built server, existing database: ${(server.readyMs / 1000).toFixed(2)} s`);
      await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
      const idle = memoryMiB(server.serverPid);
      console.log(`RSS at idle: ${idle.rss.toFixed(0)} MiB`);

      const url = `http://127.0.0.1:${port}/${DEMO_CLUB.slug}/d/graphql/`;
      const { email, password } = DEMO_ACCOUNTS.member;
      await loadTokenAuth(url, email, password, 1, 1); // warm-up: JIT, argon2 threads, connection pool
      const load = await loadTokenAuth(url, email, password, connections, durationS);
      const after = memoryMiB(server.serverPid);
      console.log(
        `tokenAuth: ${load.perSecond.toFixed(1)} req/s, p50 ${load.p50} ms, p95 ${load.p95} ms, p99 ${load.p99} ms, ` +
          `${load.failures} failures${load.failureCodes.length ? ` (${load.failureCodes.join(', ')})` : ''}`,
      );
      return {
        kind,
        version,
        npmStartMs: npmStart.readyMs,
        emptyDatabaseMs: empty.readyMs,
        restartMs: server.readyMs,
        idleRssMiB: idle.rss,
        afterLoadRssMiB: after.rss,
        peakRssMiB: after.peak,
        load,
      };
    } finally {
      await server.stop();
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

/** Milliseconds one argon2id verification takes here, alone: the floor under every tokenAuth. */
async function argon2VerifyMs(): Promise<number> {
  const stored = await hashPassword('Bench-Password-2026');
  const rounds = 10;
  const startedAt = performance.now();
  for (let i = 0; i < rounds; i++) await verifyPassword(stored, 'Bench-Password-2026');
  return (performance.now() - startedAt) / rounds;
}

function report(results: KindResult[], loadBefore: number[], verifyMs: number): string {
  const cpu = os.cpus();
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const row = (label: string, cell: (r: KindResult) => string) => `| ${label} | ${results.map(cell).join(' | ')} |`;
  return [
    '## Foundation',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:foundation\` (bench/foundation/run.ts) on ` +
      `${cpu.length} × ${cpu[0]?.model.trim()}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, Linux ${os.release()}, Node ${process.version}; ` +
      `load average ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} when it started (other work on the machine slows every number). ` +
      'Each start uses a new database; the server listens on 127.0.0.1 and logs at the default level.',
    '',
    `| | ${results.map((r) => `${r.kind === 'pglite' ? 'PGlite (embedded, ./data)' : 'PostgreSQL server (DATABASE_URL)'}<br>${r.version}`).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    row('`npm start` after `npm install`: build, create database, migrate, seed, until /health answers', (r) => s(r.npmStartMs)),
    row('built server (`npm run serve`) on an empty database: migrate and seed', (r) => s(r.emptyDatabaseMs)),
    row('built server restarted on its database', (r) => s(r.restartMs)),
    row(`server RSS at idle (${IDLE_SETTLE_MS / 1000} s after start)`, (r) => `${r.idleRssMiB.toFixed(0)} MiB`),
    row('server RSS after the tokenAuth load (peak)', (r) => `${r.afterLoadRssMiB.toFixed(0)} MiB (${r.peakRssMiB.toFixed(0)} MiB)`),
    row(`tokenAuth latency p50 / p95 / p99 (${connections} connections, ${durationS} s)`, (r) => `${r.load.p50} / ${r.load.p95} / ${r.load.p99} ms`),
    row('tokenAuth throughput', (r) => `${r.load.perSecond.toFixed(1)} sign-ins/s (${r.load.requests} in ${durationS} s)`),
    row('tokenAuth answers without a token', (r) => `${r.load.failures}${r.load.failureCodes.length ? ` (${r.load.failureCodes.join(', ')})` : ''}`),
    '',
    `tokenAuth is CPU-bound by design: every sign-in verifies an argon2id hash (19 MiB, 2 passes), which alone took`,
    `${verifyMs.toFixed(0)} ms per verification on this machine during the run, so two cores cap sign-ins at about`,
    `${(2000 / verifyMs).toFixed(0)} per second, and latency grows with the connections waiting for a core.`,
    'PGlite runs the database inside the server process on one connection, so its queries take turns with each',
    'other and with the request handling: fewer sign-ins per second than with a PostgreSQL server.',
    'All requests sign in the same demo member from one address; the login limits count only failed attempts,',
    'so none of them may be refused (the last row shows any that were).',
  ].join('\n');
}

const kinds: Kind[] = values.only ? [values.only as Kind] : ['pglite', 'postgres'];
const loadBefore = os.loadavg();
process.chdir(root);
const verifyMs = await argon2VerifyMs();
console.log(`argon2id verification alone: ${verifyMs.toFixed(0)} ms`);
const results: KindResult[] = [];
for (const kind of kinds) results.push(await measure(kind));
const markdown = report(results, loadBefore, verifyMs);
console.log(`\n${markdown}`);
if (!values['no-write']) {
  writeBenchmarkSection(path.join(root, 'docs/benchmarks.md'), 'foundation', markdown);
  console.log('\nWrote the Foundation section of docs/benchmarks.md');
}
