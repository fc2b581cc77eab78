import { STORAGE_KEYS, storage } from '../../lib/storage.js';
import { currentPortalPath } from '../../lib/navigation.js';

/**
 * Spec "/prices": before going to the purchase page, the current path plus hash is saved as the return path
 * (unless a forced destination overrides it) and as the path to come back to when the payment is cancelled.
 */
export function rememberPurchaseReturn(forcedNext?: string): void {
  const here = currentPortalPath();
  storage.set(STORAGE_KEYS.purchaseNext, forcedNext ?? here);
  storage.set(STORAGE_KEYS.purchaseNextCancel, here);
}

/** Where the payment success page sends the member: the saved return path, else their passes. */
export function purchaseNextPath(): string {
  return storage.get(STORAGE_KEYS.purchaseNext) ?? '/user/classpasses';
}

/** Where the payment cancel page sends the member: the saved cancel path, else the pass list. */
export function purchaseCancelPath(): string {
  return storage.get(STORAGE_KEYS.purchaseNextCancel) ?? '/prices';
}

