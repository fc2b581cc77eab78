/**
 * Error texts more than one use case answers with, said once so the same refusal reads the same everywhere (the
 * codes are in @kiai/shared's error-codes.ts). A text only one use case uses stays next to it.
 */
export const NOT_LOGGED_IN_MESSAGE = 'You need to be logged in.';
export const DENIED_MESSAGE = 'You do not have permission to do this.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';
/** An access token that is missing its prefix, malformed or badly signed: which one is not said. */
export const TOKEN_UNREADABLE_MESSAGE = 'Error decoding signature';
/** A path nobody serves, or a club that does not exist: the same answer, so a club's existence is not told. */
export const NOT_FOUND_MESSAGE = 'Not found';
export const ACCOUNT_NOT_FOUND = 'This account could not be found.';
export const CLASS_NOT_FOUND = 'This class could not be found.';
export const CLASSPASS_NOT_FOUND = 'This class pass could not be found.';
/** A set-up row (location, level, tax rate, invoice group …) that is not the club's. */
export const ITEM_NOT_FOUND = 'This item does not exist.';
export const NO_FREE_KEY_NUMBER_MESSAGE = 'No free key number was found; please try again.';
export const DATE_FORMAT_MESSAGE = 'Please input dates as YYYY-MM-DD.';
export const VALID_DATE_MESSAGE = 'Please choose a valid date (YYYY-MM-DD).';
