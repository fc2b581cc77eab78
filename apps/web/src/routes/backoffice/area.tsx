// The portal's bundle carries only the CSS of the components it uses (main.tsx); this page adds its own.
import '@mantine/core/styles/List.css';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NotBuiltYet } from '../../components/not-built-yet.js';
import { PageTitle } from '../../components/page-title.js';
import { findBackofficeArea, type BackofficeScreen } from '../../features/backoffice/areas.js';
import { hasStaffPermission } from '../../features/session/staff-access.js';
import { useCurrentUser } from '../../features/session/use-current-user.js';

const screenNames = (screens: BackofficeScreen[]) => screens.map((screen) => screen.label.toLowerCase()).join(', ');

/** /backoffice/{area}: one area of the left navigation: its screens, and what is not built yet. */
export default function BackofficeAreaPage() {
  const area = findBackofficeArea(useParams().area);
  const { user } = useCurrentUser();
  if (!area) return <PageTitle>Page not found</PageTitle>;
  // Only the screens the staff member's role opens are offered.
  const screens = area.screens?.filter((screen) => user && hasStaffPermission(user, screen.permission)) ?? [];
  if (screens.length === 0) {
    if (!area.covers) return <NoScreenOfYourRole title={area.label} />;
    return <NotBuiltYet title={area.label} covers={area.screens ? `${screenNames(area.screens)} and ${area.covers}` : area.covers} />;
  }
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{area.label}</PageTitle>
      <List>
        {screens.map((screen) => (
          <List.Item key={screen.path}>
            <Anchor component={Link} to={`/backoffice/${screen.path}`}>
              {screen.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {area.covers && (
        <>
          <Alert color="gray" variant="outline" title="Not built yet">
            The rest of this area is not built yet.
          </Alert>
          <Text>It will also cover {area.covers}.</Text>
        </>
      )}
    </Stack>
  );
}

/** A built area none of whose screens the staff member's role opens. */
function NoScreenOfYourRole({ title }: { title: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{title}</PageTitle>
      <Text>None of this area's screens is part of your role. Ask an administrator if you need one.</Text>
    </Stack>
  );
}
