import { SimpleGrid, Text } from '@mantine/core';
import { useFetchShopClasspasses } from '../hooks/use-fetch-shop-classpasses.js';
import { ClasspassShopCard } from './classpass-shop-card.js';

/**
 * The class passes on sale as cards (the pass shop of /prices and of the booking page).
 * `forcedNext` overrides where the member returns after paying (the /prices/ route sends them to their passes).
 * `headingOrder`: the cards' heading level, one below the heading the list sits under (2 under a page title).
 */
export function ClasspassShopList({ forcedNext, headingOrder = 2 }: { forcedNext?: string; headingOrder?: 2 | 3 }) {
  const { classpasses, loading, error } = useFetchShopClasspasses();
  if (loading) return <Text>Loading Data...</Text>;
  if (error) return <Text c="red">Error: {error.message}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {classpasses.map((classpass) => (
        <ClasspassShopCard key={classpass.id} classpass={classpass} forcedNext={forcedNext} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}
