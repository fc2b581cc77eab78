// A collection batch of 5,000 invoices (issue 22): build it from the club's open direct-debit invoices (the
// contents rule over 5,000 accounts with mandates), approve it, and export its pain.008 (.001.08), timing the
// build and the export through the use cases, on PGlite and PostgreSQL; the file is validated against the XSD and
// its control sum compared with the exact sum of the invoices. Target: built and exported in under 10 s.
// `npx tsx bench/finance/direct-debit-batch.ts [--only pglite|postgres] [--invoices 5000] [--no-write]`
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { PERMISSIONS } from '@kiai/shared';
import { createClub } from '../../apps/server/src/create-club.js';
import { buildBatch } from '../../apps/server/src/modules/direct-debit/build-batch.js';
import { approveBatch } from '../../apps/server/src/modules/direct-debit/decide-batch.js';
import { exportBatchPain008 } from '../../apps/server/src/modules/direct-debit/export-batch.js';
import type { Actor } from '../../apps/server/src/platform/access-policy.js';
import { schemaErrors } from '../../apps/server/test/support/sepa-schema.js';
import { writeBenchmarkSection } from '../foundation/benchmarks-doc.js';
import { chunks, openBenchApp } from '../schedule/bench-database.js';

const { values } = parseArgs({ options: { only: { type: 'string' }, invoices: { type: 'string', default: '5000' }, 'no-write': { type: 'boolean', default: false } } });
const INVOICES = Number(values.invoices);
const KINDS = (['pglite', 'postgres'] as const).filter((k) => !values.only || values.only === k);
const root = path.resolve(import.meta.dirname, '../..');

interface Result {
  kind: string;
  buildMs: number;
  exportMs: number;
  items: number;
  fileKb: number;
  controlSumExact: boolean;
  valid: boolean;
}


async function measure(kind: (typeof KINDS)[number]): Promise<Result> {
  const { app, close } = await openBenchApp(kind, { fresh: true, name: 'finance-direct-debit' });
  try {
    const db = app.db;
    const club = await createClub(db, { slug: 'bench-dd', name: 'Bench Direct Debit Club' });
    const clubId = club.id;
    const staff = await db.insertInto('accounts').values({ clubId, email: 'finance@bench.test', firstName: 'Fin', lastName: 'Ance', role: 'STAFF', staffRoles: ['FINANCE'] }).returning('id').executeTakeFirstOrThrow();
    const actor: Actor = { accountId: staff.id, clubId, email: 'finance@bench.test', role: 'STAFF', permissions: PERMISSIONS };
    await db.insertInto('directDebitSettings').values({ clubId, creditorName: club.name, creditorId: 'DE98ZZZ09999999999', iban: 'NL91ABNA0417164300', noticeDays: 2, approvalByOther: false }).execute();
    const group = await db.selectFrom('financeInvoiceGroups').select('id').where('clubId', '=', clubId).executeTakeFirstOrThrow();
    const method = await db.selectFrom('financePaymentMethods').select('id').where('clubId', '=', clubId).where('code', '=', 'DIRECT_DEBIT').executeTakeFirstOrThrow();
    const members = [];
    for (const chunk of chunks(Array.from({ length: INVOICES }, (_, i) => i))) {
      members.push(
        ...(await db
          .insertInto('accounts')
          .values(chunk.map((i) => ({ clubId, email: `member${i}@bench.test`, firstName: i % 7 === 0 ? 'Jürgen' : 'Member', lastName: `Müller ${i}` })))
          .returning('id')
          .execute()),
      );
    }
    const banks = [];
    for (const chunk of chunks(members)) {
      banks.push(...(await db.insertInto('directDebitBankAccounts').values(chunk.map((m) => ({ clubId, accountId: m.id, holder: `Member Müller ${m.id}`, iban: 'DE89370400440532013000' }))).returning(['id', 'accountId']).execute()));
    }
    for (const chunk of chunks(banks)) {
      await db.insertInto('directDebitMandates').values(chunk.map((b) => ({ clubId, accountId: b.accountId, bankAccountId: b.id, reference: `KIAI-M-${b.accountId}`, signatureDate: '2026-01-15' }))).execute();
    }
    let exact = new Decimal(0);
    for (const chunk of chunks(members)) {
      const rows = chunk.map((m, i) => {
        const total = new Decimal(10 + (m.id % 90)).plus(new Decimal(i % 100).dividedBy(100)).toFixed(2);
        exact = exact.plus(total);
        return { clubId, accountId: m.id, financeInvoiceGroupId: group.id, invoiceNumber: `INV2026-${m.id}`, status: 'SENT' as const, dateCreated: '2026-01-01', dateDue: '2026-01-31', subtotal: total, tax: '0.00', total, financePaymentMethodId: method.id };
      });
      await db.insertInto('financeInvoices').values(rows).execute();
    }

    // A club's tables carry statistics (autovacuum analyzes them); freshly filled ones would not.
    await sql`ANALYZE`.execute(db);
    const buildStart = process.hrtime.bigint();
    const built = await buildBatch(app, club, actor, {});
    const buildMs = Number(process.hrtime.bigint() - buildStart) / 1e6;
    if (!built.batch) throw new Error(`no batch built: ${JSON.stringify(built.leftOut.slice(0, 3))}`);
    await approveBatch(app, club, actor, built.batch.id);
    const exportStart = process.hrtime.bigint();
    const file = await exportBatchPain008(app, club, actor, built.batch.id);
    const exportMs = Number(process.hrtime.bigint() - exportStart) / 1e6;
    const items = (await db.selectFrom('directDebitBatchItems').select((eb) => eb.fn.countAll<string>().as('n')).where('batchId', '=', built.batch.id).executeTakeFirstOrThrow()).n;
    return {
      kind,
      buildMs,
      exportMs,
      items: Number(items),
      fileKb: Buffer.byteLength(file.body) / 1024,
      controlSumExact: file.body.includes(`<NbOfTxs>${INVOICES}</NbOfTxs><CtrlSum>${exact.toFixed(2)}</CtrlSum>`),
      valid: (await schemaErrors(file.body, 'pain.008.001.08')).length === 0,
    };
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
  `| ${r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15'} | ${r.items} | ${r.buildMs.toFixed(0)} ms | ${r.exportMs.toFixed(0)} ms | ${((r.buildMs + r.exportMs) / 1000).toFixed(2)} s | ${r.fileKb.toFixed(0)} kB | ${r.valid ? 'yes' : 'NO'} | ${r.controlSumExact ? 'yes' : 'NO'} |`;
const markdown = `## Finance: a direct debit batch of ${INVOICES.toLocaleString('en')} invoices (\`bench/finance/direct-debit-batch.ts\`)

${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0]!.toFixed(2)} at the start. A club with
${INVOICES.toLocaleString('en')} members, each with a bank account, a mandate and one open direct-debit invoice; \`buildBatch\` (the contents rule over
every open invoice, one insert per 2,000 items) and, once approved, \`exportBatchPain008\` (pain.008.001.08 through the sepa
library, the control sums checked against the exact decimal sum), timed in the process. Target: under 10 s together.

| database | items | build | export | together | file | valid against the XSD | control sum exact |
|---|---|---|---|---|---|---|---|
${results.map(row).join('\n')}
`;
if (!values['no-write']) writeBenchmarkSection(path.join(root, 'docs/benchmarks.md'), 'finance-direct-debit', markdown);
console.log(markdown);
