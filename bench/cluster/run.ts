// Test plan S2 as a drill: three built servers (`apps/server/dist/main.js`) behind Debian's nginx on one new
// PostgreSQL database; members book and check out (test provider) through nginx while one server is killed
// with SIGKILL and started again. Then: every acknowledged booking and payment is in the database once, no
// class is over its spaces, the daily recurring work ran once per period, and the jobs the dead server was
// running were finished by another. Writes its numbers to docs/benchmarks.md.
// `npm run build && npx tsx bench/cluster/run.ts [--members 120] [--no-write]` (needs `apt-get install -y nginx`)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createFactories } from '../../apps/server/test/support/factories.js';
import { startSmtpServer } from '../../apps/server/test/support/smtp-server.js';
import { writeBenchmarkSection } from '../foundation/benchmarks-doc.js';
import { openBenchApp } from '../schedule/bench-database.js';
import { percentile } from '../schedule/load.js';

const { values } = parseArgs({ options: { members: { type: 'string', default: '120' }, 'no-write': { type: 'boolean', default: false } } });
const MEMBERS = Number(values.members);
const CLASSES = 4;
const SPACES = 20;
const CONNECTIONS = 12;
const root = path.resolve(import.meta.dirname, '../..');
const PROXY_PORT = 3300;
const SERVER_PORTS = [3301, 3302, 3303];
/** Started by pg-boss's cron every minute in the drill (the daily tasks made so), once per minute slot across the servers. */
const EVERY_MINUTE = ['clubs.daily-tasks', 'finance.reconcile-checkouts'];
const OUR_QUEUES = ['payments.test-event', 'mail.send', ...EVERY_MINUTE, 'auth.prune-records', 'jobs.prune-records'];
/** The load goes on until each every-minute job has started at least this often (a minute boundary crossed), or this long. */
const MINUTE_STARTS = 2;
const MAX_LOAD_MS = 4 * 60_000;
const base = `http://127.0.0.1:${PROXY_PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const gidOf = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const idOf = (gid: string) => Number(Buffer.from(gid, 'base64').toString().split(':')[1]);

if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) throw new Error('Build first: npm run build');
if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is missing: apt-get install -y nginx');

// --- the set-up ------------------------------------------------------------------------------------------
const { app, close: closeBenchApp } = await openBenchApp('postgres', { fresh: true, name: 'cluster' });
const databaseUrl = app.config.databaseUrl!;
const smtp = await startSmtpServer({ answerAfterMs: 1000 }); // a distant mail server: each mail job runs a second
const work = mkdtempSync(path.join(os.tmpdir(), 'kiai-cluster-'));

interface Server {
  port: number;
  child: ChildProcess;
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function startServer(port: number): Promise<Server> {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      KIAI_DATA_DIR: path.join(work, `server-${port}`),
      KIAI_WEB_DIST: path.join(work, 'no-web'),
      // The same secret on every server, and the one the drill's sessions are signed with.
      JWT_SECRET: app.config.jwtSecret,
      PUBLIC_URL: base,
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      TEST_PAYMENT_DELAY_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const started = Date.now(); !(await healthy(port)); await sleep(50)) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    if (Date.now() - started > 120_000) throw new Error(`server on ${port} did not answer within 120 s`);
  }
  return { port, child };
}

function startNginx(): ChildProcess {
  const upstreams = SERVER_PORTS.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/nginx-body;
  proxy_temp_path ${work}/nginx-proxy;
  fastcgi_temp_path ${work}/nginx-fastcgi;
  uwsgi_temp_path ${work}/nginx-uwsgi;
  scgi_temp_path ${work}/nginx-scgi;
  upstream kiai {
${upstreams}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${PROXY_PORT};
    location / {
      proxy_pass http://kiai;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`,
  );
  return spawn('nginx', ['-c', conf, '-p', work], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const servers = [await startServer(SERVER_PORTS[0]!)];
servers.push(...(await Promise.all(SERVER_PORTS.slice(1).map(startServer))));
const nginx = startNginx();
for (const started = Date.now(); !(await healthy(PROXY_PORT)); await sleep(50)) if (Date.now() - started > 10_000) throw new Error('nginx did not answer');

/** pg-boss starts the daily club tasks at 03:15; the drill makes the slot every minute (each server writes it back at start). */
async function dailyTasksEveryMinute(): Promise<void> {
  await sql`UPDATE pgboss.schedule SET cron = '* * * * *' WHERE name = 'clubs.daily-tasks'`.execute(app.db);
}
await dailyTasksEveryMinute();

// --- the club and its members ----------------------------------------------------------------------------
const make = createFactories(app);
const club = await make.club({ slug: 'drill', name: 'Drill Club' });
const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
const classes = await Promise.all(Array.from({ length: CLASSES }, () => make.scheduleClass({ club, dateStart: tomorrow, spaces: SPACES })));
const product = await make.classpassProduct({ club, forClasses: classes, classes: 10, displayShop: true, price: '15.00', name: 'Drill pass' });
const members = await Promise.all(
  Array.from({ length: MEMBERS }, async () => {
    const account = await make.member({ club });
    const pass = await make.accountClasspass(account, product);
    return { account, pass, token: (await make.session(account)).token };
  }),
);

// --- the load --------------------------------------------------------------------------------------------
async function gql(token: string, query: string, variables: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}/${club.slug}/d/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

const BOOK = `mutation($input: CreateScheduleItemAttendanceInput!) { createScheduleItemAttendance(input: $input) { scheduleItemAttendance { id } } }`;
const ORDER = `mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { id } } }`;
const LINK = `mutation($id: ID!) { createFinanceOrderPaymentLinkStripe(id: $id) { financeOrderPaymentLink { paymentLink } } }`;
const PAY = `mutation($sessionId: String!) { completePaymentTestCheckout(sessionId: $sessionId, outcome: PAY) { redirectPath message } }`;

const acknowledgedBookings: number[] = [];
const acknowledgedPayments: number[] = [];
const answers = { ok: 0, refused: 0, failed: 0 };
const refusals: Record<string, number> = {};
const latencies: number[] = [];
const tally = (res: { status: number; body: any }, started: number) => {
  latencies.push(performance.now() - started);
  if (res.status >= 500 || res.status === 0) answers.failed++;
  else if (res.body.errors) {
    answers.refused++;
    const code = String(res.body.errors[0]?.extensions?.code ?? res.body.errors[0]?.message);
    refusals[code] = (refusals[code] ?? 0) + 1;
  }
  else answers.ok++;
  return res.status < 300 && !res.body.errors ? res.body.data : undefined;
};

type Task = () => Promise<void>;
const tasks: Task[] = [];
for (const member of members) {
  for (const item of classes) {
    tasks.push(async () => {
      const input = { scheduleItem: gidOf('ScheduleItemNode', item.id), accountClasspass: gidOf('AccountClasspassNode', member.pass.id), date: tomorrow, attendanceType: 'CLASSPASS', onlineBooking: true, bookingStatus: 'BOOKED' };
      const started = performance.now();
      const data = tally(await gql(member.token, BOOK, { input }).catch(() => ({ status: 0, body: {} })), started);
      if (data) acknowledgedBookings.push(idOf(data.createScheduleItemAttendance.scheduleItemAttendance.id));
    });
  }
  tasks.push(async () => {
    let started = performance.now();
    const order = tally(await gql(member.token, ORDER, { input: { organizationClasspass: gidOf('OrganizationClasspassNode', product.id) } }).catch(() => ({ status: 0, body: {} })), started);
    if (!order) return;
    const orderId = order.createFinanceOrder.financeOrder.id as string;
    started = performance.now();
    const link = tally(await gql(member.token, LINK, { id: orderId }).catch(() => ({ status: 0, body: {} })), started);
    const sessionId = /cs_test_[\w-]+/.exec(link?.createFinanceOrderPaymentLinkStripe.financeOrderPaymentLink.paymentLink ?? '')?.[0];
    if (!sessionId) return;
    started = performance.now();
    const paid = tally(await gql(member.token, PAY, { sessionId }).catch(() => ({ status: 0, body: {} })), started);
    if (paid) acknowledgedPayments.push(idOf(orderId));
  });
}
tasks.sort(() => Math.random() - 0.5);

interface Kill {
  atTask: number;
  activeJobs: string[];
  deadServersJobs: string[];
  downMs: number;
  restartMs: number;
}
let kill: Kill | undefined;

const activeJobIds = async () =>
  (await sql<{ id: string }>`SELECT id FROM pgboss.job WHERE state = 'active' AND name = ANY(${OUR_QUEUES})`.execute(app.db)).rows.map((r) => r.id);

/** Kills the second server with SIGKILL while every server runs a job (so it dies in the middle of one), then starts it again. */
async function killAndRestart(atTask: number): Promise<void> {
  const victim = servers[1]!;
  let active: string[] = [];
  for (const started = Date.now(); Date.now() - started < 30_000; await sleep(20)) {
    active = await activeJobIds();
    if (active.length >= servers.length) break;
  }
  const killedAt = performance.now();
  victim.child.kill('SIGKILL');
  await new Promise((resolve) => victim.child.once('exit', resolve));
  // Sampled after the kill: the dead server's job cannot finish in between. The living servers finish a mail
  // in about a second; a job still active five seconds later was the dead server's.
  active = await activeJobIds();
  await sleep(5000);
  const stillActive = new Set(await activeJobIds());
  const deadServersJobs = active.filter((id) => stillActive.has(id));
  const restartedAt = performance.now();
  servers[1] = await startServer(victim.port);
  await dailyTasksEveryMinute();
  kill = { atTask, activeJobs: active, deadServersJobs, downMs: performance.now() - killedAt, restartMs: performance.now() - restartedAt };
}

const loadStarted = performance.now();
const loadStartedAt = new Date();
let next = 0;
const killAt = Math.floor(tasks.length * 0.4);
let killing: Promise<void> | undefined;
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (next < tasks.length) {
      const index = next++;
      if (index === killAt) killing = killAndRestart(index);
      await tasks[index]!();
    }
  }),
);
await killing;

// The work above may end within a minute on a quiet machine; the recurring jobs need minute boundaries under
// load to be checked. Members keep asking, a few times a second, to book the full classes (each answered CLASS_FULL or ALREADY_BOOKED,
// counted as refused) until each every-minute job has started MINUTE_STARTS times since the load began.
const cronStartsSinceLoad = async () => {
  const { rows } = await sql<{ name: string; n: string }>`
    SELECT name, count(*) AS n FROM (SELECT name, created_on FROM pgboss.job UNION ALL SELECT name, created_on FROM pgboss.archive) j
    WHERE name = ANY(${EVERY_MINUTE}) AND created_on >= ${loadStartedAt} GROUP BY name`.execute(app.db);
  return Math.min(...EVERY_MINUTE.map((name) => Number(rows.find((r) => r.name === name)?.n ?? 0)));
};
let extraRequests = 0;
while ((await cronStartsSinceLoad()) < MINUTE_STARTS && performance.now() - loadStarted < MAX_LOAD_MS) {
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      const member = members[(extraRequests + i) % members.length]!;
      const item = classes[(extraRequests + i) % classes.length]!;
      const input = { scheduleItem: gidOf('ScheduleItemNode', item.id), accountClasspass: gidOf('AccountClasspassNode', member.pass.id), date: tomorrow, attendanceType: 'CLASSPASS', onlineBooking: true, bookingStatus: 'BOOKED' };
      const started = performance.now();
      const data = tally(await gql(member.token, BOOK, { input }).catch(() => ({ status: 0, body: {} })), started);
      if (data) acknowledgedBookings.push(idOf(data.createScheduleItemAttendance.scheduleItemAttendance.id));
    }),
  );
  extraRequests += CONNECTIONS;
  await sleep(250); // a light load (about 50 requests a second): the minutes pass, the machine stays usable
}
const loadMs = performance.now() - loadStarted;

// --- after the load: every job done ------------------------------------------------------------------------
const drainStarted = performance.now();
const unfinished = async () =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job WHERE name = ANY(${OUR_QUEUES}) AND state IN ('created', 'retry', 'active')`.execute(app.db))
      .rows[0]!.n,
  );
const deadJobsDone = async () =>
  kill!.deadServersJobs.length === 0 ||
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job WHERE id = ANY(${kill!.deadServersJobs}::uuid[]) AND state = 'completed'`.execute(app.db)).rows[0]!.n) ===
    kill!.deadServersJobs.length;
// pg-boss gives a dead server's job back once its timeout (mail: 120 s) has passed and its maintenance noticed.
while ((await unfinished()) > 0 || !(await deadJobsDone())) {
  if (performance.now() - drainStarted > 10 * 60_000) break;
  await sleep(1000);
}
const drainMs = performance.now() - drainStarted;

// --- the checks ------------------------------------------------------------------------------------------
const bookedRows = await app.db
  .selectFrom('scheduleItemAttendances')
  .select(['id', 'scheduleItemId', 'bookingStatus'])
  .where('clubId', '=', club.id)
  .execute();
const bookedIds = new Set(bookedRows.filter((r) => r.bookingStatus === 'BOOKED').map((r) => r.id));
const lostBookings = acknowledgedBookings.filter((id) => !bookedIds.has(id));
const perClass = classes.map((c) => bookedRows.filter((r) => r.scheduleItemId === c.id && r.bookingStatus === 'BOOKED').length);
const orders = await app.db.selectFrom('financeOrders').select(['id', 'status']).where('clubId', '=', club.id).execute();
const delivered = new Set(orders.filter((o) => o.status === 'DELIVERED').map((o) => o.id));
const lostPayments = acknowledgedPayments.filter((id) => !delivered.has(id));
const paymentsPerOrder = await sql<{ order_id: number; n: string }>`
  SELECT i.finance_order_id AS order_id, count(p.id) AS n FROM finance_invoices i JOIN finance_invoice_payments p ON p.finance_invoice_id = i.id
  WHERE i.club_id = ${club.id} GROUP BY i.finance_order_id`.execute(app.db);
const doublePaid = paymentsPerOrder.rows.filter((r) => Number(r.n) !== 1).length;
const dailyStarts = Number(
  (await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'clubs.daily-tasks' UNION ALL SELECT count(*) FROM pgboss.archive WHERE name = 'clubs.daily-tasks'`.execute(app.db)).rows.reduce(
    (sum, r) => sum + Number(r.n),
    0,
  ),
);
// pg-boss sends a cron job once per minute slot whichever server's clock ticks first: two in one slot is a double run.
const cronSlots = await sql<{ name: string; slot: string; n: string }>`
  SELECT name, date_trunc('minute', created_on)::text AS slot, count(*) AS n
  FROM (SELECT name, created_on FROM pgboss.job UNION ALL SELECT name, created_on FROM pgboss.archive) j
  WHERE name = ANY(${EVERY_MINUTE}) GROUP BY name, slot ORDER BY slot`.execute(app.db);
const cronRuns = await sql<{ name: string; state: string; n: string }>`
  SELECT name, state, count(*) AS n FROM (SELECT name, state FROM pgboss.job UNION ALL SELECT name, state FROM pgboss.archive) j
  WHERE name = ANY(${EVERY_MINUTE}) GROUP BY name, state`.execute(app.db);
const slotsOf = (name: string) => cronSlots.rows.filter((r) => r.name === name);
const completedOf = (name: string) => Number(cronRuns.rows.find((r) => r.name === name && r.state === 'completed')?.n ?? 0);
const taskRuns = await sql<{ task: string; period: string; n: string }>`
  SELECT task, period, count(*) AS n FROM recurring_task_runs WHERE club_id = ${club.id} GROUP BY task, period`.execute(app.db);
const taskStarts = await sql<{ done: string; already: string }>`
  SELECT count(*) FILTER (WHERE message NOT LIKE 'Already done%' AND message NOT LIKE 'Try %' AND message <> 'Done' AND message NOT LIKE 'Failed%') AS done,
         count(*) FILTER (WHERE message LIKE 'Already done%') AS already
  FROM automation_job_log l JOIN automation_jobs j ON j.id = l.job_id
  WHERE l.club_id = ${club.id} AND j.name IN ('auth.prune-records', 'jobs.prune-records')`.execute(app.db);
const deadJobs = kill!.deadServersJobs.length
  ? (await sql<{ id: string; state: string; retryCount: number }>`SELECT id, state, retry_count FROM pgboss.job WHERE id = ANY(${kill!.deadServersJobs}::uuid[])`.execute(app.db)).rows
  : [];
const stillOpen = await unfinished();

// --- stop ------------------------------------------------------------------------------------------------
nginx.kill('SIGTERM');
for (const server of servers) server.child.kill('SIGTERM');
await Promise.all(servers.map((s) => new Promise((resolve) => (s.child.exitCode === null ? s.child.once('exit', resolve) : resolve(null)))));
await smtp.close();
await closeBenchApp();

const sorted = [...latencies].sort((a, b) => a - b);
const checks = {
  'every acknowledged booking is in the database': lostBookings.length === 0,
  'no class over its spaces (each full)': perClass.every((n) => n === SPACES),
  'every acknowledged payment delivered, paid once': lostPayments.length === 0 && doublePaid === 0,
  // At least one period must have run, or the check would hold for a drill too short to see the cron.
  "each club's daily task did its work once per period":
    taskRuns.rows.length > 0 && taskRuns.rows.every((r) => Number(r.n) === 1) && Number(taskStarts.rows[0]!.done) === taskRuns.rows.length,
  'each every-minute job started once per minute slot, and completed': EVERY_MINUTE.every(
    (name) => slotsOf(name).length >= MINUTE_STARTS && slotsOf(name).every((r) => Number(r.n) === 1) && completedOf(name) === slotsOf(name).length,
  ),
  "the dead server's jobs finished by another": deadJobs.length === 0 ? 'not exercised: it was running none' : deadJobs.every((j) => j.state === 'completed'),
  'no job left unfinished': stillOpen === 0,
};
const report = {
  members: MEMBERS,
  requests: latencies.length,
  answers,
  refusals,
  acknowledged: { bookings: acknowledgedBookings.length, payments: acknowledgedPayments.length },
  perClass,
  lostBookings: lostBookings.length,
  lostPayments: lostPayments.length,
  doublePaid,
  kill,
  deadJobs,
  dailyStarts,
  cronSlots: cronSlots.rows,
  cronRuns: cronRuns.rows,
  extraRequests,
  taskRuns: taskRuns.rows,
  taskStarts: taskStarts.rows[0],
  loadMs: Math.round(loadMs),
  drainMs: Math.round(drainMs),
  p50: Math.round(percentile(sorted, 50)),
  p99: Math.round(percentile(sorted, 99)),
  checks,
};
console.log(JSON.stringify(report, null, 2));
const passed = Object.values(checks).every((held) => held !== false);

if (!values['no-write']) {
  const load = os.loadavg().map((n) => n.toFixed(1)).join(' / ');
  const rows = Object.entries(checks).map(([check, ok]) => `| ${check} | ${ok === true ? 'yes' : ok === false ? '**NO**' : ok} |`);
  writeBenchmarkSection(
    path.join(root, 'docs/benchmarks.md'),
    'cluster',
    `## Three servers, one killed (\`bench/cluster\`, test plan S2)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npx tsx bench/cluster/run.ts\` on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node.js ${process.version} (load average ${load} at the end; the machine was shared).
Three built servers (\`apps/server/dist/main.js\`, ports ${SERVER_PORTS.join(', ')}) behind Debian's nginx (port ${PROXY_PORT}, \`proxy_next_upstream error timeout\`) on one new PostgreSQL database, a local SMTP server answering after 1 s (so mail jobs run for a second). ${MEMBERS} members, each with a pass, try to book each of ${CLASSES} classes of ${SPACES} spaces and check out one pass (order, payment link, test provider's Pay), over ${CONNECTIONS} connections in random order; then (${extraRequests} requests) they keep asking to book the full classes until each every-minute job (${EVERY_MINUTE.join(', ')}) has started ${MINUTE_STARTS} times since the load began, so the load spans minute boundaries. At ${Math.round((kill!.atTask / tasks.length) * 100)} % of the work, while ${kill!.activeJobs.length} jobs ran, the second server got SIGKILL; it answered again ${(kill!.downMs / 1000).toFixed(1)} s after the kill (started 5 s after it, then ${(kill!.restartMs / 1000).toFixed(1)} s to answer /health on the loaded machine). pg-boss's daily club tasks were made to start every minute.

| | |
|---|---|
| requests through nginx | ${latencies.length} (answered ${answers.ok}; refused by a rule ${answers.refused}: ${Object.entries(refusals).map(([code, n]) => `${code} ${n}`).join(', ')}; failed ${answers.failed}) |
| latency p50 / p99 | ${report.p50} / ${report.p99} ms |
| load, then until every job was done | ${(loadMs / 1000).toFixed(1)} s, then ${(drainMs / 1000).toFixed(1)} s |
| acknowledged bookings / in the database | ${acknowledgedBookings.length} / ${acknowledgedBookings.length - lostBookings.length} |
| booked per class (spaces ${SPACES}) | ${perClass.join(', ')} |
| acknowledged payments / orders delivered, paid once | ${acknowledgedPayments.length} / ${acknowledgedPayments.length - lostPayments.length} (${doublePaid} paid twice) |
| daily club tasks started (one per minute slot, across three servers) | ${dailyStarts} |
| every-minute jobs: minute slots with a start / starts / completed | ${EVERY_MINUTE.map((name) => `${name} ${slotsOf(name).length} / ${slotsOf(name).reduce((sum, r) => sum + Number(r.n), 0)} / ${completedOf(name)}`).join('; ')} |
| prune tasks: did the work / found it done | ${taskStarts.rows[0]!.done} / ${taskStarts.rows[0]!.already} (task periods claimed: ${taskRuns.rows.length}) |
| jobs the dead server was running | ${deadJobs.length}: ${deadJobs.map((j) => `${j.state} after ${j.retryCount} retr${j.retryCount === 1 ? 'y' : 'ies'}`).join(', ') || 'none'} |

${rows.length ? `| check | held |\n|---|---|\n${rows.join('\n')}` : ''}

Requests that reached the dead server while it died fail (nginx does not resend a POST a server has received);
a member sees an error and tries again, and none of them is counted as acknowledged. A job the dead server was
running stays active until its timeout (the mail job's is 120 s) and pg-boss's maintenance on a living
server gives it back; that wait is most of the time after the load.`,
  );
}
process.exit(passed ? 0 : 1);
