import type { TestApp } from '../../support/test-app.js';

/** GraphQL documents of the auth calls, as the portal sends them. */
export const TOKEN_AUTH = `mutation TokenAuth($username: String!, $password: String!) {
  tokenAuth(username: $username, password: $password) { token payload refreshToken refreshExpiresIn }
}`;
export const REFRESH = `mutation Refresh($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) { token payload refreshToken refreshExpiresIn }
}`;
export const REVOKE = `mutation Revoke($refreshToken: String!) { revokeToken(refreshToken: $refreshToken) { revoked } }`;
export const VERIFY_TOKEN = `mutation Verify($token: String!) { verifyToken(token: $token) { payload } }`;
export const CURRENT_ACCOUNT = `{ currentAccount { id accountId email } }`;
export const REGISTER = `mutation Register($email: String!, $password1: String!, $password2: String!, $firstName: String!, $lastName: String!) {
  register(email: $email, password1: $password1, password2: $password2, firstName: $firstName, lastName: $lastName) {
    success errors { field message } authData { token payload refreshToken refreshExpiresIn }
  }
}`;
export const SEND_RESET = `mutation Forgot($email: String!) { sendPasswordResetEmail(email: $email) { success errors } }`;
export const PASSWORD_RESET = `mutation Reset($token: String!, $newPassword1: String!, $newPassword2: String!) {
  passwordReset(token: $token, newPassword1: $newPassword1, newPassword2: $newPassword2) { success errors }
}`;
export const VERIFY_ACCOUNT = `mutation VerifyAccount($token: String!) { verifyAccount(token: $token) { success errors } }`;
export const CHANGE_PASSWORD = `mutation ChangePassword($input: UpdateAccountPasswordInput!) { updateAccountPassword(input: $input) { ok } }`;

export interface AuthDataShape {
  token: string;
  payload: { email: string; exp: number; origIat: number };
  refreshToken: string;
  refreshExpiresIn: number;
}

let ipCounter = 0;
/** A client address of its own, so per-address limits of one test do not leak into another. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function signIn(t: TestApp, email: string, password: string): Promise<AuthDataShape> {
  const res = await t.gql(TOKEN_AUTH, { username: email, password }, { ip: freshIp() });
  if (!res.body.data?.tokenAuth) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data.tokenAuth;
}

/** The newest mail to an address, from the outbox table. */
export async function latestMail(t: TestApp, to: string) {
  return t.app.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('toAddress', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function mailCount(t: TestApp, to: string): Promise<number> {
  const rows = await t.app.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', to).execute();
  return rows.length;
}

/** The token at the end of a link to `path` in a mail's text. */
export function tokenFromLink(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}
