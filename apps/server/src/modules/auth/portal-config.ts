import type { PortalConfig } from '@kiai/shared';
import type { Club } from '../clubs/index.js';

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
