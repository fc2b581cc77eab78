// The invoice list and the tax summary of a year of the 5,000-member bench club (issue 22): 5,000 members with an
// invoice each month of 2026 (60,000 invoices, two lines each at 21 % and 9 %, a tenth of them credited by a credit
// note), timed through the use cases on PGlite and PostgreSQL: the list's first page (50, newest first), the list of
// one month's open invoices, and the tax summary of the year. Target: p95 under 100 ms.
// `npx tsx bench/finance/invoice-list-and-tax-summary.ts [--only pglite|postgres] [--members 5000] [--runs 30] [--no-write]`
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { PERMISSIONS } from '@kiai/shared';
import { createClub } from '../../apps/server/src/create-club.js';
import { listFinanceInvoices } from '../../apps/server/src/modules/finance/list-invoices.js';
import { taxSummary } from '../../apps/server/src/modules/finance/tax-summary.js';
import type { Actor } from '../../apps/server/src/platform/access-policy.js';
import { lineAmounts, sumAmounts } from '../../apps/server/src/platform/money.js';
import { writeBenchmarkSection } from '../foundation/benchmarks-doc.js';
import { chunks, openBenchApp } from '../schedule/bench-database.js';
import { timeRuns } from '../schedule/load.js';

const { values } = parseArgs({ options: { only: { type: 'string' }, members: { type: 'string', default: '5000' }, runs: { type: 'string', default: '30' }, 'no-write': { type: 'boolean', default: false } } });
const MEMBERS = Number(values.members);
const RUNS = Number(values.runs);
const KINDS = (['pglite', 'postgres'] as const).filter((k) => !values.only || values.only === k);
const root = path.resolve(import.meta.dirname, '../..');

const pad = (n: number) => String(n).padStart(2, '0');

type Timing = Awaited<ReturnType<typeof timeRuns>>;
interface Result {
  kind: string;
  invoices: number;
  lines: number;
  fillS: number;
  firstPage: Timing;
  monthOpen: Timing;
  yearTax: Timing;
}

async function measure(kind: (typeof KINDS)[number]): Promise<Result> {
  const { app, close } = await openBenchApp(kind, { fresh: true, name: 'finance-invoices' });
  try {
    const db = app.db;
    const club = await createClub(db, { slug: 'bench-invoices', name: 'Bench Invoice Club' });
    const clubId = club.id;
    const staff = await db.insertInto('accounts').values({ clubId, email: 'finance@bench.test', firstName: 'Fin', lastName: 'Ance', role: 'STAFF', staffRoles: ['FINANCE'] }).returning('id').executeTakeFirstOrThrow();
    const actor: Actor = { accountId: staff.id, clubId, email: 'finance@bench.test', role: 'STAFF', permissions: PERMISSIONS };
    const group = await db.selectFrom('financeInvoiceGroups').select('id').where('clubId', '=', clubId).executeTakeFirstOrThrow();
    const fillStart = Date.now();
    const members = [];
    for (const chunk of chunks(Array.from({ length: MEMBERS }, (_, i) => i))) {
      members.push(...(await db.insertInto('accounts').values(chunk.map((i) => ({ clubId, email: `member${i}@bench.test`, firstName: 'Member', lastName: `No ${i}` }))).returning('id').execute()));
    }
    const fee = lineAmounts('49.00', '1', { percentage: '21', rateType: 'IN' });
    const drink = lineAmounts('2.50', '2', { percentage: '9', rateType: 'IN' });
    const totals = sumAmounts([fee, drink]);
    let invoices = 0;
    let lines = 0;
    for (let month = 1; month <= 12; month++) {
      for (const chunk of chunks(members, 2000)) {
        const date = `2026-${pad(month)}-${pad(1 + (chunk[0]!.id % 28))}`;
        const status = month < 11 ? ('PAID' as const) : ('SENT' as const);
        const rows = await db
          .insertInto('financeInvoices')
          .values(chunk.map((m) => ({ clubId, accountId: m.id, financeInvoiceGroupId: group.id, invoiceNumber: `INV2026-${month}-${m.id}`, status, dateCreated: date, dateDue: date, ...totals, paid: status === 'PAID' ? totals.total : '0' })))
          .returning(['id', 'accountId'])
          .execute();
        await db
          .insertInto('financeInvoiceItems')
          .values(rows.flatMap((r) => [
            { clubId, financeInvoiceId: r.id, sortOrder: 0, productName: 'Monthly membership', quantity: '1', price: '49.00', taxPercentage: '21', taxRateType: 'IN' as const, financeTaxRateId: null, accountClasspassId: null, ...fee },
            { clubId, financeInvoiceId: r.id, sortOrder: 1, productName: 'Drinks', quantity: '2', price: '2.50', taxPercentage: '9', taxRateType: 'IN' as const, financeTaxRateId: null, accountClasspassId: null, ...drink },
          ]))
          .execute();
        invoices += rows.length;
        lines += rows.length * 2;
      }
    }
    // A tenth of the members' March invoices credited in full.
    const credited = await db.selectFrom('financeInvoices').select(['id', 'accountId', 'invoiceNumber']).where('clubId', '=', clubId).where('invoiceNumber', 'like', 'INV2026-3-%0').execute();
    for (const chunk of chunks(credited)) {
      const notes = await db
        .insertInto('financeInvoices')
        .values(chunk.map((c) => ({ clubId, accountId: c.accountId, financeInvoiceGroupId: group.id, invoiceNumber: `CN-${c.invoiceNumber}`, status: 'PAID' as const, dateCreated: '2026-03-28', dateDue: '2026-03-28', subtotal: `-${totals.subtotal}`, tax: `-${totals.tax}`, total: `-${totals.total}`, paid: `-${totals.total}`, creditedInvoiceId: c.id })))
        .returning('id')
        .execute();
      await db
        .insertInto('financeInvoiceItems')
        .values(notes.flatMap((n) => [
          { clubId, financeInvoiceId: n.id, productName: 'Monthly membership', quantity: '-1', price: '49.00', taxPercentage: '21', taxRateType: 'IN' as const, financeTaxRateId: null, accountClasspassId: null, subtotal: `-${fee.subtotal}`, tax: `-${fee.tax}`, total: `-${fee.total}` },
          { clubId, financeInvoiceId: n.id, productName: 'Drinks', quantity: '-2', price: '2.50', taxPercentage: '9', taxRateType: 'IN' as const, financeTaxRateId: null, accountClasspassId: null, subtotal: `-${drink.subtotal}`, tax: `-${drink.tax}`, total: `-${drink.total}` },
        ]))
        .execute();
      invoices += notes.length;
      lines += notes.length * 2;
    }
    await sql`ANALYZE`.execute(db);
    const fillS = (Date.now() - fillStart) / 1000;

    const firstPage = await timeRuns(RUNS, () => listFinanceInvoices(app, club, actor, {}, { offset: 0, limit: 50 }));
    const monthOpen = await timeRuns(RUNS, () => listFinanceInvoices(app, club, actor, { status: 'SENT', dateFrom: '2026-11-01', dateTo: '2026-11-30' }, { offset: 0, limit: 50 }));
    const yearTax = await timeRuns(RUNS, () => taxSummary(app, club, actor, { dateFrom: '2026-01-01', dateTo: '2026-12-31' }));
    return { kind, invoices, lines, fillS, firstPage, monthOpen, yearTax };
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

const t = (x: Timing) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)} / ${x.max.toFixed(1)} ms`;
const row = (r: Result) => `| ${r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15'} | ${r.invoices.toLocaleString('en')} | ${r.lines.toLocaleString('en')} | ${t(r.firstPage)} | ${t(r.monthOpen)} | ${t(r.yearTax)} |`;
const markdown = `## Finance: the invoice list and the tax summary of a year (\`bench/finance/invoice-list-and-tax-summary.ts\`)

${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0]!.toFixed(2)} at the start. ${MEMBERS.toLocaleString('en')} members with an
invoice each month of 2026 (two lines, 21 % and 9 % inclusive; January–October paid, November and December open) and a tenth of
March's credited in full by a credit note; timed through the use cases in the process, ${RUNS} runs after one warm-up. Target: p95 under 100 ms.

| database | invoices | lines | first page of the list, 50 newest (p50 / p95 / max) | November's open invoices (p50 / p95 / max) | tax summary of 2026 (p50 / p95 / max) |
|---|---|---|---|---|---|
${results.map(row).join('\n')}
`;
if (!values['no-write']) writeBenchmarkSection(path.join(root, 'docs/benchmarks.md'), 'finance-invoices-tax', markdown);
console.log(markdown);
