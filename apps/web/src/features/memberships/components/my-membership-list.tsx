import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.js';
import { formatDate } from '../../schedule/dates.js';
import { useMyMemberships } from '../use-my-memberships.js';
import { MembershipStatusBadge } from './membership-status-badge.js';

/** The member's memberships: name, start, end and status; none at all offers the shop, as My class passes does. */
export function MyMembershipList() {
  const { memberships, loading, error } = useMyMemberships();
  if (loading) return <Text>Loading Data...</Text>;
  if (error) return <Text role="alert">Your memberships could not be loaded. Please try again later.</Text>;
  if (memberships.length === 0) return <EmptyState buttonLabel="Start Shopping" to="/prices" />;
  return (
    <Stack gap="sm">
      {memberships.map((membership) => (
        <Paper key={membership.id} withBorder p="md" radius="md" data-testid="account-membership">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4}>
              <Title order={2} size="h5">
                {membership.organizationMembership.name}
              </Title>
              <Text size="sm">Start: {formatDate(membership.dateStart)}</Text>
              <Text size="sm">End: {formatDate(membership.dateEnd)}</Text>
            </Stack>
            <MembershipStatusBadge status={membership.status} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
