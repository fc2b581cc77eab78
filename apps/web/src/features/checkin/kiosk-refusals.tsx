import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { operationKey } from '../../lib/operation-key.js';
import { toastDanger } from '../../lib/toast.js';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';
import { hasStaffPermission } from '../session/staff-access.js';
import { useCurrentUser } from '../session/use-current-user.js';
import { DismissKioskRefusalDocument, KioskRefusalsDocument } from './kiosk-refusals.generated.js';

interface Occurrence {
  scheduleItem: string;
  date: string;
}

/**
 * "Refused at the kiosk" on a class's attendance page: members who tapped their name (maybe while the kiosk
 * was offline) and were refused, so the desk can talk to them. Staff who may edit attendance dismiss one once
 * it is dealt with. Nothing shows while there is none, or for staff who may not see class lists.
 */
export function KioskRefusals({ occurrence }: { occurrence: Occurrence }) {
  const { user } = useCurrentUser();
  const mayView = !!user && hasStaffPermission(user, 'schedule.attendance.view');
  const mayDismiss = !!user && hasStaffPermission(user, 'schedule.attendance.edit');
  if (!mayView) return null;
  return <RefusalList occurrence={occurrence} mayDismiss={mayDismiss} />;
}

function RefusalList({ occurrence, mayDismiss }: { occurrence: Occurrence; mayDismiss: boolean }) {
  const queryClient = useQueryClient();
  const { data } = useGraphQLQuery(KioskRefusalsDocument, occurrence);
  const dismiss = useMutation({
    mutationFn: (id: string) => graphqlRequest(DismissKioskRefusalDocument, { id }),
    onError: (error) => toastDanger(`The refused check-in could not be dismissed: ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationKey(KioskRefusalsDocument) }),
  });
  const refusals = data?.kioskRefusals ?? [];
  if (refusals.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="kiosk-refusals-title">
      <Title order={2} size="h4" id="kiosk-refusals-title" mb="sm">
        Refused at the kiosk
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {refusals.map((refusal) => {
          const name = `${refusal.firstName} ${refusal.lastName}`;
          return (
            <Group key={refusal.id} component="li" justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>
                  {name} · {dayjs(refusal.tappedAt).format('HH:mm')}
                  {refusal.deviceName ? ` · ${refusal.deviceName}` : ''}
                </Text>
                <Text size="sm">{refusal.reasonMessage}</Text>
              </div>
              {mayDismiss && (
                <Button variant="default" size="xs" aria-label={`Dismiss ${name}`} loading={dismiss.isPending && dismiss.variables === refusal.id} onClick={() => dismiss.mutate(refusal.id)}>
                  Dismiss
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
