import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PersonalTrainingService } from '@kiai/shared';
import { formatEuro } from '../price.js';

/** One service: name, description, duration and price, and the way into its wizard. */
export function ServiceCard({ service }: { service: PersonalTrainingService }) {
  return (
    <Card withBorder padding="lg" radius="md" data-testid="pt-service">
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4">
          {service.name}
        </Title>
        <Text size="sm">{service.description}</Text>
        <Group justify="space-between" mt="auto">
          <Text size="sm" c="dimmed">
            {Math.round(service.duration_seconds / 60)} min
          </Text>
          <Text fw={700} size="lg">
            {formatEuro(service.price)}
          </Text>
        </Group>
        <Button component={Link} to={`/personal/book/${service.id}/`} aria-label={`Book ${service.name}`}>
          Book
        </Button>
      </Stack>
    </Card>
  );
}
