import type { ServerResponse } from 'node:http';
import { loadConfig } from './platform/config.js';
import { bootstrap } from './bootstrap.js';
import { buildServer } from './http/app.js';
import { listClubs } from './modules/clubs/index.js';
import { seedDemoClub } from './seed/seed-demo-club.js';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.js';
import { startJobWorker } from './platform/jobs/job-worker.js';

/** The job worker's start at the latest, when no request came first. */
const WORKER_START_DELAY_MS = 1_000;

const startedAt = performance.now();
const config = loadConfig();
const consoleLog = {
  info: (o: object | string, m?: string) => console.log(m ?? o),
  warn: (o: object | string, m?: string) => console.warn(m ?? o),
  error: (o: object | string, m?: string) => console.error(m ?? o, typeof o === 'object' ? o : ''),
};
const { app, database } = await bootstrap(config, consoleLog);
const seeded = await seedDemoClub(app);
if (seeded) console.log(`Seeded the demo club "${seeded.name}".`);
const server = await buildServer(app);
app.log = server.log;
await server.listen({ port: config.port, host: config.host });

const clubs = await listClubs(app.db);
console.log(`\nKiai is running (${database.kind}, ready in ${Math.round(performance.now() - startedAt)} ms):`);
for (const club of clubs) console.log(`  ${club.name}: ${config.publicUrl}/${club.slug}/`);
if (app.payments.name === 'test') {
  console.log('\nPayments: the built-in TEST provider (no money moves); set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments.');
}
if (clubs.some((c) => c.slug === 'northside')) {
  console.log('\nDemo logins:');
  for (const [role, a] of Object.entries(DEMO_ACCOUNTS)) console.log(`  ${role.padEnd(7)} ${a.email} / ${a.password}`);
}

// pg-boss's start takes a dozen statements and the embedded database answers one at a time: the worker starts
// once the first request (a health check, the first page) has been answered, or a second after listening,
// so that request does not queue behind them (docs/benchmarks.md, start-up).
let stopping = false;
const firstAnswerOrDelay = new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, WORKER_START_DELAY_MS);
  server.server.once('request', (_request, response: ServerResponse) =>
    response.once('close', () => {
      clearTimeout(timer);
      resolve();
    }),
  );
});
const worker = firstAnswerOrDelay.then(() => (stopping ? null : startJobWorker(app)));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    // The running job finishes and in-flight requests are answered before the database closes.
    void Promise.all([worker.then((w) => w?.stop()), server.close()])
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
