import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useClubFormats } from '../../lib/use-club-formats.js';
import type { StaleQueries } from '../../lib/use-graphql-mutation.js';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';
import { hasStaffPermission } from '../session/staff-access.js';
import { useCurrentUser } from '../session/use-current-user.js';
import { KioskRefusalsDocument, KioskScanRefusalsDocument } from './kiosk-refusals.generated.js';
import { useDismissKioskRefusal } from './use-dismiss-kiosk-refusal.js';

interface Occurrence {
  scheduleItem: string;
  date: string;
}

/** A refusal sent by a kiosk that was offline reaches the page this long after at most, while the page is visible. */
const REFUSALS_POLL_MS = 30_000;
const POLLING = { refetchInterval: () => REFUSALS_POLL_MS, refetchOnWindowFocus: true } as const;

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
  if (!mayView) return null;
  return <ClassRefusals occurrence={occurrence} />;
}

function ClassRefusals({ occurrence }: { occurrence: Occurrence }) {
  const formats = useClubFormats();
  const { data } = useGraphQLQuery(KioskRefusalsDocument, occurrence, POLLING);
  const refusals = (data?.kioskRefusals ?? []).map((refusal) => ({
    id: refusal.id,
    label: `${refusal.firstName} ${refusal.lastName}`,
    where: [formats.time(refusal.tappedAt), refusal.deviceName],
    reason: refusal.reasonMessage,
  }));
  if (refusals.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="kiosk-refusals-title">
      <Title order={2} size="h4" id="kiosk-refusals-title" mb="sm">
        Refused at the kiosk
      </Title>
      <RefusalItems refusals={refusals} list={[KioskRefusalsDocument]} />
    </Paper>
  );
}

/**
 * The home's "Card scans refused at the kiosk": today's scans refused before any class was chosen (a card nobody
 * here holds, no class open at the door), and taps at a class the club does not have, so they reach no class's
 * attendance page. The desk sees them (schedule.attendance.view); they refresh on their own like the class's list.
 */
export function KioskScanRefusals() {
  const formats = useClubFormats();
  const { data, isPending } = useGraphQLQuery(KioskScanRefusalsDocument, {}, POLLING);
  const refusals = (data?.kioskScanRefusals ?? []).map((refusal) => ({
    id: refusal.id,
    label: refusalWithoutClassLabel(refusal),
    where: [formats.time(refusal.tappedAt), refusal.locationName, refusal.deviceName],
    reason: refusal.reasonMessage,
  }));
  if (isPending) return null;
  if (refusals.length === 0) return <Text>No card was refused at the kiosk today.</Text>;
  return <RefusalItems refusals={refusals} list={[KioskScanRefusalsDocument]} />;
}

/** Whom a refusal without a class names: the card's number, its holder, or (a tap at a class the club does not have) the member. */
function refusalWithoutClassLabel({ keyNumber, firstName, lastName }: { keyNumber: string | null; firstName: string | null; lastName: string | null }): string {
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  if (keyNumber === null) return name;
  return firstName === null ? `Card ${keyNumber}` : `${name} (card ${keyNumber})`;
}

interface RefusalItem {
  id: string;
  /** who: the member's name, or the card's number */
  label: string;
  /** when and where: the tap's time, then the location and kiosk when known */
  where: (string | null)[];
  reason: string;
}

/** Refusals as a list, each with Dismiss for staff who may edit attendance; a dismissal reads `list` again. */
function RefusalItems({ refusals, list }: { refusals: RefusalItem[]; list: StaleQueries }) {
  const { user } = useCurrentUser();
  const mayDismiss = !!user && hasStaffPermission(user, 'schedule.attendance.edit');
  const dismiss = useDismissKioskRefusal(list);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {refusals.map((refusal) => (
        <Group key={refusal.id} component="li" justify="space-between" wrap="nowrap">
          {/* the text wraps (a long location name or number breaks anywhere); the button keeps its width */}
          <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text fw={600}>{[refusal.label, ...refusal.where.filter((part) => part)].join(' · ')}</Text>
            <Text size="sm">{refusal.reason}</Text>
          </div>
          {mayDismiss && (
            <Button variant="default" size="xs" style={{ flexShrink: 0 }} aria-label={`Dismiss ${refusal.label}`} loading={dismiss.isPending && dismiss.variables?.id === refusal.id} onClick={() => dismiss.mutate({ id: refusal.id })}>
              Dismiss
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
