import '@mantine/core/styles/Table.css';
import { Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { PageTitle } from '../../../components/page-title.js';
import { SystemDiagnosticsDocument, type SystemDiagnosticsQuery } from '../../../features/settings/settings.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';

type Diagnostics = SystemDiagnosticsQuery['systemDiagnostics'];

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <Table maw={720} withTableBorder variant="vertical">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            {/* A share, not 240 px, and long names (migrations) break: at 360 px the value keeps its room on screen. */}
            <Table.Th w="40%" style={{ overflowWrap: 'anywhere' }}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DiagnosticsTables({ d }: { d: Diagnostics }) {
  const format = useClubFormats();
  return (
    <Stack gap="lg">
      <Facts
        rows={[
          ['Version', d.version],
          ['Database', `${d.databaseKind}, ${megabytes(d.databaseSizeBytes)}`],
          ['Job worker last active', d.workerLastBeat ? format.dateTime(d.workerLastBeat) : 'Not yet (no worker has run)'],
        ]}
      />
      <Title order={2} size="h3">
        Job queue
      </Title>
      {d.jobCounts.length === 0 ? <Text>No background jobs yet.</Text> : <Facts rows={d.jobCounts.map((c) => [c.state, String(c.count)])} />}
      <Title order={2} size="h3">
        Migrations
      </Title>
      <Facts rows={d.migrations.map((m) => [m.name, `applied ${format.dateTime(m.appliedAt)}`])} />
    </Stack>
  );
}

function Diagnostics() {
  const { data, error } = useGraphQLQuery(SystemDiagnosticsDocument, {});
  if (error) {
    return (
      <Alert color="red" variant="outline" title="Error loading diagnostics :(">
        {error.message}
      </Alert>
    );
  }
  return data ? <DiagnosticsTables d={data.systemDiagnostics} /> : <Loader aria-label="Loading diagnostics" />;
}

/** /backoffice/settings/about: what support asks first: version, database, migrations and the job queue's health. */
export default function AboutSettingsPage() {
  return (
    <Stack gap="md">
      <PageTitle>About and diagnostics</PageTitle>
      <RequirePermission permission="settings.edit">
        <Diagnostics />
      </RequirePermission>
    </Stack>
  );
}
