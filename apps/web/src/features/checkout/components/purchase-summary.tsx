import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PurchaseClasspassQuery } from '../checkout.generated.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';

type PurchasedClasspass = PurchaseClasspassQuery['organizationClasspass'];

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The order to be placed (spec "/purchase/{id}/"): one pass, its classes and validity, price, subtotal and total. */
export function PurchaseSummary({ classpass }: { classpass: PurchasedClasspass }) {
  // One pass is one line: its price is the subtotal and the order total (the club's prices include tax).
  const price = useClubFormats().money(classpass.price);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {classpass.name}
        </Title>
        <Row label="Classes" value={classpass.unlimited || classpass.classes === null ? 'Unlimited' : String(classpass.classes)} />
        <Row label="Validity" value={`${classpass.validity} ${classpass.validityUnitDisplay}`} />
        <Row label="Price" value={price} />
        <Divider />
        <Row label="Subtotal" value={price} />
        <Row label="Order total" value={price} strong />
      </Stack>
    </Paper>
  );
}
