import type { Club } from '../clubs/club.js';

/**
 * What the portal needs about its club before anyone signs in (the name, prices' currency, whether to offer
 * Google), and the club's time zone: the back office counts "today" and shows times on the club's clock.
 */
export interface PortalConfig {
  clubName: string;
  currencySymbol: string;
  googleClientId: string | null;
  timeZone: string;
}

export function portalConfigOf(club: Club, googleClientId: string | undefined): PortalConfig {
  return { clubName: club.name, currencySymbol: club.currencySymbol, googleClientId: googleClientId ?? null, timeZone: club.timeZone };
}
