import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A Checkout Session as the fake keeps it (the fields the SDK and our code read). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
}

/** A refund as the fake keeps it. */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface FakeStripe {
  /** STRIPE_API_URL for the server under test. */
  url: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  /** Every API call the SDK made, with its form fields flattened (`metadata[order]` …) and its idempotency key. */
  requests: { method: string; path: string; form: Record<string, string>; idempotencyKey: string | undefined }[];
  /** The refunds made, one per idempotency key (a request again with the same key answers the first). */
  refunds: FakeRefund[];
  /** Set to make refunds fail with this answer: 400 a refusal (already refunded …), 500 Stripe being down. */
  refundFailure: { status: number; message: string } | null;
  /** The customer finishes paying: the session is complete, paid now or (delayed methods) later. */
  complete(sessionId: string, options?: { paid?: boolean }): FakeSession;
  settle(sessionId: string): FakeSession;
  /** A Stripe event about a session, signed like Stripe's (the SDK's test header helper). */
  event(type: string, session: FakeSession, options?: { id?: string; secret?: string; timestamp?: number }): { rawBody: string; signature: string; id: string };
  close(): Promise<void>;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_fake${Date.now().toString(36)}${(++counter).toString(36)}`;

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return Object.fromEntries(new URLSearchParams(body));
}

/** Refunds all or part of a paid session's payment, as Stripe does: never more than was paid, in all. */
function refundOf(form: Record<string, string>, sessions: Map<string, FakeSession>, refunds: FakeRefund[]): FakeRefund | string {
  const paymentIntent = form.payment_intent ?? '';
  const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent && s.payment_status === 'paid');
  if (!session) return `No such payment_intent: '${paymentIntent}'`;
  const amount = form.amount === undefined ? session.amount_total : Number(form.amount);
  const refunded = refunds.filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
  if (refunded + amount > session.amount_total) return `Charge for ${paymentIntent} has already been refunded.`;
  const metadata = Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
  return { id: nextId('re'), object: 'refund', amount, currency: session.currency, payment_intent: paymentIntent, status: 'succeeded', metadata };
}

function sessionFrom(form: Record<string, string>): FakeSession {
  const id = nextId('cs_test');
  let amount = 0;
  for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i++) {
    amount += Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`]);
  }
  const metadata = Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    amount_total: amount,
    currency: form['line_items[0][price_data][currency]'] ?? '',
    client_reference_id: form.client_reference_id ?? null,
    metadata,
    success_url: form.success_url ?? '',
    cancel_url: form.cancel_url ?? '',
    payment_intent: null,
  };
}

/** A local stand-in for Stripe's API: the Checkout Session and refund endpoints the SDK calls, plus signed events. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const webhookSecret = `whsec_${nextId('fake')}`;
  const sessions = new Map<string, FakeSession>();
  const requests: FakeStripe['requests'] = [];
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0]!;
      const form = request.method === 'POST' ? await formOf(request) : {};
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? '', path, form, idempotencyKey });
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
        response.end(JSON.stringify(body));
      };
      if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
        return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const session = sessionFrom(form);
        sessions.set(session.id, session);
        return answer(200, session);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const earlier = idempotencyKey === undefined ? undefined : refundsByKey.get(idempotencyKey);
        if (earlier) return answer(200, earlier);
        if (fake.refundFailure) return answer(fake.refundFailure.status, { error: { type: 'invalid_request_error', message: fake.refundFailure.message } });
        const refund = refundOf(form, sessions, refunds);
        if (typeof refund === 'string') return answer(400, { error: { type: 'invalid_request_error', message: refund } });
        refunds.push(refund);
        if (idempotencyKey !== undefined) refundsByKey.set(idempotencyKey, refund);
        return answer(200, refund);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      const session = match && sessions.get(decodeURIComponent(match[1]!));
      if (request.method === 'GET' && session) return answer(200, session);
      return answer(404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const find = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe has no session ${id}`);
    return session;
  };
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    webhookSecret,
    sessions,
    requests,
    refunds,
    refundFailure: null,
    complete(sessionId, options = {}) {
      const session = find(sessionId);
      session.status = 'complete';
      session.payment_intent = `pi_${sessionId}`;
      if (options.paid ?? true) session.payment_status = 'paid';
      return session;
    },
    settle(sessionId) {
      const session = find(sessionId);
      session.payment_status = 'paid';
      return session;
    },
    event(type, session, options = {}) {
      const id = options.id ?? nextId('evt');
      const rawBody = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object: session } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: options.secret ?? webhookSecret, timestamp: options.timestamp });
      return { rawBody, signature, id };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
