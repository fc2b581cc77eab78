import '@mantine/core/styles/Code.css';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { PageTitle } from '../../../components/page-title.js';
import { CheckinDevicesDocument, type CheckinDevicesQuery } from '../../../features/checkin/checkin-devices.generated.js';
import { useCreatePairingCode, useRevokeCheckinDevice } from '../../../features/checkin/use-checkin-device-writes.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Device = CheckinDevicesQuery['checkinDevices'][number];

// Every kiosk fits on one page: a club has a handful, so there is no paging.
const ONE_PAGE = { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false };

function useRevoke() {
  const revoke = useRevokeCheckinDevice();
  return (device: Device) =>
    modals.openConfirmModal({
      title: `Revoke ${device.name}?`,
      children: <Text>The kiosk is signed out at once and shows the pairing form; pairing it again needs a new code.</Text>,
      labels: { confirm: 'Revoke', cancel: 'Go back' },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => revoke.mutate({ id: device.id }),
    });
}

function PairingCode() {
  const create = useCreatePairingCode();
  const pairing = create.data?.createCheckinPairingCode;
  const format = useClubFormats();
  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={() => create.mutate({})} loading={create.isPending}>
        Pair a kiosk
      </Button>
      {create.error && <Alert color="red">The pairing code could not be created: {create.error.message}</Alert>}
      {pairing && (
        <Alert color="blue" variant="outline" title="Pairing code" role="status">
          <Text>
            Open <Code>/checkin</Code> on the tablet and enter <Code fz="lg" data-testid="pairing-code">{pairing.code}</Code>. The code works once, until{' '}
            {format.dateTime(pairing.expiresAt)}.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

/** /backoffice/settings/checkin-devices: the paired kiosks, a new pairing code, and revoking a kiosk. */
function CheckinDevices() {
  const list = useListParams();
  const { data, isPending, error } = useGraphQLQuery(CheckinDevicesDocument, {});
  const confirmRevoke = useRevoke();
  const format = useClubFormats();
  const columns: DataTableColumn<Device>[] = [
    { key: 'name', header: 'Name', cell: (d) => d.name },
    { key: 'pairedAt', header: 'Paired', cell: (d) => format.dateTime(d.pairedAt) },
    { key: 'lastSeenAt', header: 'Last seen', cell: (d) => (d.lastSeenAt ? format.dateTime(d.lastSeenAt) : 'Not yet') },
    {
      key: 'status',
      header: 'Status',
      cell: (d) =>
        d.revokedAt ? (
          `Revoked ${format.dateTime(d.revokedAt)}`
        ) : (
          <Group gap="xs">
            <Text span>Active</Text>
            <Button size="xs" variant="outline" color="red.9" onClick={() => confirmRevoke(d)} aria-label={`Revoke ${d.name}`}>
              Revoke
            </Button>
          </Group>
        ),
    },
  ];
  return (
    <Stack gap="md">
      <PageTitle>Check-in kiosks</PageTitle>
      <PairingCode />
      <DataTable
        label="check-in kiosks"
        list={list}
        columns={columns}
        rows={data?.checkinDevices}
        rowKey={(d) => d.id}
        loading={isPending}
        error={error}
        pageInfo={ONE_PAGE}
        empty={<Text>No kiosks paired yet. Pair a kiosk to let members check themselves in at the door.</Text>}
      />
    </Stack>
  );
}

export default function CheckinDevicesPage() {
  return (
    <RequirePermission permission="checkin.devices.manage">
      <CheckinDevices />
    </RequirePermission>
  );
}
