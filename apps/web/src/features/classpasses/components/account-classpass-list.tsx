import { Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.js';
import { useFetchAccountClasspasses } from '../hooks/use-fetch-account-classpasses.js';
import { AccountClasspassCard } from './account-classpass-card.js';

/** The member's passes; a failed query renders nothing (spec section 8), none at all offers the shop. */
export function AccountClasspassList() {
  const { classpasses, loading, error } = useFetchAccountClasspasses();
  if (loading) return <Text>Loading Data...</Text>;
  if (error) return null;
  if (classpasses.length === 0) return <EmptyState buttonLabel="Start Shopping" to="/prices" />;
  return (
    <Stack gap="sm">
      {classpasses.map((classpass) => (
        <AccountClasspassCard key={classpass.id} classpass={classpass} />
      ))}
    </Stack>
  );
}
