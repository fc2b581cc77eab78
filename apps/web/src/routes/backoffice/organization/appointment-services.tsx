import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { FilterSelect } from '../../../components/backoffice/filter-select.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { PageTitle } from '../../../components/page-title.js';
import { AppointmentCategories } from '../../../features/personal-training-staff/components/appointment-categories.js';
import { AppointmentServicesDocument, type AppointmentServiceRowFieldsFragment } from '../../../features/personal-training-staff/services.generated.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const COLUMNS: DataTableColumn<AppointmentServiceRowFieldsFragment>[] = [
  { key: 'name', header: 'Service', cell: (s) => s.name },
  { key: 'category', header: 'Category', cell: (s) => s.category.name },
  { key: 'duration', header: 'Duration', cell: (s) => `${s.durationMinutes} min` },
  { key: 'price', header: 'Price', cell: (s) => s.priceDisplay },
  { key: 'status', header: 'Status', cell: (s) => (s.archived ? <Badge color="gray">Archived</Badge> : <Badge color="green">Current</Badge>) },
];

const SHOWN = [{ value: 'archived', label: 'Archived' }];

/** /backoffice/organization/appointment-services: the personal-training services and their categories. */
function AppointmentServices() {
  const list = useListParams();
  const { user } = useCurrentUser();
  const archived = list.filter('show') === 'archived';
  const { data, isPending, error } = useGraphQLQuery(AppointmentServicesDocument, { ...list.window, archived });
  const mayEdit = user !== null && hasStaffPermission(user, 'organization.edit');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>Appointment services</PageTitle>
        {mayEdit && (
          <Button component={Link} to="/backoffice/organization/appointment-services/new">
            Add service
          </Button>
        )}
      </Group>
      <Group>
        <FilterSelect list={list} name="show" label="Show" allLabel="Current" options={SHOWN} />
      </Group>
      <DataTable
        label="appointment services"
        list={list}
        columns={COLUMNS}
        rows={data?.appointmentServices.edges.map((edge) => edge.node)}
        rowKey={(s) => s.id}
        rowHref={(s) => `/backoffice/organization/appointment-services/${encodeURIComponent(s.id)}`}
        loading={isPending}
        error={error}
        pageInfo={data?.appointmentServices.pageInfo}
        empty={<Text>{archived ? 'No archived services.' : 'No services yet. Add one so members can book personal training.'}</Text>}
      />
      <Title order={3} size="h4">
        Categories
      </Title>
      <AppointmentCategories editable={mayEdit} />
    </Stack>
  );
}

export default function AppointmentServicesPage() {
  return (
    <RequirePermission permission="organization.view">
      <AppointmentServices />
    </RequirePermission>
  );
}
