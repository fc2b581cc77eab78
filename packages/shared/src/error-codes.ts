/** Stable error codes the API answers with (GraphQL `extensions.code`, REST `code`). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'USER_NOT_LOGGED_IN',
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'NOT_FOUND',
  'CLUB_NOT_FOUND',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'REFRESH_TOKEN_INVALID',
  'GOOGLE_SIGN_IN_FAILED',
  'CLASS_FULL',
  'BOOKING_NOT_OPEN',
  'PASS_NOT_VALID',
  /** A subscription that cannot book this class: not running, paused or blocked on its date, not allowed for it, no credit left. */
  'SUBSCRIPTION_NOT_VALID',
  'ALREADY_BOOKED',
  'CANCEL_NOT_POSSIBLE',
  'REBOOK_NOT_POSSIBLE',
  'CLASS_NOT_BOOKABLE',
  /** A class's waitlist cannot be joined or left this way: no waitlist, places left, already on it, not on it. */
  'WAITLIST_NOT_POSSIBLE',
  'CONFLICT',
  /** The club's finance set-up lacks what an operation needs (a default invoice group for a kind of sale). */
  'FINANCE_SETUP_INCOMPLETE',
  /** A product needs a membership the buyer does not hold on its start date (nor buys in the same order). */
  'MEMBERSHIP_REQUIRED',
  /** A member's stop of a subscription before the earliest end the minimum duration and notice allow. */
  'SUBSCRIPTION_STOP_TOO_EARLY',
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
