import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDate, parseDate } from '../dates.js';

interface WeekStripProps {
  days: string[];
  selected: string;
  weekOffset: number;
  onPickDay: (date: string) => void;
  onPreviousWeek: () => void;
  onNextWeek: () => void;
  onToday: () => void;
}

/** Seven day buttons from today plus 7×offset, week arrows (none before the current week) and 'Today'. */
export function WeekStrip({ days, selected, weekOffset, onPickDay, onPreviousWeek, onNextWeek, onToday }: WeekStripProps) {
  return (
    // Sticks under the top bar, so the days stay in reach while the list scrolls (ui-notes).
    <Stack gap="xs" mb="lg" py="xs" pos="sticky" top="var(--app-shell-header-height, 0px)" bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
      <Group justify="space-between">
        <Text fw={600}>
          Week of {formatDate(days[0]!)} - {formatDate(days[days.length - 1]!)}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onToday}>
            Today
          </Button>
          <ActionIcon variant="default" aria-label="Previous week" disabled={weekOffset === 0} onClick={onPreviousWeek}>
            ‹
          </ActionIcon>
          <ActionIcon variant="default" aria-label="Next week" onClick={onNextWeek}>
            ›
          </ActionIcon>
        </Group>
      </Group>
      <SimpleGrid cols={7} spacing={4}>
        {days.map((day) => (
          <DayButton key={day} date={day} selected={day === selected} onPick={onPickDay} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function DayButton({ date, selected, onPick }: { date: string; selected: boolean; onPick: (date: string) => void }) {
  const day = parseDate(date);
  return (
    <UnstyledButton
      onClick={() => onPick(date)}
      aria-label={formatDate(date)}
      aria-pressed={selected}
      // Little side padding: seven days share 300 px on a phone.
      px={2}
      py="xs"
      bg={selected ? 'var(--mantine-primary-color-filled)' : 'gray.1'}
      c={selected ? 'white' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)', textAlign: 'center' }}
    >
      <Text size="xs" tt="uppercase">
        {day.format('ddd')}
      </Text>
      <Text fw={700}>{day.format('D')}</Text>
    </UnstyledButton>
  );
}
