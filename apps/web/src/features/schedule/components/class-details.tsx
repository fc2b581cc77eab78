import { Text } from '@mantine/core';
import { durationMinutes, formatTimeRange } from '../dates.js';
import type { ScheduleClass } from '../types.js';
import classes from './class-details.module.css';

/** Time, duration, class type (unless a heading shows it already), instructor and place of a class occurrence. */
export function ClassDetails({ scheduleClass, withName = true }: { scheduleClass: ScheduleClass; withName?: boolean }) {
  const { timeStart, timeEnd, organizationClasstype, account, organizationLocationRoom, organizationLevel } = scheduleClass;
  return (
    <div className={classes.details}>
      <Text className={classes.time}>
        {formatTimeRange(timeStart, timeEnd)} · {durationMinutes(timeStart, timeEnd)} min
      </Text>
      {withName && <Text className={classes.name}>{organizationClasstype.name}</Text>}
      {account && <Text size="sm">{account.fullName}</Text>}
      <Text size="sm" className={classes.place}>
        {organizationLocationRoom.organizationLocation.name} · {organizationLocationRoom.name}
        {organizationLevel ? ` · ${organizationLevel.name}` : ''}
      </Text>
    </div>
  );
}
