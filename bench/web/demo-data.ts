// What the measured pages show beyond the fresh demo club, made through the API as the member and staff would.
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-accounts.js';

/** One GraphQL operation against the club (`baseUrl`: origin and club), as `token`'s account; resolves `data` or throws the errors. */
async function graphql<T>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/d/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function tokenOf(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const { tokenAuth } = await graphql<{ tokenAuth: { token: string } }>(
    baseUrl,
    'mutation($username: String!, $password: String!) { tokenAuth(username: $username, password: $password) { token } }',
    { username: account.email, password: account.password },
  );
  return tokenAuth.token;
}

/** A 10-class pass order of the member with its test checkout: the order's id and the checkout's path under the club. */
async function orderAtTestCheckout(baseUrl: string, token: string, passId: string): Promise<{ orderId: string; checkoutPath: string; sessionId: string }> {
  const { createFinanceOrder } = await graphql<{ createFinanceOrder: { financeOrder: { id: string } } }>(
    baseUrl,
    'mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { id } } }',
    { input: { organizationClasspass: passId, message: '' } },
    token,
  );
  const orderId = createFinanceOrder.financeOrder.id;
  const { createFinanceOrderPaymentLinkStripe } = await graphql<{ createFinanceOrderPaymentLinkStripe: { financeOrderPaymentLink: { paymentLink: string } } }>(
    baseUrl,
    'mutation($id: ID!) { createFinanceOrderPaymentLinkStripe(id: $id) { financeOrderPaymentLink { paymentLink } } }',
    { id: orderId },
    token,
  );
  const checkoutPath = new URL(createFinanceOrderPaymentLinkStripe.financeOrderPaymentLink.paymentLink).pathname.slice(new URL(baseUrl).pathname.length);
  return { orderId, checkoutPath, sessionId: checkoutPath.split('/').pop()! };
}

export interface ShopFixtures {
  /** a subscription on sale, for its sign-up page */
  subscriptionId: string;
  /** the member's order paid at the test checkout and delivered */
  deliveredOrderId: string;
  /** its invoice */
  invoiceId: string;
  /** the test checkout of a second order, not paid (under the club, e.g. /shop/test-checkout/cs_test_…) */
  testCheckoutPath: string;
}

/**
 * The demo member's shop as after a purchase: a 10-class pass ordered and paid at the test checkout (delivered, so
 * it has an invoice), and a second order waiting at its test checkout; and a subscription on sale to sign up for.
 */
export async function shopFixtures(baseUrl: string): Promise<ShopFixtures> {
  const token = await tokenOf(baseUrl, DEMO_ACCOUNTS.member);
  const { organizationClasspasses } = await graphql<{ organizationClasspasses: { edges: { node: { id: string; name: string } }[] } }>(
    baseUrl,
    '{ organizationClasspasses(first: 100, archived: false, displayShop: true) { edges { node { id name } } } }',
  );
  const passId = organizationClasspasses.edges.find((edge) => edge.node.name === '10-class pass')?.node.id;
  if (!passId) throw new Error('The demo club has no 10-class pass on sale');
  const paid = await orderAtTestCheckout(baseUrl, token, passId);
  await graphql(
    baseUrl,
    'mutation($sessionId: String!) { completePaymentTestCheckout(sessionId: $sessionId, outcome: PAY) { redirectPath } }',
    { sessionId: paid.sessionId },
    token,
  );
  // The payment's event is a job: the order is delivered (and invoiced) once it ran.
  let invoiceId: string | undefined;
  for (const startedAt = Date.now(); !invoiceId; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (Date.now() - startedAt > 30_000) throw new Error('The paid order was not delivered within 30 s');
    const { financeOrder } = await graphql<{ financeOrder: { financeInvoice: { id: string } | null } }>(
      baseUrl,
      'query($id: ID!) { financeOrder(id: $id) { financeInvoice { id } } }',
      { id: paid.orderId },
      token,
    );
    invoiceId = financeOrder.financeInvoice?.id;
  }
  const waiting = await orderAtTestCheckout(baseUrl, token, passId);
  const { shopSubscriptions } = await graphql<{ shopSubscriptions: { id: string }[] }>(baseUrl, '{ shopSubscriptions { id } }');
  if (!shopSubscriptions[0]) throw new Error('The demo club has no subscription on sale');
  return { subscriptionId: shopSubscriptions[0].id, deliveredOrderId: paid.orderId, invoiceId, testCheckoutPath: waiting.checkoutPath };
}

/** A pairing code for a new kiosk, made by the demo admin as staff would in the back office. */
export async function kioskPairingCode(baseUrl: string): Promise<string> {
  const token = await tokenOf(baseUrl, DEMO_ACCOUNTS.admin);
  const { createCheckinPairingCode } = await graphql<{ createCheckinPairingCode: { code: string } }>(baseUrl, 'mutation { createCheckinPairingCode { code } }', {}, token);
  return createCheckinPairingCode.code;
}
