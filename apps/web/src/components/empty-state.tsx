import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** 'This section is currently empty' with one way forward (spec: Dialogs and widgets). */
export function EmptyState({ buttonLabel, to }: { buttonLabel: string; to: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="md">
        <Text size="lg">This section is currently empty</Text>
        <Button component={Link} to={to}>
          {buttonLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
