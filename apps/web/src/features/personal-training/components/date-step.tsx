import '@mantine/dates/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useClubToday } from '../../../lib/use-club-time.js';
import { isDayBookable } from '../appointment-dates.js';
import { useFetchNonWorkingDays } from '../hooks/use-fetch-non-working-days.js';
import { SlotPicker } from './slot-picker.js';

interface DateStepProps {
  serviceId: number;
  trainerId: number;
  date: string | null;
  startTime: Date | null;
  onChooseDate: (date: string) => void;
  onChooseTime: (start: Date) => void;
  onContinue: () => void;
}

/** Step CALENDAR: a day the trainer works (not before the club's today), then one of its free times; 'Continue' needs a time. */
export function DateStep({ serviceId, trainerId, date, startTime, onChooseDate, onChooseTime, onContinue }: DateStepProps) {
  const today = useClubToday();
  const nonWorkingDays = useFetchNonWorkingDays(trainerId);
  return (
    <Stack gap="md">
      {nonWorkingDays === null || today === null ? (
        <Text>Loading Data...</Text>
      ) : (
        <DatePicker
          value={date}
          onChange={(value) => value && onChooseDate(value)}
          minDate={today}
          defaultDate={date ?? today}
          excludeDate={(day) => !isDayBookable(day, today, nonWorkingDays)}
          maxLevel="month"
          // Mantine's red weekends and grey days of other months are too faint to read (WCAG contrast).
          weekendDays={[]}
          hideOutsideDates
          ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month', monthLevelControl: 'Month' }}
        />
      )}
      {date && <SlotPicker date={date} trainerId={trainerId} serviceId={serviceId} chosen={startTime} onChoose={onChooseTime} />}
      <Group>
        <Button disabled={!startTime} onClick={onContinue}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
