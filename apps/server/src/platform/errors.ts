import { checkFields, type ErrorCode, type FieldRules } from '@kiai/shared';

/** The one error type domain code throws; `message` is safe to show to the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    // An AppError is an answer (CLASS_FULL, NOT_FOUND …) that its code and message place, not a fault to trace: only
    // an internal error keeps a stack. Capturing one, and formatting it when GraphQL copies it, was about a
    // twentieth of the server's CPU for each member refused in the 500-member race (docs/benchmarks.md).
    const stackTraceLimit = Error.stackTraceLimit;
    if (code !== 'INTERNAL_SERVER_ERROR') Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

function assertUnreachable(code: never): never {
  throw new Error(`Unmapped error code ${String(code)}`);
}

/** HTTP status for each code; the switch does not compile until a new code is mapped. */
export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case 'BAD_REQUEST':
    case 'VALIDATION_FAILED':
    case 'CLASS_FULL':
    case 'BOOKING_NOT_OPEN':
    case 'PASS_NOT_VALID':
    case 'SUBSCRIPTION_NOT_VALID':
    case 'ALREADY_BOOKED':
    case 'CANCEL_NOT_POSSIBLE':
    case 'REBOOK_NOT_POSSIBLE':
    case 'CLASS_NOT_BOOKABLE':
    case 'WAITLIST_NOT_POSSIBLE':
    case 'MEMBERSHIP_REQUIRED':
    case 'SUBSCRIPTION_STOP_TOO_EARLY':
    case 'INVALID_CREDENTIALS':
    case 'REFRESH_TOKEN_INVALID':
    case 'GOOGLE_SIGN_IN_FAILED':
      return 400;
    case 'USER_NOT_LOGGED_IN':
    case 'UNAUTHENTICATED':
    case 'TOKEN_INVALID':
    case 'TOKEN_EXPIRED':
      return 401;
    case 'PERMISSION_DENIED':
      return 403;
    case 'NOT_FOUND':
    case 'CLUB_NOT_FOUND':
      return 404;
    case 'CONFLICT':
    case 'FINANCE_SETUP_INCOMPLETE':
      return 409;
    case 'TOO_MANY_ATTEMPTS':
      return 429;
    case 'INTERNAL_SERVER_ERROR':
      return 500;
    default:
      return assertUnreachable(code);
  }
}

/** A refusal naming the form field at fault, as assertValidFields words it. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });
}

/**
 * Checks a use case's input with the same field rules the back-office forms use (spec section 5); the first
 * failing field's message becomes the error's message, and every field's message travels in `details.fields`
 * (GraphQL `extensions.fields`) for the form to show under its inputs.
 */
export function assertValidFields<Values extends object>(values: Values, rules: FieldRules<Values>): void {
  const fields = checkFields(values, rules);
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { fields });
}
