import { useSyncExternalStore } from 'react';
import { queryClient } from '../../../lib/query-client.js';
import { kioskTokens } from '../kiosk-client.js';
import { createCheckInQueue, type CheckInQueueState } from './check-in-queue.js';
import { isCheckInRequest, type CheckInOutcome, type CheckInRequest } from './check-in-request.js';
import { isRefusal, sendCheckIn } from './send-check-in.js';

/** Under the kiosk's own keys, beside its session (kiosk-client.ts). */
const QUEUE_KEY = 'kiosk.checkInQueue';

const storage = {
  load(): CheckInRequest[] {
    try {
      const stored: unknown = JSON.parse(window.localStorage.getItem(QUEUE_KEY) ?? '[]');
      return Array.isArray(stored) ? stored.filter(isCheckInRequest) : [];
    } catch {
      return [];
    }
  },
  save(waiting: readonly CheckInRequest[]) {
    if (waiting.length === 0) window.localStorage.removeItem(QUEUE_KEY);
    else window.localStorage.setItem(QUEUE_KEY, JSON.stringify(waiting));
  },
};

/** The tablet's one queue, started with what a reload left waiting. */
const queue = createCheckInQueue({
  send: sendCheckIn,
  isRefusal,
  storage,
  schedule: (task, ms) => {
    const timer = window.setTimeout(task, ms);
    return () => window.clearTimeout(timer);
  },
  browserOnline: () => window.navigator.onLine,
  canSend: () => kioskTokens.hasSession(),
  onDelivered: () => void queryClient.invalidateQueries({ queryKey: ['kiosk'] }),
});

window.addEventListener('online', () => queue.cameOnline());
window.addEventListener('offline', () => queue.wentOffline());
// A reload with check-ins waiting sends them as soon as it can; a new pairing sends what the old one left.
void queue.drain();
kioskTokens.subscribe(() => void queue.drain());

/** Every check-in of the kiosk goes through here: sent at once, or kept on the tablet until the server answers. */
export function submitCheckIn(request: CheckInRequest): Promise<CheckInOutcome> {
  return queue.submit(request);
}

/** The queue's state for the screen (the status bar, the names marked as waiting). */
export function useCheckInQueue(): CheckInQueueState {
  return useSyncExternalStore(queue.subscribe, queue.getState);
}
