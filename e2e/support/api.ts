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
