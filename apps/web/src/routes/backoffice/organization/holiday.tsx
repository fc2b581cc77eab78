import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, MultiSelect, TextInput, Textarea } from '@mantine/core';
import { HOLIDAY_RULES } from '@kiai/shared';
import { useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import {
  CreateOrganizationHolidayDocument,
  DeleteOrganizationHolidayDocument,
  OrganizationHolidayDetailDocument,
  OrganizationLocationOptionsDocument,
  UpdateOrganizationHolidayDocument,
} from '../../../features/organization/organization.generated.js';
import { SetupForm } from '../../../features/organization/setup-form.js';
import { useAfterOrganizationChange, useCanEditOrganization } from '../../../features/organization/use-organization-edit.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const LIST = '/backoffice/organization/holidays';

interface HolidayValues {
  name: string;
  description: string;
  dateStart: string;
  dateEnd: string;
  locations: string[];
}

const EMPTY: HolidayValues = { name: '', description: '', dateStart: '', dateEnd: '', locations: [] };

// The end date before the start date is the server's to refuse: its message shows under 'Last day'.

function HolidayForm({ id, initial, canEdit }: { id: string | null; initial: HolidayValues; canEdit: boolean }) {
  const after = useAfterOrganizationChange();
  const { data } = useGraphQLQuery(OrganizationLocationOptionsDocument, {});
  const options = data?.organizationLocations.edges.map((e) => ({ value: e.node.id, label: e.node.name })) ?? [];
  const form = useRecordForm({
    initialValues: initial,
    rules: HOLIDAY_RULES,
    onSubmit: async ({ locations, ...values }) => {
      const input = { ...values, organizationLocations: locations };
      if (id) await graphqlRequest(UpdateOrganizationHolidayDocument, { input: { id, ...input } });
      else await graphqlRequest(CreateOrganizationHolidayDocument, { input });
      await after(id ? 'Holiday saved' : 'Holiday added', LIST);
    },
  });
  return (
    <SetupForm form={form} canEdit={canEdit} cancelTo={LIST} legend="Holiday">
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.inputProps('description')} />
      <TextInput type="date" label="First day" required {...form.inputProps('dateStart')} />
      <TextInput type="date" label="Last day" required {...form.inputProps('dateEnd')} />
      <MultiSelect label="Locations" required data={options} searchable {...form.inputProps('locations')} />
    </SetupForm>
  );
}

/** /backoffice/organization/holidays/{id|new}: a holiday's dates and the locations it closes. */
export default function OrganizationHoliday() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const canEdit = useCanEditOrganization();
  const after = useAfterOrganizationChange();
  const { data, isPending, error } = useGraphQLQuery(OrganizationHolidayDetailDocument, isNew ? null : { id });
  const holiday = data?.node?.__typename === 'OrganizationHolidayNode' ? data.node : null;
  return (
    <DetailLayout
      title={isNew ? 'New holiday' : (holiday?.name ?? 'Holiday')}
      back={{ to: LIST, label: 'Holidays' }}
      label="holiday"
      loading={!isNew && isPending}
      error={error}
      actions={
        canEdit &&
        holiday && (
          <Button
            variant="default"
            onClick={async () => {
              await graphqlRequest(DeleteOrganizationHolidayDocument, { input: { id: holiday.id } });
              await after('Holiday deleted', LIST);
            }}
          >
            Delete
          </Button>
        )
      }
      tabs={
        isNew || holiday
          ? [
              {
                value: 'details',
                label: 'Details',
                content: (
                  <HolidayForm
                    id={holiday?.id ?? null}
                    initial={
                      holiday
                        ? { name: holiday.name, description: holiday.description, dateStart: holiday.dateStart, dateEnd: holiday.dateEnd, locations: holiday.organizationLocations.map((l) => l.id) }
                        : EMPTY
                    }
                    canEdit={canEdit}
                  />
                ),
              },
            ]
          : []
      }
    />
  );
}
