import { DEFAULT_POST_LOGIN_PATH } from '@kiai/shared';
import { STORAGE_KEYS, storage } from './storage.js';

/** Pages about signing in: coming back to one of them after login makes no sense (spec section 8). */
const LOGIN_TYPE_PATHS = [/^\/user\/login/, /^\/user\/logout/, /^\/user\/session\//, /^\/user\/forgot-password/, /^\/register/, /^\/password-reset\//, /^\/account\/verify\//];
const WELCOME_PATH = '/user/welcome';

export function isLoginTypePath(path: string): boolean {
  return LOGIN_TYPE_PATHS.some((pattern) => pattern.test(path));
}

/** Remembers where to go after login; a login-type page becomes the welcome page. */
export function rememberNextAfterLogin(path: string): void {
  storage.set(STORAGE_KEYS.nextAfterLogin, isLoginTypePath(path) ? WELCOME_PATH : path);
}

/** The remembered post-login path (default /book-your-spot); reading it forgets it. */
export function takeNextAfterLogin(): string {
  const next = storage.get(STORAGE_KEYS.nextAfterLogin);
  storage.remove(STORAGE_KEYS.nextAfterLogin);
  return next && next.startsWith('/') ? next : DEFAULT_POST_LOGIN_PATH;
}
