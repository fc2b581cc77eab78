import { Alert, Stack, Text } from '@mantine/core';
import { PageTitle } from './page-title.js';

/** The page of an area that exists in the navigation but has no screens yet: it says so, and what will be there. */
export function NotBuiltYet({ title, covers }: { title: string; covers: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{title}</PageTitle>
      <Alert color="gray" variant="outline" title="Not built yet">
        This part of Kiai is not built yet, so there is nothing to see or change here today.
      </Alert>
      <Text>It will cover {covers}.</Text>
    </Stack>
  );
}
