// The portal's bundle carries only the CSS of the components it uses (main.tsx); this page adds its own.
import '@mantine/core/styles/List.css';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { BACKOFFICE_AREAS } from '../../features/backoffice/areas.js';

/** /backoffice: where staff will run the club. Every area is listed; most are not built yet. */
export default function BackofficeHomePage() {
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>Back office</PageTitle>
      <Text>Staff will run the club from here. Most areas are not built yet; each one says what it holds and what it will cover.</Text>
      <List>
        {BACKOFFICE_AREAS.map((area) => (
          <List.Item key={area.path}>
            <Anchor component={Link} to={`/backoffice/${area.path}`}>
              {area.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
