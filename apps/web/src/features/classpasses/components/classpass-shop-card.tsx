import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { rememberPurchaseReturn } from '../purchase-return.js';
import type { ShopClasspass } from '../types.js';
import { HtmlDescription } from './html-description.js';

/** One pass on sale: name, description, validity, price and 'Buy Now'. */
export function ClasspassShopCard({ classpass, forcedNext, headingOrder }: { classpass: ShopClasspass; forcedNext?: string; headingOrder: 2 | 3 }) {
  const format = useClubFormats();
  return (
    <Card withBorder padding="lg" radius="md" data-testid="classpass-shop-card">
      <Stack gap="sm" h="100%">
        <Title order={headingOrder} size="h3">
          {classpass.name}
        </Title>
        <HtmlDescription html={classpass.description} />
        <Text size="sm" c="dimmed">
          Expiration Date: {classpass.validity} {classpass.validityUnitDisplay} after the sale date
        </Text>
        <Text fw={700} size="xl" mt="auto">
          {format.money(classpass.price)}
        </Text>
        <Button component={Link} to={`/purchase/${encodeURIComponent(classpass.id)}/`} onClick={() => rememberPurchaseReturn(forcedNext)}>
          Buy Now
        </Button>
      </Stack>
    </Card>
  );
}
