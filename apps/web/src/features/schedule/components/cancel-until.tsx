import { Text } from '@mantine/core';
import { useClubFormats } from '../../../lib/use-club-formats.js';

/**
 * Until when a booking of the class can be cancelled with its credit back, in the club's date and time formats;
 * once that has passed, that a cancel no longer returns it.
 */
export function CancelUntil({ cancelBefore }: { cancelBefore: string }) {
  const formats = useClubFormats();
  if (new Date(cancelBefore).getTime() <= Date.now()) return <Text size="sm">The cancel window has passed: a cancel no longer returns your credit.</Text>;
  return <Text size="sm">Cancel before {formats.dateTime(cancelBefore)} to get your credit back.</Text>;
}
