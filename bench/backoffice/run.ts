// The back office on the 5,000-member bench club (bench/schedule/generate.ts, each member given a key number):
// the server time (Fastify inject, so no network: the JWT and session check, the query) of the account search
// for the searches staff type, and of the Schedule → Classes week (every class, public or not) with and without
// its filters, on PGlite and PostgreSQL. Target (issue 10): p95 < 100 ms for each.
// `npx tsx bench/backoffice/run.ts [--only pglite|postgres] [--rounds 20] [--no-write]`
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { offsetToCursor } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { buildServer } from '../../apps/server/src/http/app.js';
import { insertAccount } from '../../apps/server/src/modules/account-records/account.repository.js';
import { startSession } from '../../apps/server/src/modules/auth/session-tokens.js';
import { BackofficeAccountsDocument } from '../../apps/web/src/features/relations/accounts.generated.js';
import { BackofficeScheduleWeekDocument } from '../../apps/web/src/features/backoffice/schedule/classes.generated.js';
import { addDays, clubDateOf } from '../../apps/server/src/platform/club-clock.js';
import { writeBenchmarkSection } from '../foundation/benchmarks-doc.js';
import { BENCH_DB_KINDS, openBenchApp, type BenchDbKind } from '../schedule/bench-database.js';
import { BENCH_CLUB_SLUG, generateLargeClub, MEMBERS } from '../schedule/generate.js';

const { values } = parseArgs({ options: { only: { type: 'string' }, rounds: { type: 'string', default: '20' }, 'no-write': { type: 'boolean', default: false } } });
const ROUNDS = Number(values.rounds);
const KINDS = BENCH_DB_KINDS.filter((k) => !values.only || values.only === k);
const root = path.resolve(import.meta.dirname, '../..');
const PAGE = 25;

/** What staff type (the bench club's members are 'Member No. n', member-0000n@bench.example, key number 7000000000 + n). */
interface Ask {
  label: string;
  variables: Record<string, unknown>;
}

const SEARCHES: Ask[] = [
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

interface Timed {
  rows: { label: string; p50: number; p95: number; found: number }[];
  all: { requests: number; p50: number; p95: number; p99: number };
}

interface Result {
  kind: BenchDbKind;
  search: Timed;
  week: Timed;
}

/** Each ask ROUNDS times after a warm-up: its p50 and p95, and the p50/p95/p99 of all of them together. */
async function timeAll(asks: Ask[], ask: (variables: Record<string, unknown>) => Promise<{ ms: number; found: number }>): Promise<Timed> {
  const rows: Timed['rows'] = [];
  const all: number[] = [];
  for (const item of asks) {
    await ask(item.variables); // warm-up
    const times: number[] = [];
    let found = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const answer = await ask(item.variables);
      times.push(answer.ms);
      found = answer.found;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({ label: item.label, p50: percentile(times, 50), p95: percentile(times, 95), found });
  }
  all.sort((a, b) => a - b);
  return { rows, all: { requests: all.length, p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99) } };
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
    const ask = (document: { toString(): string }, count: (data: any) => number) => async (variables: Record<string, unknown>) => {
      const started = process.hrtime.bigint();
      const res = await server.inject({
        method: 'POST',
        url: `/${BENCH_CLUB_SLUG}/d/graphql/`,
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        payload: JSON.stringify({ query: document.toString(), variables }),
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const body = res.json() as { data?: unknown; errors?: unknown };
      if (!body.data) throw new Error(`query failed: ${JSON.stringify(body.errors)}`);
      return { ms, found: count(body.data) };
    };
    const search = await timeAll(
      SEARCHES.map((s) => ({ ...s, variables: { first: PAGE, ...s.variables } })),
      ask(BackofficeAccountsDocument, (d) => d.accounts.edges.length),
    );
    const today = clubDateOf(app.clock.now(), club.timeZone);
    const week = { dateFrom: today, dateUntil: addDays(today, 6) };
    const ids = await app.db.selectFrom('organizationLocations').select('id').where('clubId', '=', club.id).orderBy('id').executeTakeFirstOrThrow();
    const instructor = await app.db.selectFrom('accounts').select('id').where('clubId', '=', club.id).where('instructor', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
    const weekView = await timeAll(
      [
        { label: 'this week, every class', variables: week },
        { label: 'this week at one location', variables: { ...week, organizationLocation: gid('OrganizationLocationNode', ids.id) } },
        { label: 'this week of one instructor', variables: { ...week, instructor: gid('AccountNode', instructor.id) } },
        { label: 'next week, every class', variables: { dateFrom: addDays(today, 7), dateUntil: addDays(today, 13) } },
      ],
      ask(BackofficeScheduleWeekDocument, (d) => d.scheduleClasses.reduce((n: number, day: { classes: unknown[] }) => n + day.classes.length, 0)),
    );
    await server.close();
    return { kind, search, week: weekView };
  } finally {
    await close();
  }
}

const loadBefore = os.loadavg();
const results: Result[] = [];
for (const kind of KINDS) {
  const r = await measure(kind);
  results.push(r);
  for (const [name, timed] of [['account search', r.search], ['week view', r.week]] as const) {
    console.log(`${kind} ${name}: ${timed.all.requests} requests, p50 ${timed.all.p50.toFixed(2)} ms, p95 ${timed.all.p95.toFixed(2)} ms, p99 ${timed.all.p99.toFixed(2)} ms`);
    for (const row of timed.rows) console.log(`  ${row.label}: p50 ${row.p50.toFixed(2)} ms, p95 ${row.p95.toFixed(2)} ms, ${row.found} rows`);
  }
}

if (!values['no-write']) {
  const fmt = (n: number) => `${n.toFixed(1)} ms`;
  const summary = (pick: (r: Result) => Timed) =>
    results.map((r) => `| ${r.kind} | ${pick(r).all.requests} | ${fmt(pick(r).all.p50)} | ${fmt(pick(r).all.p95)} | ${fmt(pick(r).all.p99)} | p95 < 100 ms |`).join('\n');
  const detail = (pick: (r: Result) => Timed) =>
    pick(results[0]!).rows
      .map((row, i) => `| ${row.label} | ${results.map((r) => `${fmt(pick(r).rows[i]!.p50)} / ${fmt(pick(r).rows[i]!.p95)}`).join(' | ')} | ${row.found} |`)
      .join('\n');
  writeBenchmarkSection(
    path.join(root, 'docs/benchmarks.md'),
    'backoffice-accounts',
    `## Back office: account search and the week view

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npx tsx bench/backoffice/run.ts\` on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}; load average ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} when it started (above 2, other work shared the 2 cores and the times are upper bounds).

The bench club of \`bench/schedule/generate.ts\` (${MEMBERS.toLocaleString('en')} members with two years of class history, ${'100'} classes a week), each member given a key number, asked as its admin. Each request below ${ROUNDS} times after a warm-up, timed around Fastify's \`inject\` (server time without the network: JWT and session check, the query, the answer).

### Account search (\`accounts\`, the list page's document, ${PAGE} a page, sorted by name)

| database | requests | p50 | p95 | p99 | target |
|---|---|---|---|---|---|
${summary((r) => r.search)}

| search | ${results.map((r) => `${r.kind} p50 / p95`).join(' | ')} | rows |
|---|${results.map(() => '---|').join('')}---|
${detail((r) => r.search)}

Each way of matching has its index (migration 0012: lower-case prefixes of the first, last and full name and of the email with \`text_pattern_ops\`, the key number, and the name order), so a search is a bitmap of index scans; 'member', which every member matches, is the worst case: every row is read and sorted before the page is cut.

### Schedule → Classes week (\`scheduleClasses\` with \`publicOnly: false\`, the screen's document)

| database | requests | p50 | p95 | p99 | target |
|---|---|---|---|---|---|
${summary((r) => r.week)}

| week | ${results.map((r) => `${r.kind} p50 / p95`).join(' | ')} | classes |
|---|${results.map(() => '---|').join('')}---|
${detail((r) => r.week)}
`,
  );
}
