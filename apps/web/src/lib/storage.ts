/** Keys of everything the portal keeps in localStorage (spec section 9). */
export const STORAGE_KEYS = {
  token: 'token',
  tokenExp: 'tokenExp',
  tokenOrigIat: 'tokenOrigIat',
  refreshToken: 'refreshToken',
  refreshTokenExp: 'refreshTokenExp',
  nextAfterLogin: 'login_next',
  purchaseNext: 'purchase_next',
  purchaseNextCancel: 'purchase_next_cancel',
  appointmentBookingState: 'appointmentBookingState',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const storage = {
  get: (key: StorageKey): string | null => window.localStorage.getItem(key),
  set: (key: StorageKey, value: string): void => window.localStorage.setItem(key, value),
  remove: (key: StorageKey): void => window.localStorage.removeItem(key),
};
