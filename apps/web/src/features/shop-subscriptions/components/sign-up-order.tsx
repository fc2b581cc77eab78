import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ShopSubscriptionSignUpQuery } from '../shop-subscriptions.generated.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';

type SignUp = ShopSubscriptionSignUpQuery['shopSubscriptionSignUp'];

/** The order a sign-up makes: the first month (prorated), the registration fee as a line of its own, and the total. */
export function SignUpOrder({ signUp }: { signUp: SignUp }) {
  const format = useClubFormats();
  return (
    <Paper withBorder p="md" radius="md" data-testid="sign-up-order">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Your order
        </Title>
        {signUp.lines.map((line) => (
          <Group key={line.productName} justify="space-between" wrap="nowrap" align="flex-start" data-testid="sign-up-line">
            <Stack gap={0} miw={0}>
              <Text style={{ overflowWrap: 'anywhere' }}>{line.productName}</Text>
              {line.description && (
                <Text size="sm" c="dimmed">
                  {line.description}
                </Text>
              )}
            </Stack>
            <Text ta="right" style={{ whiteSpace: 'nowrap' }}>
              {format.money(line.total)}
            </Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="sign-up-total">
            {format.money(signUp.total)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
