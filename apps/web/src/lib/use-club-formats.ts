import { useMemo } from 'react';
import { DEFAULT_CLUB_FORMATS, formatClubDate, formatClubDateTime, formatClubTime, formatClubTimeRange, type ClubFormats } from './club-formats.js';
import { usePortalConfig } from './portal-config.js';

/**
 * The club's date and time formats (Settings → General) as formatters, for the back office, shop and kiosk;
 * moments (timestamps) are shown on the club's clock, wherever the browser is.
 * They travel in the page's embedded portal config, so no screen waits for a request to show a date; a change
 * shows from the next page load. The member portal's texts whose formats the spec fixes keep those
 * (features/schedule/dates.ts).
 */
export function useClubFormats() {
  const config = usePortalConfig();
  const dateFormat = config?.dateFormat ?? DEFAULT_CLUB_FORMATS.dateFormat;
  const timeFormat = config?.timeFormat ?? DEFAULT_CLUB_FORMATS.timeFormat;
  const timeZone = config?.timeZone;
  return useMemo(() => {
    const formats: ClubFormats = { dateFormat, timeFormat, timeZone };
    return {
      date: (value: string | Date) => formatClubDate(value, formats),
      time: (value: string | Date) => formatClubTime(value, formats),
      timeRange: (start: string | Date, end: string | Date) => formatClubTimeRange(start, end, formats),
      dateTime: (value: string | Date) => formatClubDateTime(value, formats),
    };
  }, [dateFormat, timeFormat, timeZone]);
}

export type ClubFormatters = ReturnType<typeof useClubFormats>;
