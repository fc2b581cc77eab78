import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Appointment } from '@kiai/shared';
import { formatAppointmentDate, formatAppointmentTimes, formatCanceledAt } from '../appointment-dates.js';
import { AppointmentStatusBadge } from './appointment-status-badge.js';

/** One appointment of the member: service, trainer, day and times, its status and Cancel. */
export function AppointmentCard({ appointment, onCancel }: { appointment: Appointment; onCancel: (appointment: Appointment) => void }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="appointment">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h5">
            {appointment.service_name}
          </Title>
          <Text size="sm">{appointment.staff_name}</Text>
          <Text size="sm">{formatAppointmentDate(appointment.start_time)}</Text>
          <Text size="sm">{formatAppointmentTimes(appointment.start_time, appointment.end_time)}</Text>
          {appointment.canceled && appointment.canceled_at && (
            <Text size="sm" c="dimmed">
              Canceled at {formatCanceledAt(appointment.canceled_at)}
            </Text>
          )}
        </Stack>
        <Stack align="flex-end" gap="xs">
          <AppointmentStatusBadge canceled={appointment.canceled} />
          {appointment.canceled ? (
            <Button variant="light" disabled>
              Cancelled
            </Button>
          ) : (
            <Button variant="light" color="red" onClick={() => onCancel(appointment)}>
              Cancel
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
