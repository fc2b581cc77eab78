import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import { attendancePath, occurrenceChangePath, occurrenceStatusLabel } from './week-params.js';

interface Occurrence {
  scheduleItemId: string;
  date: string;
  holiday: boolean;
  holidayName: string;
  status: string;
}

/** A holiday or one-time status of a date, as a badge (nothing for a date as planned). */
export function OccurrenceStatusBadge({ occurrence }: { occurrence: Occurrence }) {
  const label = occurrenceStatusLabel(occurrence);
  if (!label) return null;
  const warn = occurrence.holiday || occurrence.status === 'CANCELLED';
  // A filled orange badge takes the theme's deeper orange (white text at 5.2:1); a light one would not pass AA.
  return (
    <Badge variant={warn ? 'filled' : 'light'} color={warn ? 'orange' : 'gray'} c={warn ? undefined : 'dark'}>
      {label}
    </Badge>
  );
}

/** Where one date of a class leads: its attendance list, and its one-time change for staff who edit classes. */
export function OccurrenceLinks({ occurrence, className, canEdit }: { occurrence: Occurrence; className: string; canEdit: boolean }) {
  const what = `${className} on ${occurrence.date}`;
  // The second link goes under the first where both do not fit: a calendar card a seventh of a laptop wide cuts off
  // whatever runs past its edge ("Char date").
  return (
    <Group gap="sm">
      <Anchor component={Link} to={attendancePath(occurrence.scheduleItemId, occurrence.date)} size="sm" aria-label={`Attendance: ${what}`}>
        Attendance
      </Anchor>
      {canEdit && (
        <Anchor component={Link} to={occurrenceChangePath(occurrence.scheduleItemId, occurrence.date)} size="sm" aria-label={`Change this date: ${what}`}>
          Change date
        </Anchor>
      )}
    </Group>
  );
}
