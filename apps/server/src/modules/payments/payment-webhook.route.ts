import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { receivePaymentEvent } from './receive-payment-event.js';

/** Stripe's events stay well below this; a larger body is not an event of theirs. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * POST /<club>/d/api/payments/<provider>/webhook/: the provider's events, verified on the exact bytes
 * received (this plugin keeps the body raw; re-serialised JSON would not verify). 2xx for duplicates and
 * events that change nothing, 400 for a bad signature.
 */
export function paymentWebhookRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.removeAllContentTypeParsers();
    server.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES }, (_request, body, done) => done(null, body));
    server.post<{ Params: { provider: string } }>('/api/payments/:provider/webhook/', async (request) => {
      const signature = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { outcome } = await receivePaymentEvent(app, request.club, request.params.provider, rawBody, typeof signature === 'string' ? signature : undefined);
      return { received: true, outcome };
    });
  };
}
