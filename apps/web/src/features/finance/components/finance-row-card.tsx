import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface FinanceRowCardProps {
  /** The order or invoice number, linking to its detail. */
  title: string;
  to: string;
  badge: ReactNode;
  lines: string[];
  amount: string;
}

/** One order or invoice in a member's list: a card that reads at 360 px. */
export function FinanceRowCard({ title, to, badge, lines, amount }: FinanceRowCardProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Group gap="sm">
            <Anchor component={Link} to={to} fw={700}>
              {title}
            </Anchor>
            {badge}
          </Group>
          {lines.map((line) => (
            <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
        </Stack>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {amount}
        </Text>
      </Group>
    </Paper>
  );
}
