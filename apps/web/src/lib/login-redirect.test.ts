import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoginTypePath, rememberNextAfterLogin, takeNextAfterLogin } from './login-redirect.js';

beforeEach(() => {
  const values = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    },
  });
});

describe('the page to return to after login', () => {
  it('is the remembered page, with its query and hash, and only once', () => {
    rememberNextAfterLogin('/user/profile?tab=1#top');
    expect(takeNextAfterLogin()).toBe('/user/profile?tab=1#top');
    expect(takeNextAfterLogin()).toBe('/book-your-spot');
  });

  it('defaults to /book-your-spot', () => {
    expect(takeNextAfterLogin()).toBe('/book-your-spot');
  });

  it('is the welcome page when the remembered page is about signing in', () => {
    for (const path of ['/user/login', '/user/login/required', '/user/logout', '/user/session/expired', '/register', '/user/forgot-password', '/password-reset/abc']) {
      expect(isLoginTypePath(path)).toBe(true);
      rememberNextAfterLogin(path);
      expect(takeNextAfterLogin()).toBe('/user/welcome');
    }
  });

  it('keeps member pages', () => {
    for (const path of ['/user/classes', '/user/profile', '/book-your-spot/book/1/2026-05-01', '/prices']) expect(isLoginTypePath(path)).toBe(false);
  });
});
