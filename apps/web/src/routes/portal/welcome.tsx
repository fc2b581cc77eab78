import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.js';

interface Destination {
  title: string;
  description: string;
  /** The area's start page; each area is its own part of the app with its own frame. */
  to: string;
}

const DESTINATIONS: Destination[] = [
  { title: 'Back end', description: 'Organization management', to: '/backoffice' },
  { title: 'Self check-in', description: 'Check in for your class', to: '/checkin' },
  { title: 'Shop', description: 'Class passes, classes and appointments', to: '/shop' },
];

/** Spec section 2: the three areas a signed-in person can go to. */
export default function WelcomePage() {
  return (
    <Stack gap="md">
      <PageTitle>Welcome</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {DESTINATIONS.map((destination) => (
          <Card key={destination.title} withBorder padding="lg">
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={2} size="h4">
                  {destination.title}
                </Title>
                <Text c="dimmed">{destination.description}</Text>
              </div>
              <Button component={Link} to={destination.to} aria-label={`Open ${destination.title}`}>
                Open
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
