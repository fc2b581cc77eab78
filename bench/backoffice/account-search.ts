// The back office's account search on the 5,000-member bench club (bench/schedule/generate.ts, each member given
// a key number): the server time of the `accounts` query (Fastify inject, so no network: the JWT and session
// check, the search and its page) for the searches staff type, on PGlite and PostgreSQL. Target: p95 < 100 ms.
// `npx tsx bench/backoffice/account-search.ts [--only pglite|postgres] [--rounds 20] [--no-write]`
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { offsetToCursor } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { buildServer } from '../../apps/server/src/http/app.js';
import { insertAccount } from '../../apps/server/src/modules/accounts/account.repository.js';
import { startSession } from '../../apps/server/src/modules/auth/session-tokens.js';
import { BackofficeAccountsDocument } from '../../apps/web/src/features/relations/accounts.generated.js';
import { writeBenchmarkSection } from '../foundation/benchmarks-doc.js';
import { BENCH_DB_KINDS, openBenchApp, type BenchDbKind } from '../schedule/bench-database.js';
import { BENCH_CLUB_SLUG, generateLargeClub, MEMBERS } from '../schedule/generate.js';

const { values } = parseArgs({ options: { only: { type: 'string' }, rounds: { type: 'string', default: '20' }, 'no-write': { type: 'boolean', default: false } } });
const ROUNDS = Number(values.rounds);
const KINDS = BENCH_DB_KINDS.filter((k) => !values.only || values.only === k);
const root = path.resolve(import.meta.dirname, '../..');
const PAGE = 25;

/** What staff type (the bench club's members are 'Member No. n', member-0000n@bench.example, key number 7000000000 + n). */
const SEARCHES: { label: string; variables: Record<string, unknown> }[] = [
  { label: 'the whole list, first page', variables: {} },
  { label: 'the whole list, page 100 (offset 2,475)', variables: { after: offsetToCursor(2474) } },
  { label: "'member': a prefix every member has", variables: { search: 'member' } },
  { label: "'no. 12': a last-name prefix (111 members)", variables: { search: 'no. 12' } },
  { label: "'member no. 4321': a full name", variables: { search: 'member no. 4321' } },
  { label: "'member-0432': an email prefix", variables: { search: 'member-0432' } },
  { label: "'7000001234': a key number", variables: { search: '7000001234' } },
  { label: "'zz': nothing matches", variables: { search: 'zz' } },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Result {
  kind: BenchDbKind;
  rows: { label: string; p50: number; p95: number; found: number }[];
  all: { requests: number; p50: number; p95: number; p99: number };
}

async function measure(kind: BenchDbKind): Promise<Result> {
  const { app, close } = await openBenchApp(kind, { fresh: true, name: 'accounts' });
  try {
    const { club } = await generateLargeClub(app.db, app.clock.now());
    await sql`UPDATE accounts SET key_number = (7000000000 + substring(email from 'member-(\\d+)@')::bigint)::text
      WHERE club_id = ${club.id} AND email LIKE 'member-%'`.execute(app.db);
    await sql`ANALYZE accounts`.execute(app.db);
    const admin = await insertAccount(app.db, { clubId: club.id, email: 'admin@bench.example', firstName: 'Bench', lastName: 'Admin', role: 'STAFF', staffRoles: ['ADMIN'] });
    const { token } = await app.db.transaction().execute((trx) => startSession(trx, app, admin));
    const server = await buildServer(app, { logger: false });
    await server.ready();
    const query = BackofficeAccountsDocument.toString();
    const ask = async (variables: Record<string, unknown>) => {
      const started = process.hrtime.bigint();
      const res = await server.inject({
        method: 'POST',
        url: `/${BENCH_CLUB_SLUG}/d/graphql/`,
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        payload: JSON.stringify({ query, variables: { first: PAGE, ...variables } }),
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const body = res.json() as { data?: { accounts: { edges: unknown[] } }; errors?: unknown };
      if (!body.data) throw new Error(`accounts failed: ${JSON.stringify(body.errors)}`);
      return { ms, found: body.data.accounts.edges.length };
    };
    const rows: Result['rows'] = [];
    const all: number[] = [];
    for (const search of SEARCHES) {
      await ask(search.variables); // warm-up
      const times: number[] = [];
      let found = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const answer = await ask(search.variables);
        times.push(answer.ms);
        found = answer.found;
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      rows.push({ label: search.label, p50: percentile(times, 50), p95: percentile(times, 95), found });
    }
    await server.close();
    all.sort((a, b) => a - b);
    return { kind, rows, all: { requests: all.length, p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99) } };
  } finally {
    await close();
  }
}

const loadBefore = os.loadavg();
const results: Result[] = [];
for (const kind of KINDS) {
  const r = await measure(kind);
  results.push(r);
  console.log(`${kind}: ${r.all.requests} searches, p50 ${r.all.p50.toFixed(2)} ms, p95 ${r.all.p95.toFixed(2)} ms, p99 ${r.all.p99.toFixed(2)} ms`);
  for (const row of r.rows) console.log(`  ${row.label}: p50 ${row.p50.toFixed(2)} ms, p95 ${row.p95.toFixed(2)} ms, ${row.found} rows`);
}

if (!values['no-write']) {
  const fmt = (n: number) => `${n.toFixed(1)} ms`;
  writeBenchmarkSection(
    path.join(root, 'docs/benchmarks.md'),
    'backoffice-accounts',
    `## Back office: account search

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npx tsx bench/backoffice/account-search.ts\` on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}; load average ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} when it started (above 2, other work shared the 2 cores and the times are upper bounds).

The bench club of \`bench/schedule/generate.ts\` (${MEMBERS.toLocaleString('en')} members with two years of class history), each member given a key number. The back office's \`accounts\` query (the list page's document, ${PAGE} a page, sorted by name) for each search below, ${ROUNDS} times after a warm-up, timed around Fastify's \`inject\` (server time without the network: JWT and session check, the search, the page).

| database | searches | p50 | p95 | p99 | target |
|---|---|---|---|---|---|
${results.map((r) => `| ${r.kind} | ${r.all.requests} | ${fmt(r.all.p50)} | ${fmt(r.all.p95)} | ${fmt(r.all.p99)} | p95 < 100 ms |`).join('\n')}

| search | ${results.map((r) => `${r.kind} p50 / p95`).join(' | ')} | rows |
|---|${results.map(() => '---|').join('')}---|
${SEARCHES.map((s, i) => `| ${s.label} | ${results.map((r) => `${fmt(r.rows[i]!.p50)} / ${fmt(r.rows[i]!.p95)}`).join(' | ')} | ${results[0]?.rows[i]?.found ?? ''} |`).join('\n')}

Each way of matching has its index (migration 0012: lower-case prefixes of the first, last and full name and of the email with \`text_pattern_ops\`, the key number, and the name order), so a search is a bitmap of index scans; 'member', which every member matches, is the worst case: every row is read and sorted before the page is cut.
`,
  );
}
