import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, MultiSelect, TextInput, Textarea } from '@mantine/core';
import { HOLIDAY_RULES } from '@kiai/shared';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useRecordWrite, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import {
  CreateOrganizationHolidayDocument,
  DeleteOrganizationHolidayDocument,
  OrganizationHolidayDetailDocument,
  OrganizationLocationOptionsDocument,
  UpdateOrganizationHolidayDocument,
} from '../../../features/organization/organization.generated.js';
import { HOLIDAYS } from '../../../features/organization/organization-kinds.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

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
  const save = useSaveRecord(HOLIDAYS, { create: CreateOrganizationHolidayDocument, update: UpdateOrganizationHolidayDocument });
  const { data } = useGraphQLQuery(OrganizationLocationOptionsDocument, {});
  const options = data?.organizationLocations.edges.map((e) => ({ value: e.node.id, label: e.node.name })) ?? [];
  const form = useRecordForm({
    initialValues: initial,
    rules: HOLIDAY_RULES,
    onSubmit: ({ locations, ...values }) => save(id, { ...values, organizationLocations: locations }),
  });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={HOLIDAYS.list} legend="Holiday">
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.inputProps('description')} />
      <TextInput type="date" label="First day" required {...form.inputProps('dateStart')} />
      <TextInput type="date" label="Last day" required {...form.inputProps('dateEnd')} />
      <MultiSelect label="Locations" required data={options} searchable {...form.inputProps('locations')} />
    </EditableRecordForm>
  );
}

/** /backoffice/organization/holidays/{id|new}: a holiday's dates and the locations it closes. */
export default function OrganizationHoliday() {
  const page = useRecordOfUrl(OrganizationHolidayDetailDocument, ({ node }) => (node?.__typename === 'OrganizationHolidayNode' ? node : null));
  // Nothing points at a holiday, so it is deleted rather than archived.
  const remove = useRecordWrite(DeleteOrganizationHolidayDocument);
  return (
    <RecordDetailPage
      kind={HOLIDAYS}
      page={page}
      actions={(holiday) => (
        <Button variant="default" onClick={() => remove({ input: { id: holiday.id } }, 'Holiday deleted', HOLIDAYS.list)}>
          Delete
        </Button>
      )}
      tabs={(holiday, canEdit) => [
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
      ]}
    />
  );
}
