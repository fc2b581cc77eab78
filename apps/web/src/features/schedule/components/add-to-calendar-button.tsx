import { Button } from '@mantine/core';
import { useDownloadClassCalendar } from '../hooks/use-download-class-calendar.js';

/** Downloads one booked class as an .ics, for the member's calendar app. */
export function AddToCalendarButton({ attendanceId }: { attendanceId: string }) {
  const { download, downloading } = useDownloadClassCalendar(attendanceId);
  return (
    <Button variant="default" onClick={download} loading={downloading}>
      Add to calendar
    </Button>
  );
}
