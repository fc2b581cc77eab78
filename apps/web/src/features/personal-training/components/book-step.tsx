import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { PersonalTrainingService } from '@kiai/shared';
import { formatDate } from '../../schedule/dates.js';
import { useCreateAppointment } from '../hooks/use-create-appointment.js';
import { useFetchAppointmentPasses } from '../hooks/use-fetch-appointment-passes.js';
import type { WizardState } from '../wizard-state.js';
import { AppointmentPurchaseOptions } from './appointment-purchase-options.js';

interface BookStepProps {
  service: PersonalTrainingService;
  state: WizardState;
  onBooked: () => void;
}

/** Step BOOK: what is being booked, the pass that pays for it, and create_appointment; without a pass, how to pay (AppointmentPurchaseOptions). */
export function BookStep({ service, state, onBooked }: BookStepProps) {
  const { allowed, passes, passesForSale, loading } = useFetchAppointmentPasses(service.id);
  const [chosenPass, setChosenPass] = useState<string | null>(null);
  const createAppointment = useCreateAppointment();
  const passId = chosenPass ?? (passes.length === 1 ? String(passes[0]?.accountClassPass_id) : null);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" data-testid="appointment-summary">
        <Stack gap={2}>
          <Text fw={700}>{service.name}</Text>
          <Text>{state.trainer?.name}</Text>
          {state.startTime && state.endTime && (
            <>
              <Text>{formatDate(dayjs(state.startTime))}</Text>
              <Text>
                {dayjs(state.startTime).format('HH:mm')} - {dayjs(state.endTime).format('HH:mm')}
              </Text>
            </>
          )}
        </Stack>
      </Paper>
      {loading ? (
        <Text>Loading Data...</Text>
      ) : allowed && passes.length > 0 ? (
        <Radio.Group label="Pay with" value={passId} onChange={setChosenPass}>
          <Stack gap="sm" mt="xs">
            {passes.map((pass) => (
              <Radio
                key={pass.accountClassPass_id}
                value={String(pass.accountClassPass_id)}
                label={pass.title}
                description={`Classes remaining: ${pass.classesRemainingDisplay}${pass.dateEnd ? ` · valid until ${formatDate(pass.dateEnd)}` : ''}`}
                data-testid="appointment-pass"
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <AppointmentPurchaseOptions service={service} state={state} passesForSale={passesForSale} />
      )}
      {createAppointment.error && (
        <Alert color="red" variant="light">
          {createAppointment.error.message}
        </Alert>
      )}
      <Group>
        <Button
          disabled={!passId}
          loading={createAppointment.isPending}
          onClick={() => passId && createAppointment.mutate({ state, classpassId: Number(passId) }, { onSuccess: onBooked })}
        >
          Book appointment
        </Button>
      </Group>
    </Stack>
  );
}
