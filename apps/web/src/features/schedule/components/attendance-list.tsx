import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type AttendanceFilter, useFetchAttendances } from '../hooks/use-fetch-attendances.js';
import { AttendanceCard } from './attendance-card.js';

/** The member's attendances for a filter; a failed query renders nothing (spec section 8). */
export function AttendanceList({ filter, empty = null }: { filter: AttendanceFilter; empty?: ReactNode }) {
  const { attendances, loading, error } = useFetchAttendances(filter);
  if (loading) return <Text>Loading Data...</Text>;
  if (error) return null;
  if (attendances.length === 0) return empty;
  return (
    <Stack gap="sm">
      {attendances.map((attendance) => (
        <AttendanceCard key={attendance.id} attendance={attendance} />
      ))}
    </Stack>
  );
}
