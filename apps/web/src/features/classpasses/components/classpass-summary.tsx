import { Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../schedule/dates.js';
import type { AccountClasspassSummary } from '../../schedule/types.js';

/** A member's pass as every list shows it: name, classes remaining and validity. */
export function ClasspassSummary({ classpass }: { classpass: AccountClasspassSummary }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {classpass.organizationClasspass.name}
      </Title>
      <Text size="sm">Classes remaining: {classpass.classesRemainingDisplay}</Text>
      <Text size="sm" c="dimmed">
        {formatDate(classpass.dateStart)} - {formatDate(classpass.dateEnd)}
      </Text>
    </Stack>
  );
}
