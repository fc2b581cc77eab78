// Shop checkout through Stripe's SDK against the local fake Stripe API, on PostgreSQL and on PGlite:
// 50 members check out at once (order, payment link, signed checkout.session.completed on the webhook);
// every order must be delivered with one invoice, the invoice numbers without gap or duplicate; and the
// time from posting the webhook to the order being DELIVERED (the webhook answers after the delivery's
// commit), at once and one after the other.
// `npx tsx bench/checkout/run.ts [--only pglite|postgres] [--checkouts 50] [--no-write]`
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from '../../apps/server/src/http/app.js';
import type { Actor } from '../../apps/server/src/platform/access-policy.js';
import { createFinanceOrder } from '../../apps/server/src/modules/finance/create-finance-order.js';
import { findOrder } from '../../apps/server/src/modules/finance/order.repository.js';
import type { AppContext } from '../../apps/server/src/platform/app-context.js';
import { createFactories, type Factories } from '../../apps/server/test/support/factories.js';
import { startFakeStripe, type FakeStripe } from '../../apps/server/test/support/fake-stripe.js';
import { writeBenchmarkSection } from '../foundation/benchmarks-doc.js';
import { BENCH_DB_KINDS, openBenchApp, type BenchDbKind } from '../schedule/bench-database.js';
import { percentile } from '../schedule/load.js';

const { values } = parseArgs({
  options: { only: { type: 'string' }, checkouts: { type: 'string', default: '50' }, 'no-write': { type: 'boolean', default: false } },
});
const CHECKOUTS = Number(values.checkouts);
const root = path.resolve(import.meta.dirname, '../..');
const PAYMENT_LINK = `mutation($id: ID!) { createFinanceOrderPaymentLinkStripe(id: $id) { financeOrderPaymentLink { paymentLink } } }`;

interface Checkout {
  orderId: number;
  sessionId: string;
}

interface KindResult {
  kind: BenchDbKind;
  checkoutWallMs: number;
  atOnce: { wallMs: number; p50: number; p95: number; max: number };
  oneByOne: { p50: number; p95: number; max: number };
  delivered: number;
  invoices: number;
  numbering: string;
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)), max: Math.round(sorted.at(-1) ?? NaN) };
};

/** Members order a pass and open its Stripe checkout through the API, all at once. */
async function checkouts(app: AppContext, make: Factories, base: string, stripe: FakeStripe, count: number): Promise<Checkout[]> {
  const club = await make.defaultClub();
  const product = await make.classpassProduct({ name: '10 classes', price: '110.00', classes: 10 });
  return Promise.all(
    Array.from({ length: count }, async () => {
      const account = await make.member();
      const { token } = await make.session(account);
      const actor: Actor = { accountId: account.id, clubId: club.id, email: account.email, role: 'MEMBER', permissions: [] };
      const orderId = await createFinanceOrder(app, club, actor, { organizationClasspassId: product.id, message: '' });
      const res = await fetch(`${base}/d/graphql/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ query: PAYMENT_LINK, variables: { id: Buffer.from(`FinanceOrderNode:${orderId}`).toString('base64') } }),
      });
      const link = ((await res.json()) as { data?: { createFinanceOrderPaymentLinkStripe?: { financeOrderPaymentLink: { paymentLink: string } } } }).data
        ?.createFinanceOrderPaymentLinkStripe?.financeOrderPaymentLink.paymentLink;
      const session = [...stripe.sessions.values()].find((s) => s.url === link);
      if (!session) throw new Error(`no checkout for order ${orderId}: ${res.status}`);
      return { orderId, sessionId: session.id };
    }),
  );
}

/** Stripe reports the checkout paid: the signed event is posted; answers the milliseconds until the webhook answered. */
async function payAndTime(base: string, stripe: FakeStripe, checkout: Checkout): Promise<number> {
  const event = stripe.event('checkout.session.completed', stripe.complete(checkout.sessionId));
  const started = performance.now();
  const res = await fetch(`${base}/d/api/payments/stripe/webhook/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.rawBody,
  });
  const answer = (await res.json()) as { outcome?: string };
  if (res.status !== 200 || answer.outcome !== 'DELIVERED') throw new Error(`order ${checkout.orderId}: ${res.status} ${JSON.stringify(answer)}`);
  return performance.now() - started;
}

/** Invoice numbers of the shop sales group, checked for gaps and duplicates. */
function numberingOf(numbers: string[]): string {
  const sequence = numbers.map((n) => Number(/(\d+)$/.exec(n)?.[1])).sort((a, b) => a - b);
  const unique = new Set(sequence).size === sequence.length;
  const gapless = sequence.every((n, i) => i === 0 || n === sequence[i - 1]! + 1);
  return `${unique ? 'no duplicate' : 'DUPLICATES'}, ${gapless ? 'no gap' : 'GAPS'} (${numbers.sort()[0]} … ${numbers.at(-1)})`;
}

async function benchKind(kind: BenchDbKind, stripe: FakeStripe): Promise<KindResult> {
  const { app, close } = await openBenchApp(kind, {
    fresh: true,
    name: 'checkout',
    env: { STRIPE_SECRET_KEY: 'sk_test_bench', STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url },
  });
  const server = await buildServer(app, { logger: false });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/testclub`;
  const make = createFactories(app);
  try {
    const started = performance.now();
    const batch = await checkouts(app, make, base, stripe, CHECKOUTS);
    const checkoutWallMs = Math.round(performance.now() - started);

    const atOnceStart = performance.now();
    const atOnce = await Promise.all(batch.map((c) => payAndTime(base, stripe, c)));
    const atOnceWall = Math.round(performance.now() - atOnceStart);

    const sequential = await checkouts(app, make, base, stripe, CHECKOUTS);
    const oneByOne: number[] = [];
    for (const c of sequential) oneByOne.push(await payAndTime(base, stripe, c));

    const club = await make.defaultClub();
    const all = [...batch, ...sequential];
    const statuses = await Promise.all(all.map(async (c) => (await findOrder(app.db, club.id, c.orderId))?.status));
    const invoices = (await app.db.selectFrom('financeInvoices').select('invoiceNumber').where('clubId', '=', club.id).execute()).flatMap((r) => (r.invoiceNumber === null ? [] : [r.invoiceNumber]));
    return {
      kind,
      checkoutWallMs,
      atOnce: { wallMs: atOnceWall, ...stats(atOnce) },
      oneByOne: stats(oneByOne),
      delivered: statuses.filter((s) => s === 'DELIVERED').length,
      invoices: invoices.length,
      numbering: numberingOf(invoices),
    };
  } finally {
    await server.close();
    await close();
  }
}

const stripe = await startFakeStripe();
const results: KindResult[] = [];
try {
  for (const kind of BENCH_DB_KINDS.filter((k) => !values.only || k === values.only)) {
    console.log(`checkout bench on ${kind} …`);
    const result = await benchKind(kind, stripe);
    console.log(result);
    results.push(result);
  }
} finally {
  await stripe.close();
}

const load = os.loadavg().map((n) => n.toFixed(1)).join(' / ');
const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}`;
const rows = results.map(
  (r) =>
    `| ${r.kind} | ${r.delivered} of ${2 * CHECKOUTS} | ${r.invoices}, ${r.numbering} | ${r.atOnce.p50} / ${r.atOnce.p95} / ${r.atOnce.max} ms (all in ${r.atOnce.wallMs} ms) | ${r.oneByOne.p50} / ${r.oneByOne.p95} / ${r.oneByOne.max} ms | ${r.checkoutWallMs} ms |`,
);
const markdown = `## Checkout: webhook to delivered (\`bench/checkout\`)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npx tsx bench/checkout/run.ts\` on ${cpu}, Node.js ${process.version};
load average ${load} after the run (a load above 2 means other work shared the 2 cores, and the times are upper bounds).
The server runs in the bench's process (Stripe configured, its SDK pointed at the local fake Stripe API of the integration
tests) on a fresh database of each kind.

${CHECKOUTS} members order a 10-class pass and open its Stripe checkout at once (order, then \`createFinanceOrderPaymentLinkStripe\`
over HTTP). Then Stripe's signed \`checkout.session.completed\` of all ${CHECKOUTS} is posted to the webhook at once; the webhook
answers after the delivery's transaction (invoice numbered under the shop sales group's lock, payment, pass) has committed, so its
answer time is the time from webhook to DELIVERED. Then ${CHECKOUTS} more checkouts are paid one after the other. Target: p95 under
200 ms on PostgreSQL.

| database | orders delivered | invoices (numbering) | webhook → DELIVERED, ${CHECKOUTS} at once (p50 / p95 / max) | one at a time (p50 / p95 / max) | ${CHECKOUTS} checkouts opened at once |
|---|---|---|---|---|---|
${rows.join('\n')}

One at a time is the webhook's latency: the target. At once, 50 webhooks arrive in the same instant at one server process,
and each waits for the ones before it: the deliveries are numbered one at a time under the invoice group's row lock (no gap,
no duplicate; the number is taken last, after the passes and bookings), and one Node.js process does the work of all of them
(PGlite runs every transaction one after the other on its single connection). Their p95 is the time the whole burst takes,
about the 50 deliveries' total; a burst is absorbed at this rate, it is not what a single payment waits.
`;
if (!values['no-write']) writeBenchmarkSection(path.join(root, 'docs/benchmarks.md'), 'checkout', markdown);
console.log(markdown);
