import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AppointmentPassForSale, PersonalTrainingService } from '@kiai/shared';
import { rememberPurchaseReturn } from '../../classpasses/purchase-return.js';
import { usePlaceOrder } from '../../checkout/hooks/use-place-order.js';
import { formatEuro } from '../price.js';
import { chosenSlot, type WizardState } from '../wizard-state.js';

/** After paying for the session on its own it is booked: the member's appointments show it. */
const AFTER_SESSION_PAID = '/user/appointments';

interface AppointmentPurchaseOptionsProps {
  service: PersonalTrainingService;
  state: WizardState;
  passesForSale: AppointmentPassForSale[];
}

/**
 * Step BOOK for a member without a usable pass: the passes that pay for the service, bought without leaving the
 * wizard (the purchase page returns to this step, '#finalStep', with the choices kept), and, when staff sell the
 * service per session, this one session paid on its own (its paid order books it).
 */
export function AppointmentPurchaseOptions({ service, state, passesForSale }: AppointmentPurchaseOptionsProps) {
  const { placeOrder, placing } = usePlaceOrder();
  const paySession = () => {
    const slot = chosenSlot(state);
    // Cancelled at the payment page, the member comes back to this step; paid, to the booked appointment.
    rememberPurchaseReturn(AFTER_SESSION_PAID);
    placeOrder({ appointment: { service: String(service.id), trainer: String(slot.trainerId), date: slot.date, startTime: slot.startTime, endTime: slot.endTime }, message: '' });
  };
  const nothingForSale = passesForSale.length === 0 && !service.sold_per_session;

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        You need a personal training pass to book
      </Title>
      {passesForSale.map((pass) => (
        <Paper key={pass.id} withBorder p="md" radius="md" data-testid="pt-pass-for-sale">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Title order={3} size="h5">
                {pass.name}
              </Title>
              <Text size="sm">
                {pass.classes === null ? 'Unlimited sessions' : `${pass.classes} ${pass.classes === 1 ? 'session' : 'sessions'}`}, valid for {pass.validity} {pass.validity_unit.toLowerCase()}
              </Text>
              <Text fw={700}>{formatEuro(pass.price)}</Text>
            </Stack>
            <Button component={Link} to={`/purchase/${encodeURIComponent(pass.id)}/`} onClick={() => rememberPurchaseReturn()} aria-label={`Buy ${pass.name}`}>
              Buy Now
            </Button>
          </Group>
        </Paper>
      ))}
      {service.sold_per_session && (
        <Paper withBorder p="md" radius="md" data-testid="pt-session-price">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Title order={3} size="h5">
                Pay for this session only
              </Title>
              <Text fw={700}>{formatEuro(service.price)}</Text>
            </Stack>
            <Button loading={placing} onClick={paySession}>
              Pay and book
            </Button>
          </Group>
        </Paper>
      )}
      {nothingForSale && (
        <Button component={Link} to="/prices" variant="light" style={{ alignSelf: 'flex-start' }}>
          Start Shopping
        </Button>
      )}
    </Stack>
  );
}
