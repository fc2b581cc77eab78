// The portal's bundle carries only the CSS of the components it uses (main.tsx); this page adds its own.
import '@mantine/core/styles/List.css';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NotBuiltYet } from '../../components/not-built-yet.js';
import { PageTitle } from '../../components/page-title.js';
import { findBackofficeArea } from '../../features/backoffice/areas.js';

/** /backoffice/{area}: one area of the left navigation: its screens, and what is not built yet. */
export default function BackofficeAreaPage() {
  const area = findBackofficeArea(useParams().area);
  if (!area) return <PageTitle>Page not found</PageTitle>;
  if (!area.screens) return <NotBuiltYet title={area.label} covers={area.covers} />;
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{area.label}</PageTitle>
      <List>
        {area.screens.map((screen) => (
          <List.Item key={screen.path}>
            <Anchor component={Link} to={`/backoffice/${screen.path}`}>
              {screen.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Alert color="gray" variant="outline" title="Not built yet">
        The rest of this area is not built yet.
      </Alert>
      <Text>It will also cover {area.covers}.</Text>
    </Stack>
  );
}
