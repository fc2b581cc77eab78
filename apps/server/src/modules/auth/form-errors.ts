/** Field-error messages worded like the Django forms the original portal's server answered with. */
export const REQUIRED_MESSAGE = 'This field is required.';
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address.';
export const MAX_NAME_LENGTH = 150;
export const TOO_LONG_MESSAGE = `Ensure this value has at most ${MAX_NAME_LENGTH} characters.`;

/** `{field: [{message, code}]}`: the error shape of verifyAccount, sendPasswordResetEmail and passwordReset. */
export type FieldErrorMap = Record<string, { message: string; code: string }[]>;

/** The answer of verifyAccount, resendActivationEmail, sendPasswordResetEmail and passwordReset. */
export interface SuccessWithErrors {
  success: boolean;
  errors: FieldErrorMap | null;
}
