import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { PageTitle } from '../../../components/page-title.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { ClubSettingsDocument, type ClubSettingsQuery } from '../settings.generated.js';

export type ClubSettings = ClubSettingsQuery['clubSettings'];

/** A Settings screen: for staff with settings.edit; its form is drawn once the club's settings are in. */
export function SettingsScreen({ title, intro, children }: { title: string; intro: string; children: (settings: ClubSettings) => ReactNode }) {
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <RequirePermission permission="settings.edit">
        <Text maw={720}>{intro}</Text>
        <LoadedSettings>{children}</LoadedSettings>
      </RequirePermission>
    </Stack>
  );
}

function LoadedSettings({ children }: { children: (settings: ClubSettings) => ReactNode }) {
  const { data, error } = useGraphQLQuery(ClubSettingsDocument, {});
  if (error) {
    return (
      <Alert color="red" variant="outline" title="Error loading settings :(">
        {error.message}
      </Alert>
    );
  }
  return data ? children(data.clubSettings) : <Loader aria-label="Loading settings" />;
}
