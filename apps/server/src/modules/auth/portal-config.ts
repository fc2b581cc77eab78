import type { Club } from '../clubs/index.js';

/**
 * What the portal, shop, kiosk and back office need about their club before anyone signs in: the name and logo,
 * prices' currency, the club's date and time formats, whether to offer Google, and the club's time zone (the back
 * office counts "today" and shows times on the club's clock).
 */
export interface PortalConfig {
  clubName: string;
  /** '' for none */
  logoUrl: string;
  currencySymbol: string;
  dateFormat: string;
  timeFormat: string;
  googleClientId: string | null;
  timeZone: string;
}

export function portalConfigOf(club: Club, googleClientId: string | undefined): PortalConfig {
  return {
    clubName: club.name,
    logoUrl: club.logoUrl,
    currencySymbol: club.currencySymbol,
    dateFormat: club.dateFormat,
    timeFormat: club.timeFormat,
    googleClientId: googleClientId ?? null,
    timeZone: club.timeZone,
  };
}
