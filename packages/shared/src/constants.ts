/** Business constants of the product spec, section 9. */
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 60;
export const TOAST_AUTO_CLOSE_MS = 4000;
export const ORDER_POLL_INTERVAL_MS = 3000;
export const REDIRECT_DELAY_MS = 500;
export const PASSWORD_MIN_LENGTH = 9;
export const MAX_PAGE_SIZE = 100;
export const ATTENDANCE_LIST_SIZE = 20;
export const DEFAULT_POST_LOGIN_PATH = '/book-your-spot';
export const GENDER_CODES = ['M', 'F', 'X'] as const;
export type GenderCode = (typeof GENDER_CODES)[number];
