import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { operationKey } from '../../lib/operation-key.js';
import { toastDanger } from '../../lib/toast.js';
import { useClubFormats } from '../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';
import { hasStaffPermission } from '../session/staff-access.js';
import { useCurrentUser } from '../session/use-current-user.js';
import { DismissKioskRefusalDocument, KioskRefusalsDocument } from './kiosk-refusals.generated.js';

interface Occurrence {
  scheduleItem: string;
  date: string;
}

/** A refusal sent by a kiosk that was offline reaches the page this long after at most, while the page is visible. */
const REFUSALS_POLL_MS = 30_000;

/**
 * "Refused at the kiosk" on a class's attendance page: members who tapped their name or scanned their card
 * (maybe while the kiosk was offline) and were refused, so the desk or the instructor can talk to them. The
 * list refreshes on its own (every 30 s while the page is visible, and when the window gets the focus back).
 * Whoever sees the class list sees it (an instructor the classes they teach: the page refuses the others);
 * staff who may edit attendance dismiss one once it is dealt with. Nothing shows while there is none.
 */
export function KioskRefusals({ occurrence }: { occurrence: Occurrence }) {
  const { user } = useCurrentUser();
  const mayView = !!user && (hasStaffPermission(user, 'schedule.attendance.view') || hasStaffPermission(user, 'schedule.attendance.view.own'));
  const mayDismiss = !!user && hasStaffPermission(user, 'schedule.attendance.edit');
  if (!mayView) return null;
  return <RefusalList occurrence={occurrence} mayDismiss={mayDismiss} />;
}

function RefusalList({ occurrence, mayDismiss }: { occurrence: Occurrence; mayDismiss: boolean }) {
  const queryClient = useQueryClient();
  const formats = useClubFormats();
  const { data } = useGraphQLQuery(KioskRefusalsDocument, occurrence, { refetchInterval: () => REFUSALS_POLL_MS, refetchOnWindowFocus: true });
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
                  {name} · {formats.time(refusal.tappedAt)}
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
