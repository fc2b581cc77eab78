import { Group, Paper } from '@mantine/core';
import type { AccountClasspass } from '../types.js';
import { ClasspassStatusBadge } from './classpass-status-badge.js';
import { ClasspassSummary } from './classpass-summary.js';

/** One of the member's passes: name, status, classes remaining and validity. */
export function AccountClasspassCard({ classpass }: { classpass: AccountClasspass }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="account-classpass">
      <Group justify="space-between" align="flex-start">
        <ClasspassSummary classpass={classpass} />
        <ClasspassStatusBadge isExpired={classpass.isExpired} />
      </Group>
    </Paper>
  );
}
