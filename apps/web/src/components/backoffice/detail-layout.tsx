// The portal's bundle carries only the CSS of the components it uses (main.tsx); back-office details add theirs.
import '@mantine/core/styles/Tabs.css';
import { Alert, Anchor, Group, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryParams } from '../../lib/use-query-params.js';
import { PageTitle } from '../page-title.js';

export interface DetailTab {
  /** Also its value in the URL (`?tab=`). */
  value: string;
  label: string;
  content: ReactNode;
}

export interface DetailLayoutProps {
  title: string;
  /** The list this record belongs to. */
  back: { to: string; label: string };
  /** A line under the title: status badge, owner, dates. */
  summary?: ReactNode;
  /** Buttons for what the staff member may do with the record (leave out what their permissions forbid). */
  actions?: ReactNode;
  /** The first tab opens unless the URL names another. */
  tabs: DetailTab[];
  loading: boolean;
  /** What the record is, for the error text ('Error loading order :('). */
  label: string;
  error: Error | null;
}

/**
 * The back office's one detail page: a way back to the list, the record's title, summary and actions, and
 * its facets in tabs, the open tab kept in the URL so a link can point at it.
 */
export function DetailLayout({ title, back, summary, actions, tabs, loading, label, error }: DetailLayoutProps) {
  const [params, setParams] = useQueryParams();
  const backLink = (
    <Anchor component={Link} to={back.to}>
      ← {back.label}
    </Anchor>
  );
  if (loading || error) {
    return (
      <Stack gap="md" align="flex-start">
        {backLink}
        {error ? (
          <Alert color="red" variant="outline" title={`Error loading ${label} :(`}>
            {error.message}
          </Alert>
        ) : (
          <Text>Loading Data...</Text>
        )}
      </Stack>
    );
  }
  const open = tabs.some((tab) => tab.value === params.get('tab')) ? params.get('tab') : tabs[0]?.value;
  return (
    <Stack gap="md">
      {backLink}
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <PageTitle>{title}</PageTitle>
          {summary}
        </div>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      <Tabs value={open ?? null} onChange={(value) => value && setParams(() => new URLSearchParams({ tab: value }), { replace: true })}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.content}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
