import { Badge, Paper, Text } from '@mantine/core';
import { formatDate, formatTimeRange } from '../dates.js';
import type { MyBooking } from '../my-bookings.js';
import { spacesLeftText } from '../spaces-left.js';
import type { ScheduleClass } from '../types.js';
import { ClassReserveButton } from './class-reserve-button.js';
import classes from './schedule-class-card.module.css';

/** Why a class cannot be reserved yet or at all, where the disabled button's status alone does not say it. */
function statusNote(scheduleClass: ScheduleClass): string | null {
  if (scheduleClass.bookingStatus === 'NOT_YET_OPEN') return `Booking opens on ${formatDate(scheduleClass.bookingOpenOn)}`;
  if (scheduleClass.bookingStatus === 'HOLIDAY' && scheduleClass.holidayName !== '') return scheduleClass.holidayName;
  return null;
}

/**
 * One compact class row, two lines on a phone: time and class, then coach, place and spaces left (a note on why
 * it cannot be booked yet adds a line); a class the member booked says so and its button leads to the booking.
 * The button, the time, the badge and the spaces left always keep their whole text; on a phone a long class name
 * or place ends in an ellipsis instead of wrapping (the booking page shows them whole).
 */
export function ScheduleClassCard({ scheduleClass, myBooking }: { scheduleClass: ScheduleClass; myBooking?: MyBooking | undefined }) {
  const { timeStart, timeEnd, organizationClasstype, account, organizationLocationRoom, organizationLevel } = scheduleClass;
  const spacesLeft = myBooking ? null : spacesLeftText(scheduleClass.bookingStatus, scheduleClass.availableSpacesOnline);
  const note = statusNote(scheduleClass);
  const place = [account?.fullName, organizationLocationRoom.organizationLocation.name, organizationLocationRoom.name, organizationLevel?.name].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" className={classes.card} data-testid="schedule-class">
      <div className={classes.row}>
        <div className={classes.text}>
          <Text className={classes.title}>
            <span className={classes.time}>{formatTimeRange(timeStart, timeEnd)}</span> <span className={classes.name}>{organizationClasstype.name}</span>
            {myBooking && (
              <Badge color="green" variant="light" size="sm" className={classes.badge} data-testid="my-booking">
                {myBooking.bookingStatus === 'ATTENDING' ? 'Checked in' : 'Booked'}
              </Badge>
            )}
          </Text>
          <Text size="sm" className={classes.place}>
            <span className={classes.where}>{place}</span>
            {spacesLeft && (
              <span className={classes.after}>
                {' · '}
                <span className={classes.spacesLeft} data-testid="spaces-left">
                  {spacesLeft}
                </span>
              </span>
            )}
          </Text>
          {note && (
            <Text size="sm" className={classes.note} data-testid="class-note">
              {note}
            </Text>
          )}
        </div>
        <ClassReserveButton scheduleClass={scheduleClass} booked={myBooking !== undefined} />
      </div>
    </Paper>
  );
}
