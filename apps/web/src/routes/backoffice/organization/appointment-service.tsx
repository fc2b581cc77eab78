import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Alert, Anchor, Checkbox, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { APPOINTMENT_SERVICE_RULES, type AppointmentServiceFormValues } from '@kiai/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { PageTitle } from '../../../components/page-title.js';
import {
  AppointmentServiceDocument,
  AppointmentServiceFormOptionsDocument,
  type AppointmentServiceFormOptionsQuery,
  type AppointmentServiceQuery,
} from '../../../features/personal-training-staff/services.generated.js';
import { useCreateAppointmentService, useUpdateAppointmentService } from '../../../features/personal-training-staff/use-appointment-service-writes.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const LIST = '/backoffice/organization/appointment-services';

interface ServiceValues extends AppointmentServiceFormValues {
  organizationClasspasses: string[];
  trainers: string[];
  soldPerSession: boolean;
  archived: boolean;
}

const EMPTY: ServiceValues = {
  category: '',
  name: '',
  description: '',
  durationMinutes: '60',
  price: '',
  bufferBeforeMinutes: '0',
  bufferAfterMinutes: '0',
  organizationClasspasses: [],
  trainers: [],
  soldPerSession: false,
  archived: false,
};

function valuesOf(service: NonNullable<AppointmentServiceQuery['appointmentService']>): ServiceValues {
  return {
    category: service.category.id,
    name: service.name,
    description: service.description,
    durationMinutes: String(service.durationMinutes),
    price: service.price,
    bufferBeforeMinutes: String(service.bufferBeforeMinutes),
    bufferAfterMinutes: String(service.bufferAfterMinutes),
    organizationClasspasses: service.organizationClasspasses.map((p) => p.id),
    trainers: service.trainers.map((t) => t.id),
    soldPerSession: service.soldPerSession,
    archived: service.archived,
  };
}

const optionsOf = (edges: { node: { id: string; name?: string; fullName?: string } }[]) => edges.map(({ node }) => ({ value: node.id, label: node.name ?? node.fullName ?? '' }));

function ServiceForm({ id, initialValues, options }: { id: string | null; initialValues: ServiceValues; options: AppointmentServiceFormOptionsQuery }) {
  const navigate = useNavigate();
  const create = useCreateAppointmentService();
  const update = useUpdateAppointmentService();
  const form = useRecordForm<ServiceValues>({
    initialValues,
    rules: APPOINTMENT_SERVICE_RULES,
    onSubmit: async (values) => {
      const fields = {
        category: values.category,
        name: values.name,
        description: values.description,
        durationMinutes: Number(values.durationMinutes),
        price: values.price.trim(),
        bufferBeforeMinutes: Number(values.bufferBeforeMinutes || 0),
        bufferAfterMinutes: Number(values.bufferAfterMinutes || 0),
        organizationClasspasses: values.organizationClasspasses,
        trainers: values.trainers,
        soldPerSession: values.soldPerSession,
      };
      if (id) await update.mutateAsync({ input: { id, ...fields, archived: values.archived } });
      else await create.mutateAsync({ input: fields });
      toastSuccess(id ? 'Service saved' : 'Service added');
      await navigate(LIST);
    },
  });
  return (
    <RecordForm form={form} submitLabel={id ? 'Save' : 'Add service'} cancelTo={LIST}>
      <Select label="Category" data={optionsOf(options.appointmentCategories.edges)} required {...form.inputProps('category')} />
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.inputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Duration (minutes)" inputMode="numeric" required {...form.inputProps('durationMinutes')} />
        <TextInput label="Price" inputMode="decimal" required {...form.inputProps('price')} />
        <TextInput label="Buffer before (minutes)" inputMode="numeric" {...form.inputProps('bufferBeforeMinutes')} />
        <TextInput label="Buffer after (minutes)" inputMode="numeric" {...form.inputProps('bufferAfterMinutes')} />
      </SimpleGrid>
      <Checkbox label="Sold per session: members without a pass may pay the price for one session" {...form.checkboxProps('soldPerSession')} />
      <MultiSelect label="Passes that pay for it" data={optionsOf(options.organizationClasspasses.edges)} searchable {...form.inputProps('organizationClasspasses')} />
      <MultiSelect label="Trainers who give it" data={optionsOf(options.appointmentTrainers.edges)} searchable {...form.inputProps('trainers')} />
      {id && <Checkbox label="Archived: members cannot book it" {...form.checkboxProps('archived')} />}
    </RecordForm>
  );
}

/** /backoffice/organization/appointment-services/new and /{id}: a service's fields, passes and trainers. */
function AppointmentService() {
  const { id: param = '' } = useParams();
  const id = param === 'new' ? null : param;
  const options = useGraphQLQuery(AppointmentServiceFormOptionsDocument, {});
  const service = useGraphQLQuery(AppointmentServiceDocument, id === null ? null : { id });
  const loaded = options.data && (id === null || service.data);
  const error = options.error ?? (id === null ? null : service.error);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={LIST}>
        ← Appointment services
      </Anchor>
      <PageTitle>{id === null ? 'Add service' : (service.data?.appointmentService.name ?? 'Service')}</PageTitle>
      {error ? (
        <Alert color="red" variant="outline" title="Error loading service :(">
          {error.message}
        </Alert>
      ) : !loaded ? (
        <Text>Loading Data...</Text>
      ) : (
        <ServiceForm id={id} initialValues={service.data ? valuesOf(service.data.appointmentService) : EMPTY} options={options.data} />
      )}
    </Stack>
  );
}

export default function AppointmentServicePage() {
  return (
    <RequirePermission permission="organization.edit">
      <AppointmentService />
    </RequirePermission>
  );
}
