import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { clubToday } from '../../lib/club-time.js';
import { useClubTimeZone } from '../../lib/use-club-time.js';

/**
 * Renders its children with the club's today (YYYY-MM-DD in the club's time zone, never the browser's) and that
 * zone once the club's settings are known; a loader until then, so no page asks for the browser's day first.
 */
export function WithClubToday({ children }: { children: (today: string, timeZone: string) => ReactNode }) {
  const timeZone = useClubTimeZone();
  return timeZone === null ? <Loader aria-label="Loading the club's date" /> : children(clubToday(timeZone), timeZone);
}
