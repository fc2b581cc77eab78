import { STORAGE_KEYS, storage, type StorageKey } from './storage.js';

/** What tokenAuth, register, refreshToken and the Google sign-in answer with (exp values in Unix seconds). */
export interface AuthData {
  token: string;
  payload: { exp: number; origIat: number };
  refreshToken: string;
  refreshExpiresIn: number;
}

export interface KeyValueStore {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
}

export interface StoredToken {
  token: string;
  /** Unix seconds; 0 when unknown, which makes the token count as expired. */
  exp: number;
}

/** The stored access and refresh tokens; listeners hear every save and clear. */
export interface TokenStore {
  accessToken(): StoredToken | null;
  refreshToken(): StoredToken | null;
  hasSession(): boolean;
  save(auth: AuthData): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const TOKEN_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.tokenExp,
  STORAGE_KEYS.tokenOrigIat,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.refreshTokenExp,
] as const;

export function createTokenStore(kv: KeyValueStore): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const read = (tokenKey: StorageKey, expKey: StorageKey): StoredToken | null => {
    const token = kv.get(tokenKey);
    return token ? { token, exp: Number(kv.get(expKey)) || 0 } : null;
  };
  return {
    accessToken: () => read(STORAGE_KEYS.token, STORAGE_KEYS.tokenExp),
    refreshToken: () => read(STORAGE_KEYS.refreshToken, STORAGE_KEYS.refreshTokenExp),
    hasSession: () => kv.get(STORAGE_KEYS.token) !== null || kv.get(STORAGE_KEYS.refreshToken) !== null,
    save(auth) {
      kv.set(STORAGE_KEYS.token, auth.token);
      kv.set(STORAGE_KEYS.tokenExp, String(auth.payload.exp));
      kv.set(STORAGE_KEYS.tokenOrigIat, String(auth.payload.origIat));
      kv.set(STORAGE_KEYS.refreshToken, auth.refreshToken);
      kv.set(STORAGE_KEYS.refreshTokenExp, String(auth.refreshExpiresIn));
      notify();
    },
    clear() {
      const had = TOKEN_KEYS.some((key) => kv.get(key) !== null);
      TOKEN_KEYS.forEach((key) => kv.remove(key));
      if (had) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's token store, kept in localStorage. */
export const tokens = createTokenStore(storage);
