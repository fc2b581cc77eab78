import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { formatDate, formatTimeRange } from '../dates.js';
import { ScheduleClassWaitlistPlacesDocument } from '../waitlist.generated.js';

/** The member's places on waitlists (My classes), each with its position in line. */
export function WaitlistPlaces() {
  const { data } = useGraphQLQuery(ScheduleClassWaitlistPlacesDocument, {});
  const places = data?.scheduleClassWaitlistPlaces ?? [];
  if (places.length === 0) return null;
  return (
    <Stack gap="sm">
      {places.map((place) => (
        <Paper key={place.id} withBorder p="md" radius="md" data-testid="waitlist-place">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2} size="h5">
                {place.scheduleClass.organizationClasstype.name}
              </Title>
              <Text size="sm">{formatDate(place.date)}</Text>
              <Text size="sm">{formatTimeRange(place.scheduleClass.timeStart, place.scheduleClass.timeEnd)}</Text>
            </Stack>
            <Text fw={600}>Waitlist: position {place.position}</Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
