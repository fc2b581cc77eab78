// The month's credits and invoices for 5,000 subscriptions (issue 23): the monthly runs as their jobs do them (one
// transaction per subscription, a few at once on PostgreSQL; the invoice run prices, prorates and issues through
// finance's issue step with its number and mail job, and logs a line per invoice), on PGlite and PostgreSQL, each then run again (every month done
// already: the second run changes nothing). Counts the statements each run sends (the pool's and pg-boss's alike),
// which do not move with the machine's load as the times do. Target: the month's credits and invoices under 60 s.
// `npx tsx bench/subscriptions/monthly-run.ts [--only pglite|postgres] [--subscriptions 5000] [--statements] [--no-write]`
// (`--statements` prints the statements of the first runs by their first words, most frequent first)
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createClub } from '../../apps/server/src/create-club.js';
import { runMonthCredits } from '../../apps/server/src/modules/subscription-records/index.js';
import { runSubscriptionInvoices } from '../../apps/server/src/modules/subscriptions/subscription-invoice-run.job.js';
import { insertAutomationJob, insertJobLog } from '../../apps/server/src/platform/jobs/automation-job.repository.js';
import { writeBenchmarkSection } from '../foundation/benchmarks-doc.js';
import { chunks, openBenchApp } from '../schedule/bench-database.js';

const { values } = parseArgs({
  options: { only: { type: 'string' }, subscriptions: { type: 'string', default: '5000' }, statements: { type: 'boolean', default: false }, 'no-write': { type: 'boolean', default: false } },
});
const SUBSCRIPTIONS = Number(values.subscriptions);
const KINDS = (['pglite', 'postgres'] as const).filter((k) => !values.only || values.only === k);
const root = path.resolve(import.meta.dirname, '../..');
const MONTH = '2026-03';

/** One run measured: its wall time and the statements it sent. */
interface Timed {
  ms: number;
  statements: number;
  summary: string;
}

interface Result {
  kind: string;
  load: number;
  invoices: { first: Timed; second: Timed };
  credits: { first: Timed; second: Timed };
  invoiced: number;
  lines: number;
  grants: number;
}

let statements = 0;
const shapes = new Map<string, number>();
const onStatement = (text: string) => {
  statements += 1;
  if (values.statements) {
    const shape = text.replace(/\s+/g, ' ').slice(0, 90);
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }
};

async function measure(kind: (typeof KINDS)[number]): Promise<Result> {
  const { app, close } = await openBenchApp(kind, { fresh: true, name: 'subscriptions-monthly', onStatement });
  try {
    const db = app.db;
    const club = await createClub(db, { slug: 'bench-subs', name: 'Bench Subscriptions Club' });
    const clubId = club.id;
    const vat = await db.insertInto('financeTaxRates').values({ clubId, name: 'VAT 21%', percentage: '21', rateType: 'IN', code: 'VAT21' }).returning('id').executeTakeFirstOrThrow();
    const products: number[] = [];
    for (const [name, price, fee] of [['Unlimited monthly', '60.00', '25.00'], ['Twice a week', '45.00', '0.00']] as const) {
      const product = await db
        .insertInto('organizationSubscriptions')
        .values({ clubId, name, subscriptionUnit: 'MONTH', classes: 8, registrationFee: fee, financeTaxRateId: vat.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('organizationSubscriptionPrices').values({ clubId, organizationSubscriptionId: product.id, price, dateStart: '2026-01-01' }).execute();
      products.push(product.id);
    }
    const members = [];
    for (const chunk of chunks(Array.from({ length: SUBSCRIPTIONS }, (_, i) => i))) {
      members.push(...(await db.insertInto('accounts').values(chunk.map((i) => ({ clubId, email: `member${i}@bench.test`, firstName: 'Member', lastName: `${i}` }))).returning('id').execute()));
    }
    // Most run on from earlier months; every fourth starts on the 17th (prorated, with the registration fee), every tenth has a pause.
    const subs = [];
    for (const chunk of chunks(members)) {
      subs.push(
        ...(await db
          .insertInto('accountSubscriptions')
          .values(chunk.map((m) => ({ clubId, accountId: m.id, organizationSubscriptionId: products[m.id % 2]!, dateStart: m.id % 4 === 0 ? '2026-03-17' : '2026-01-01' })))
          .returning('id')
          .execute()),
      );
    }
    const paused = subs.filter((s) => s.id % 10 === 0);
    for (const chunk of chunks(paused)) {
      await db.insertInto('accountSubscriptionPauses').values(chunk.map((s) => ({ clubId, accountSubscriptionId: s.id, dateStart: '2026-03-05', dateEnd: '2026-03-11' }))).execute();
    }
    await sql`ANALYZE`.execute(db);

    const run = async (name: string, work: typeof runSubscriptionInvoices): Promise<Timed> => {
      const id = crypto.randomUUID();
      await insertAutomationJob(db, { clubId, id, name });
      statements = 0;
      shapes.clear();
      const start = process.hrtime.bigint();
      const summary = await work(app, club, MONTH, { id, log: (message) => insertJobLog(db, clubId, id, message) });
      return { ms: Number(process.hrtime.bigint() - start) / 1e6, statements, summary };
    };
    const load = os.loadavg()[0]!;
    // Credits first, as the run day queues both and the credits run is the shorter.
    const creditsFirst = await run('subscriptions.month-credits', runMonthCredits);
    if (values.statements) printShapes(`${kind}: credits`);
    const credits = { first: creditsFirst, second: await run('subscriptions.month-credits', runMonthCredits) };
    const invoiceFirst = await run('subscriptions.monthly-invoices', runSubscriptionInvoices);
    if (values.statements) printShapes(`${kind}: invoices`);
    const invoices = { first: invoiceFirst, second: await run('subscriptions.monthly-invoices', runSubscriptionInvoices) };
    const count = async (table: 'accountSubscriptionInvoicedMonths' | 'financeInvoiceItems' | 'accountSubscriptionCredits') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('clubId', '=', clubId).executeTakeFirstOrThrow()).n);
    return {
      kind,
      load,
      invoices,
      credits,
      invoiced: await count('accountSubscriptionInvoicedMonths'),
      lines: await count('financeInvoiceItems'),
      grants: await count('accountSubscriptionCredits'),
    };
  } finally {
    await close();
  }
}

function printShapes(title: string) {
  console.log(`${title}, statements by their first words:`);
  for (const [shape, n] of [...shapes].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${String(n).padStart(7)}  ${shape}`);
  shapes.clear();
}

const results: Result[] = [];
for (const kind of KINDS) {
  const result = await measure(kind);
  results.push(result);
  console.log(JSON.stringify(result));
}

const perSubscription = (t: Timed, n: number) => `${(t.ms / 1000).toFixed(1)} s (${(t.ms / n).toFixed(1)} ms, ${(t.statements / n).toFixed(1)} statements a subscription)`;
const row = (r: Result) =>
  `| ${r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15'} | ${r.load.toFixed(1)} | ${r.grants} | ${perSubscription(r.credits.first, SUBSCRIPTIONS)} | ${(r.credits.second.ms / 1000).toFixed(1)} s | ${r.invoiced} / ${r.lines} | ${perSubscription(r.invoices.first, SUBSCRIPTIONS)} | ${(r.invoices.second.ms / 1000).toFixed(1)} s | ${((r.credits.first.ms + r.invoices.first.ms) / 1000).toFixed(1)} s |`;
const markdown = `## Subscriptions: the month's credits and invoices for ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions (\`bench/subscriptions/monthly-run.ts\`)

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node.js ${process.version}. A club with
${SUBSCRIPTIONS.toLocaleString('en')} members, each with one subscription (two products of 8 classes a month at 21% VAT included, half on the one with a €25
registration fee; a quarter start on the 17th, prorated; a tenth paused for a week). The runs as their jobs run them, in the
bench process against the database: \`runMonthCredits\` (one transaction per subscription: lock, grant, advance bookings
reconciled), then \`runSubscriptionInvoices\` (one transaction per subscription: row lock, price, proration, the invoice issued
with its number and mail job, the invoiced month; a log line per invoice, a slice's in one write); on PostgreSQL four
subscriptions' transactions at once (one account's one after the other); each run then again, finding every month done.
Statements are every statement sent (BEGIN and COMMIT, pg-boss's included) divided by the subscriptions; the load average is
the machine's when the database's runs started (five engineers share its two cores). Target: the credits and the invoices
under 60 s on PostgreSQL.

| database | load | grants | credits run | credits again | months invoiced / lines | invoice run | invoices again | credits + invoices |
|---|---|---|---|---|---|---|---|---|
${results.map(row).join('\n')}
`;
if (!values['no-write']) writeBenchmarkSection(path.join(root, 'docs/benchmarks.md'), 'subscriptions-monthly-run', markdown);
