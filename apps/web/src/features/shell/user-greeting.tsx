import { Avatar, Group, Text } from '@mantine/core';
import type { CurrentUser } from '../session/current-user.js';

export function displayName(user: CurrentUser): string {
  return user.fullName.trim() || (user.email ?? '');
}

/** 'Hello, ' + the full name (or email), next to an avatar with the name's initial. */
export function UserGreeting({ user }: { user: CurrentUser }) {
  const name = displayName(user);
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar color="red" radius="xl" size="sm" aria-hidden>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Text size="sm" fw={500}>
        Hello, {name}
      </Text>
    </Group>
  );
}
