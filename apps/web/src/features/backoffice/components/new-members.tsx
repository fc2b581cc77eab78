import { Loader, Text } from '@mantine/core';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { BackofficeNewMembersDocument } from '../home.generated.js';

/** How many members joined since Monday. */
export function NewMembers() {
  const { data, error } = useGraphQLQuery(BackofficeNewMembersDocument, {});
  if (error) return <Text>Error loading new members :( {error.message}</Text>;
  if (!data) return <Loader aria-label="Loading new members" />;
  const count = data.newMembersThisWeek;
  return (
    <Text>
      <Text span fw={700} fz="xl">
        {count}
      </Text>{' '}
      new {count === 1 ? 'member' : 'members'} since Monday.
    </Text>
  );
}
