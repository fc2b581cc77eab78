import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { bookingStatusText } from '../booking-status-text.js';
import type { ScheduleClass } from '../types.js';
import classes from './class-reserve-button.module.css';

/** The booking page path of one class occurrence. */
export function bookClassPath(scheduleItemId: string, date: string): string {
  return `/book-your-spot/book/${encodeURIComponent(scheduleItemId)}/${date}/`;
}

/**
 * 'Reserve' only when bookingStatus is exactly OK; otherwise a disabled button with the status. A class the member
 * booked leads to the booking instead (its page shows it, with its cancel), never to 'Reserve' again.
 */
export function ClassReserveButton({ scheduleClass, booked = false }: { scheduleClass: ScheduleClass; booked?: boolean }) {
  if (booked) {
    return (
      <Button component={Link} to={bookClassPath(scheduleClass.scheduleItemId, scheduleClass.date)} variant="light" className={classes.button}>
        My booking
      </Button>
    );
  }
  if (scheduleClass.bookingStatus !== 'OK') {
    const status = (
      <Button disabled variant="default" className={classes.button}>
        {bookingStatusText(scheduleClass.bookingStatus)}
      </Button>
    );
    // A full class whose type has a waitlist leads to its booking page, where the member joins the line.
    if (scheduleClass.bookingStatus !== 'FULL' || !scheduleClass.organizationClasstype.waitlist) return status;
    return (
      <Group gap="xs" wrap="nowrap">
        {status}
        <Button component={Link} to={bookClassPath(scheduleClass.scheduleItemId, scheduleClass.date)} variant="light" className={classes.button}>
          Join waitlist
        </Button>
      </Group>
    );
  }
  return (
    <Button component={Link} to={bookClassPath(scheduleClass.scheduleItemId, scheduleClass.date)} className={classes.button}>
      Reserve
    </Button>
  );
}
