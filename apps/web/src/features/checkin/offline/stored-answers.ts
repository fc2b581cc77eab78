import { kioskTokens } from '../kiosk-client.js';

/**
 * The kiosk's last answers (locations, today's classes, class lists), kept on the tablet so a reload while the
 * club's internet is down still shows them. Only today's count: yesterday's lists are of no use at the door.
 */
const PREFIX = 'kiosk.answer.';

interface StoredAnswer {
  day: string;
  at: number;
  data: unknown;
}

const today = (now: Date) => now.toLocaleDateString('en-CA');
const keyOf = (queryKey: readonly unknown[]) => PREFIX + JSON.stringify(queryKey);

export function storeAnswer(queryKey: readonly unknown[], data: unknown, now = new Date()): void {
  const stored: StoredAnswer = { day: today(now), at: now.getTime(), data };
  try {
    window.localStorage.setItem(keyOf(queryKey), JSON.stringify(stored));
  } catch {
    // A full storage loses the offline copy, not the check-in.
  }
}

/** Today's stored answer to the query, if any. */
export function storedAnswer<T>(queryKey: readonly unknown[], now = new Date()): { data: T; at: number } | undefined {
  try {
    const stored = JSON.parse(window.localStorage.getItem(keyOf(queryKey)) ?? 'null') as StoredAnswer | null;
    return stored && stored.day === today(now) ? { data: stored.data as T, at: stored.at } : undefined;
  } catch {
    return undefined;
  }
}

function clearStoredAnswers(): void {
  const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).filter((key) => key?.startsWith(PREFIX));
  keys.forEach((key) => window.localStorage.removeItem(key!));
}

// An unpaired (revoked) kiosk keeps no names, in memory or on the tablet.
kioskTokens.subscribe(() => {
  if (!kioskTokens.hasSession()) clearStoredAnswers();
});
