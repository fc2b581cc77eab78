import { clubToday } from './club-time.js';
import { usePortalConfig } from './portal-config.js';

/** The club's IANA time zone from its portal settings; null until they are loaded (the page usually carries them). */
export function useClubTimeZone(): string | null {
  return usePortalConfig()?.timeZone ?? null;
}

/** The club's today, or null until its time zone is known (a query given null waits for it). */
export function useClubToday(): string | null {
  const timeZone = useClubTimeZone();
  return timeZone === null ? null : clubToday(timeZone);
}
