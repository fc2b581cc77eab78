/**
 * The first message of a token page's server `errors` (a JSON scalar mapping a field to its messages, e.g.
 * `{ newPassword2: [{ message, code }] }`): passwordReset and undoEmailChange answer this way.
 */
export function firstServerError(errors: unknown): string {
  const first: unknown = typeof errors === 'object' && errors !== null ? Object.values(errors).flat()[0] : undefined;
  return typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string' ? first.message : 'Error';
}
