import { useMemo } from 'react';
import {
  DEFAULT_CLUB_FORMATS,
  DEFAULT_CURRENCY_SYMBOL,
  formatClubDate,
  formatClubDateTime,
  formatClubTime,
  formatClubTimeRange,
  formatMoney,
  formatQuantity,
  type ClubFormats,
} from './club-formats.js';
import { usePortalConfig } from './portal-config.js';

/**
 * The club's date and time formats and currency (Settings → General) as formatters, for the back office, shop and
 * kiosk; moments (timestamps) are shown on the club's clock, wherever the browser is.
 * They travel in the page's embedded portal config, so no screen waits for a request to show a date; a change
 * shows from the next page load. The member portal's texts whose formats the spec fixes keep those
 * (features/schedule/dates.ts).
 */
export function useClubFormats() {
  const config = usePortalConfig();
  const dateFormat = config?.dateFormat ?? DEFAULT_CLUB_FORMATS.dateFormat;
  const timeFormat = config?.timeFormat ?? DEFAULT_CLUB_FORMATS.timeFormat;
  const timeZone = config?.timeZone;
  const currencySymbol = config?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  return useMemo(() => {
    const formats: ClubFormats = { dateFormat, timeFormat, timeZone };
    return {
      date: (value: string | Date) => formatClubDate(value, formats),
      time: (value: string | Date) => formatClubTime(value, formats),
      timeRange: (start: string | Date, end: string | Date) => formatClubTimeRange(start, end, formats),
      dateTime: (value: string | Date) => formatClubDateTime(value, formats),
      /** '€25.00' in the club's currency */
      money: (amount: string | number) => formatMoney(amount, currencySymbol),
      /** '1.00' → '1' */
      quantity: formatQuantity,
      /** True when the club shows times on the 24-hour clock. */
      uses24Hours: timeFormat !== '12hr',
    };
  }, [dateFormat, timeFormat, timeZone, currencySymbol]);
}

export type ClubFormatters = ReturnType<typeof useClubFormats>;
