/** How often the anonymous auth calls may be made (test plan A2; windows slide). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/**
 * Failed sign-ins on one account (club + email) from one address, after which that address is refused
 * for that account: counted per address, so a stranger elsewhere cannot lock the member out.
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP = 10;
/** Failed sign-ins from one address, whatever the account. */
export const LOGIN_MAX_FAILURES_PER_IP = 50;
/** Failed sign-ins on one account from every address together: bounds guessing spread over many addresses. */
export const LOGIN_ACCOUNT_CEILING_WINDOW_MS = 60 * 60_000;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 100;

/**
 * The window of registrations, reset requests and verification resends per address, each counted apart; how
 * many are allowed in it is a setting (config.anonymousRequestsPerIp, default 10).
 */
export const ANONYMOUS_REQUEST_WINDOW_MS = 60 * 60_000;

/** Mails with a new link per account in this window; more requests answer the same but send nothing. */
export const LINK_MAIL_WINDOW_MS = 15 * 60_000;
export const LINK_MAILS_PER_ACCOUNT = 3;

export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
export const VERIFY_ACCOUNT_TTL_MS = 7 * 24 * 60 * 60_000;
/** How long the old address may undo a staff change of an account's email. */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * Sign-in attempts and rate-limit events older than this are deleted daily. Far longer than every
 * window that counts them (15 minutes and an hour), and a month is long enough to look into an attack.
 */
export const AUTH_RECORDS_RETENTION_MS = 30 * 24 * 60 * 60_000;
