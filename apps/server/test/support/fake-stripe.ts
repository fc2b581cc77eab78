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

export interface FakeStripe {
  /** STRIPE_API_URL for the server under test. */
  url: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  /** Every API call the SDK made, with its form fields flattened (`metadata[order]` …). */
  requests: { method: string; path: string; form: Record<string, string> }[];
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

/** A local stand-in for Stripe's API: the Checkout Session endpoints the SDK calls, plus signed events. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const webhookSecret = `whsec_${nextId('fake')}`;
  const sessions = new Map<string, FakeSession>();
  const requests: FakeStripe['requests'] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0]!;
      const form = request.method === 'POST' ? await formOf(request) : {};
      requests.push({ method: request.method ?? '', path, form });
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
  return {
    url: `http://127.0.0.1:${port}`,
    webhookSecret,
    sessions,
    requests,
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
}
