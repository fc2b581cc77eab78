import { STORAGE_KEYS, storage, type StorageKey } from './storage.js';

/**
 * What tokenAuth, register, refreshToken and the Google sign-in answer with. `payload` is the token's JSON
 * payload (`{email, exp, origIat}`, Unix seconds), a JSON scalar in the API: read it with `payloadTimes`.
 */
export interface AuthData {
  token: string;
  payload: unknown;
  refreshToken: string;
  refreshExpiresIn: number;
}

/** `exp` and `origIat` of a token payload; 0 where missing or not a number, so such a token counts as expired. */
export function payloadTimes(payload: unknown): { exp: number; origIat: number } {
  const fields = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return { exp: seconds(fields.exp), origIat: seconds(fields.origIat) };
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
      const { exp, origIat } = payloadTimes(auth.payload);
      kv.set(STORAGE_KEYS.token, auth.token);
      kv.set(STORAGE_KEYS.tokenExp, String(exp));
      kv.set(STORAGE_KEYS.tokenOrigIat, String(origIat));
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
