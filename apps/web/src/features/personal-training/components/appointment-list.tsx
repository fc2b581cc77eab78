import { Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.js';
import { useCancelAppointment } from '../hooks/use-cancel-appointment.js';
import { useFetchAppointments } from '../hooks/use-fetch-appointments.js';
import { AppointmentCard } from './appointment-card.js';

/** The member's appointments; a failed call renders nothing (spec section 8), none at all leads to /personal. */
export function AppointmentList() {
  const { appointments, loading, error } = useFetchAppointments();
  const confirmCancel = useCancelAppointment();
  if (loading) return <Text>Loading Data...</Text>;
  if (error) return null;
  if (appointments.length === 0) return <EmptyState buttonLabel="Book an appointment" to="/personal" />;
  return (
    <Stack gap="sm">
      {appointments.map((appointment) => (
        <AppointmentCard key={appointment.id} appointment={appointment} onCancel={confirmCancel} />
      ))}
    </Stack>
  );
}
