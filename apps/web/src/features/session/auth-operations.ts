import type { AuthData } from '../../lib/auth-tokens.js';

const AUTH_DATA = 'token payload refreshToken refreshExpiresIn';

export const TOKEN_AUTH = `mutation TokenAuth($username: String!, $password: String!) {
  tokenAuth(username: $username, password: $password) { ${AUTH_DATA} }
}`;
export type TokenAuthResult = { tokenAuth: AuthData };

export const REGISTER = `mutation Register($email: String!, $password1: String!, $password2: String!, $firstName: String!, $lastName: String!) {
  register(email: $email, password1: $password1, password2: $password2, firstName: $firstName, lastName: $lastName) {
    success errors { field message } authData { ${AUTH_DATA} }
  }
}`;
export type RegisterResult = {
  register: { success: boolean; errors: { field: string; message: string }[] | null; authData: AuthData | null };
};

export const SEND_PASSWORD_RESET_EMAIL = `mutation SendPasswordResetEmail($email: String!) {
  sendPasswordResetEmail(email: $email) { success }
}`;
export type SendPasswordResetEmailResult = { sendPasswordResetEmail: { success: boolean } };

export const PASSWORD_RESET = `mutation PasswordReset($token: String!, $newPassword1: String!, $newPassword2: String!) {
  passwordReset(token: $token, newPassword1: $newPassword1, newPassword2: $newPassword2) { success errors }
}`;
/** `errors` maps a field to its messages, e.g. `{ newPassword2: [{ message, code }] }`. */
export type PasswordResetResult = { passwordReset: { success: boolean; errors: Record<string, { message: string }[]> | null } };

export const VERIFY_ACCOUNT = `mutation VerifyAccount($token: String!) {
  verifyAccount(token: $token) { success errors }
}`;
export type VerifyAccountResult = { verifyAccount: { success: boolean; errors: unknown } };
