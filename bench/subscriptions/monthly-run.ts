// The month's subscription invoices for 5,000 subscriptions (issue 23, billing): the monthly run as its job does it
// (one transaction per subscription: lock, price, prorate, issue through finance's issue step with its number and
// mail job, the invoiced month; a per-item log line), on PGlite and PostgreSQL, then run again (every month invoiced
// already: the second run changes nothing). The credits run is the credits slice's and not on this branch.
// Target: the month's invoices under 60 s.
// `npx tsx bench/subscriptions/monthly-run.ts [--only pglite|postgres] [--subscriptions 5000] [--no-write]`
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createClub } from '../../apps/server/src/create-club.js';
import { runSubscriptionInvoices } from '../../apps/server/src/modules/subscriptions/subscription-invoice-run.job.js';
import { insertAutomationJob, insertJobLog } from '../../apps/server/src/platform/jobs/automation-job.repository.js';
import { writeBenchmarkSection } from '../foundation/benchmarks-doc.js';
import { chunks, openBenchApp } from '../schedule/bench-database.js';

const { values } = parseArgs({ options: { only: { type: 'string' }, subscriptions: { type: 'string', default: '5000' }, 'no-write': { type: 'boolean', default: false } } });
const SUBSCRIPTIONS = Number(values.subscriptions);
const KINDS = (['pglite', 'postgres'] as const).filter((k) => !values.only || values.only === k);
const root = path.resolve(import.meta.dirname, '../..');
const MONTH = '2026-03';

interface Result {
  kind: string;
  firstMs: number;
  secondMs: number;
  invoiced: number;
  lines: number;
  summary: string;
}

async function measure(kind: (typeof KINDS)[number]): Promise<Result> {
  const { app, close } = await openBenchApp(kind, { fresh: true, name: 'subscriptions-monthly' });
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

    const run = async () => {
      const id = crypto.randomUUID();
      await insertAutomationJob(db, { clubId, id, name: 'subscriptions.monthly-invoices' });
      const start = process.hrtime.bigint();
      const summary = await runSubscriptionInvoices(app, club, MONTH, { id, log: (message) => insertJobLog(db, clubId, id, message) });
      return { ms: Number(process.hrtime.bigint() - start) / 1e6, summary };
    };
    const first = await run();
    const second = await run();
    const count = async (table: 'accountSubscriptionInvoicedMonths' | 'financeInvoiceItems') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('clubId', '=', clubId).executeTakeFirstOrThrow()).n);
    return { kind, firstMs: first.ms, secondMs: second.ms, invoiced: await count('accountSubscriptionInvoicedMonths'), lines: await count('financeInvoiceItems'), summary: first.summary };
  } finally {
    await close();
  }
}

const results: Result[] = [];
for (const kind of KINDS) {
  const result = await measure(kind);
  results.push(result);
  console.log(JSON.stringify(result));
}

const row = (r: Result) =>
  `| ${r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15'} | ${r.invoiced} | ${r.lines} | ${(r.firstMs / 1000).toFixed(1)} s | ${((r.firstMs / r.invoiced) || 0).toFixed(1)} ms | ${(r.secondMs / 1000).toFixed(1)} s |`;
const markdown = `## Subscriptions: the month's invoices for ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions (\`bench/subscriptions/monthly-run.ts\`)

${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0]!.toFixed(2)} at the start. A club with
${SUBSCRIPTIONS.toLocaleString('en')} members, each with one subscription (two products at 21% VAT included, half on the one with a €25 registration fee;
a quarter start on the 17th, prorated; a tenth paused for a week); \`runSubscriptionInvoices\` as the monthly job runs it: one
transaction per subscription (row lock, price, proration, the invoice issued with its number and mail job, the invoiced month) and a
log line per invoice; then the same run again, which finds every month invoiced. The credits run is the credits slice's (not on
this branch). Target: under 60 s.

| database | months invoiced | invoice lines | first run | per subscription | second run |
|---|---|---|---|---|---|
${results.map(row).join('\n')}
`;
if (!values['no-write']) writeBenchmarkSection(path.join(root, 'docs/benchmarks.md'), 'subscriptions-monthly-run', markdown);
