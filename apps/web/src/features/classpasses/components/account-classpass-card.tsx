import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../schedule/dates.js';
import type { AccountClasspass } from '../types.js';
import { ClasspassStatusBadge } from './classpass-status-badge.js';

/** One of the member's passes: name, status, classes remaining and validity. */
export function AccountClasspassCard({ classpass }: { classpass: AccountClasspass }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="account-classpass">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h5">
            {classpass.organizationClasspass.name}
          </Title>
          <Text size="sm">Classes remaining: {classpass.classesRemainingDisplay}</Text>
          <Text size="sm" c="dimmed">
            {formatDate(classpass.dateStart)} - {formatDate(classpass.dateEnd)}
          </Text>
        </Stack>
        <ClasspassStatusBadge isExpired={classpass.isExpired} />
      </Group>
    </Paper>
  );
}
