import { SimpleGrid, Text } from '@mantine/core';
import { useFetchServices } from '../hooks/use-fetch-services.js';
import { ServiceCard } from './service-card.js';

/** The club's services; a failed call renders nothing (spec section 8). */
export function ServiceList() {
  const { services, loading } = useFetchServices();
  if (loading) return <Text>Loading Data...</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </SimpleGrid>
  );
}
