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
  /** the customer of a session that keeps the card (given, or made when it completes) */
  customer: string | null;
}

/** A card kept at the fake: its customer, and its number (Stripe's test cards: 4000 0000 0000 0341 declines later). */
export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  customer: string;
  card: { brand: string; last4: string };
  number: string;
}

/** A payment intent as the fake keeps it (off-session charges of kept cards). */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string;
  payment_method: string;
  status: 'succeeded' | 'requires_payment_method';
  metadata: Record<string, string>;
}

/** How the fake fails the next payment intent requests: a 500 before charging, or the connection dropped after it. */
export interface FakeChargeFailure {
  mode: 'status-500' | 'drop-after-charging';
  /** how many requests fail (the SDK itself retries twice) */
  times: number;
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
  /** The cards kept by sessions that asked to keep them (setup_future_usage). */
  paymentMethods: Map<string, FakePaymentMethod>;
  /** The payment intents made, one per idempotency key (a request again with the same key answers the first). */
  paymentIntents: FakePaymentIntent[];
  /** Set to make the next payment intent requests fail. */
  chargeFailure: FakeChargeFailure | null;
  /**
   * The customer finishes paying: the session is complete, paid now or (delayed methods) later; a session that keeps
   * the card keeps `card` (default 4242 4242 4242 4242) on its customer.
   */
  complete(sessionId: string, options?: { paid?: boolean; card?: string }): FakeSession;
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
    customer: form.customer ?? null,
  };
}

/** A session with its payment intent and payment method expanded, as `expand: ['payment_intent.payment_method']` answers. */
function expandedSession(session: FakeSession, paymentMethods: Map<string, FakePaymentMethod>, keptBy: Map<string, string>) {
  if (!session.payment_intent) return session;
  const method = paymentMethods.get(keptBy.get(session.id) ?? '');
  const paymentMethod = method ? { id: method.id, object: method.object, customer: method.customer, card: method.card } : `pm_card_${session.id}`;
  return { ...session, payment_intent: { id: session.payment_intent, object: 'payment_intent', status: 'succeeded', payment_method: paymentMethod } };
}

/** An off-session charge of a kept card: declined (Stripe's card_error) for 4000 0000 0000 0341, else succeeded. */
function paymentIntentOf(form: Record<string, string>, paymentMethods: Map<string, FakePaymentMethod>): FakePaymentIntent | { status: number; error: Record<string, unknown> } {
  const method = paymentMethods.get(form.payment_method ?? '');
  if (!method || method.customer !== form.customer) {
    return { status: 400, error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${form.payment_method}'` } };
  }
  const metadata = Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
  const intent: FakePaymentIntent = {
    id: nextId('pi'),
    object: 'payment_intent',
    amount: Number(form.amount),
    currency: form.currency ?? '',
    customer: method.customer,
    payment_method: method.id,
    status: method.number === '4000000000000341' ? 'requires_payment_method' : 'succeeded',
    metadata,
  };
  if (intent.status === 'succeeded') return intent;
  return { status: 402, error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: intent } };
}

/** A local stand-in for Stripe's API: the Checkout Session and refund endpoints the SDK calls, plus signed events. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const webhookSecret = `whsec_${nextId('fake')}`;
  const sessions = new Map<string, FakeSession>();
  const requests: FakeStripe['requests'] = [];
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  /** session id → the payment method it kept */
  const keptBy = new Map<string, string>();
  /** sessions created with payment_intent_data[setup_future_usage] */
  const keeping = new Set<string>();
  const paymentIntents: FakePaymentIntent[] = [];
  /** the first answer to each idempotency key, replayed as Stripe does (errors included) */
  const intentAnswers = new Map<string, { status: number; body: unknown }>();
  const server = createServer((request, response) => {
    void (async () => {
      const [path = '', query = ''] = (request.url ?? '').split('?');
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
        if (form['payment_intent_data[setup_future_usage]'] === 'off_session') keeping.add(session.id);
        return answer(200, session);
      }
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const failure = fake.chargeFailure;
        if (failure?.mode === 'status-500') {
          if (--failure.times <= 0) fake.chargeFailure = null;
          return answer(500, { error: { type: 'api_error', message: 'Something went wrong on the fake Stripe.' } });
        }
        const earlier = idempotencyKey === undefined ? undefined : intentAnswers.get(idempotencyKey);
        const result = earlier ?? (() => {
          const made = paymentIntentOf(form, paymentMethods);
          const first = 'error' in made ? { status: made.status, body: { error: made.error } } : { status: 200, body: made };
          if ('error' in made) {
            if (made.error.payment_intent) paymentIntents.push(made.error.payment_intent as FakePaymentIntent);
          } else paymentIntents.push(made);
          if (idempotencyKey !== undefined) intentAnswers.set(idempotencyKey, first);
          return first;
        })();
        if (failure?.mode === 'drop-after-charging') {
          if (--failure.times <= 0) fake.chargeFailure = null;
          return request.socket.destroy();
        }
        return answer(result.status, result.body);
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
      const expanded = new URLSearchParams(query).getAll('expand[0]').includes('payment_intent.payment_method');
      if (request.method === 'GET' && session) return answer(200, expanded ? expandedSession(session, paymentMethods, keptBy) : session);
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
    paymentMethods,
    paymentIntents,
    chargeFailure: null,
    complete(sessionId, options = {}) {
      const session = find(sessionId);
      session.status = 'complete';
      session.payment_intent = `pi_${sessionId}`;
      if (options.paid ?? true) session.payment_status = 'paid';
      if (keeping.has(sessionId)) {
        session.customer ??= nextId('cus');
        const number = options.card ?? '4242424242424242';
        const method: FakePaymentMethod = { id: nextId('pm'), object: 'payment_method', customer: session.customer, card: { brand: 'visa', last4: number.slice(-4) }, number };
        paymentMethods.set(method.id, method);
        keptBy.set(sessionId, method.id);
      }
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
