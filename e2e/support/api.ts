import type { Page } from '@playwright/test';
import type { Account } from './accounts.js';
import { CLUB } from './env.js';

/** Sends one GraphQL operation to the demo club as `token`'s account (anonymous without one); resolves `data` or throws the errors. */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await page.request.post(`/${CLUB}/d/graphql/`, { data: { query, variables }, headers: token ? { authorization: `JWT ${token}` } : {} });
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A session token of the account, for calls the test makes beside the browser. */
export async function tokenOf(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const data = await graphql<{ tokenAuth: { token: string } }>(
    page,
    'mutation($username: String!, $password: String!) { tokenAuth(username: $username, password: $password) { token } }',
    { username: account.email, password: account.password },
  );
  return data.tokenAuth.token;
}

/** The id of a pass on sale, by name. */
export async function shopClasspassId(page: Page, name: string): Promise<string> {
  const data = await graphql<{ organizationClasspasses: { edges: { node: { id: string; name: string } }[] } }>(
    page,
    '{ organizationClasspasses(first: 100, archived: false, displayShop: true) { edges { node { id name } } } }',
  );
  const pass = data.organizationClasspasses.edges.find((edge) => edge.node.name === name);
  if (!pass) throw new Error(`No pass named ${name} on sale`);
  return pass.node.id;
}

/** An unpaid order of the account for the named pass, placed through the API; its id and number. */
export async function placeOrder(page: Page, token: string, passName: string): Promise<{ id: string; orderNumber: number }> {
  const data = await graphql<{ createFinanceOrder: { financeOrder: { id: string; orderNumber: number } } }>(
    page,
    'mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { id orderNumber } } }',
    { input: { organizationClasspass: await shopClasspassId(page, passName), message: '' } },
    token,
  );
  return data.createFinanceOrder.financeOrder;
}
