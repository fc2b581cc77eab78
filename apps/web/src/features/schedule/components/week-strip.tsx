import { ActionIcon, Button, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { formatDate, parseDate } from '../dates.js';
import classes from './week-strip.module.css';

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
  const strip = useStickyHeight('--week-strip-height');
  return (
    <div className={classes.strip} ref={strip} data-testid="week-strip">
      <Group justify="space-between">
        <Text className={classes.range}>
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
    </div>
  );
}

function DayButton({ date, selected, onPick }: { date: string; selected: boolean; onPick: (date: string) => void }) {
  const day = parseDate(date);
  return (
    <UnstyledButton
      onClick={() => onPick(date)}
      aria-label={formatDate(date)}
      aria-pressed={selected}
      className={classes.day}
    >
      <Text size="xs" className={classes.weekday}>
        {day.format('ddd')}
      </Text>
      <Text className={classes.date}>{day.format('D')}</Text>
    </UnstyledButton>
  );
}

/** Keeps the element's height in a CSS variable of the page, so what sticks below it (a day's heading) sits under it. */
function useStickyHeight(variable: string) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(variable, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  }, [variable]);
  return ref;
}
