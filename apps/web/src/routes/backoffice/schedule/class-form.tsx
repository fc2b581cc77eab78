// The portal's bundle carries only the CSS of the components it uses (main.tsx); this page adds its own.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Skeleton, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { SCHEDULE_ITEM_FIELD_RULES, subscriptionGroupsError, type FieldRule } from '@kiai/shared';
import { useNavigate, useParams } from 'react-router';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { PageTitle } from '../../../components/page-title.js';
import {
  BackofficeScheduleFiltersDocument,
  BackofficeScheduleItemDocument,
  BackofficeScheduleItemFormOptionsDocument,
  type BackofficeScheduleFiltersQuery,
  type BackofficeScheduleItemFieldsFragment,
  type BackofficeScheduleItemQuery,
  type BackofficeScheduleItemFormOptionsQuery,
} from '../../../features/backoffice/schedule/classes.generated.js';
import { INSTRUCTOR_ROLE_OPTIONS } from '../../../features/backoffice/schedule/instructor-roles.js';
import {
  formValuesOf,
  NEW_CLASS_VALUES,
  scheduleItemInputOf,
  subscriptionGroupsInputOf,
  type ScheduleItemFormValues,
  type SubscriptionGroupRules,
} from '../../../features/backoffice/schedule/schedule-item-form-values.js';
import { SubscriptionGroupsTable } from '../../../features/backoffice/schedule/subscription-groups-table.js';
import { useArchiveScheduleItem, useCreateScheduleItem, useUpdateScheduleItem } from '../../../features/backoffice/schedule/use-schedule-writes.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const FREQUENCIES = [
  { value: 'SPECIFIC', label: 'One date' },
  { value: 'WEEKLY', label: 'Every week' },
  { value: 'LAST_WEEKDAY_OF_MONTH', label: 'Last weekday of the month' },
];

const LIST = '/backoffice/schedule/classes';

interface Choices {
  filters: BackofficeScheduleFiltersQuery;
  options: BackofficeScheduleItemFormOptionsQuery;
}

const none = (label: string) => ({ value: '', label });

// The settings rule of spec section 5 for subscriptions is shown under the groups before the form is sent.
const subscriptionGroupsRule: FieldRule = (rules) => subscriptionGroupsError(subscriptionGroupsInputOf(rules as SubscriptionGroupRules).map((g) => ({ ...g, groupId: g.organizationSubscriptionGroup })));
const CLASS_FORM_RULES = { ...SCHEDULE_ITEM_FIELD_RULES, subscriptionGroups: [subscriptionGroupsRule] };

function ClassForm({ id, initialValues, archived, choices }: { id: string | null; initialValues: ScheduleItemFormValues; archived: boolean; choices: Choices }) {
  const navigate = useNavigate();
  const create = useCreateScheduleItem();
  const update = useUpdateScheduleItem();
  const archiveItem = useArchiveScheduleItem();
  const form = useRecordForm({
    initialValues,
    rules: CLASS_FORM_RULES,
    onSubmit: async (values) => {
      const input = scheduleItemInputOf(values);
      if (id) await update.mutateAsync({ input: { ...input, id } });
      else await create.mutateAsync({ input });
      toastSuccess('Class saved');
      navigate(`${LIST}?week=${values.dateStart}`);
    },
  });
  const { values, setValue } = form;
  const rooms = choices.options.scheduleItemFormOptions.organizationLocationRooms.map((r) => ({ value: r.id, label: `${r.organizationLocation.name}: ${r.name}` }));
  const instructors = choices.filters.instructors.edges.map(({ node }) => ({ value: node.id, label: node.fullName }));
  const passes = choices.options.organizationClasspasses.edges.map(({ node }) => ({ value: node.id, label: `${node.name} (${node.priceDisplay})` }));
  const groups = choices.options.scheduleItemFormOptions.organizationClasspassGroups;
  const subscriptionGroups = choices.options.scheduleItemFormOptions.organizationSubscriptionGroups;
  const rule = (groupId: string) => values.classpassGroups[groupId] ?? { attend: false, shopBook: false };
  const setRule = (groupId: string, change: Partial<{ attend: boolean; shopBook: boolean }>) =>
    setValue('classpassGroups', { ...values.classpassGroups, [groupId]: { ...rule(groupId), ...change } });

  const archive = () =>
    modals.openConfirmModal({
      title: 'Archive this class?',
      children: 'It leaves the timetable for good; its past bookings stay.',
      labels: { confirm: 'Archive', cancel: 'Go back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: async () => {
        try {
          await archiveItem.mutateAsync({ id: id! });
          toastSuccess('Class archived');
          navigate(LIST);
        } catch (error) {
          toastDanger((error as Error).message);
        }
      },
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle>{id ? 'Edit class' : 'Add class'}</PageTitle>
        {id && !archived && (
          <Button color="red" variant="outline" onClick={archive}>
            Archive
          </Button>
        )}
      </Group>
      {archived && (
        <Alert color="gray" title="Archived">
          This class is archived: it no longer runs and cannot be changed.
        </Alert>
      )}
      <RecordForm form={form} submitLabel="Save" cancelTo={LIST}>
        <Title order={2} size="h4">
          When
        </Title>
        <Select label="Frequency" data={FREQUENCIES} allowDeselect={false} {...form.inputProps('frequencyType')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label={values.frequencyType === 'SPECIFIC' ? 'Date' : 'Start date'} required {...form.inputProps('dateStart')} />
          {values.frequencyType !== 'SPECIFIC' && <TextInput type="date" label="End date" description="Empty: no end" {...form.inputProps('dateEnd')} />}
          <TextInput type="time" label="Start time" required {...form.inputProps('timeStart')} />
          <TextInput type="time" label="End time" required {...form.inputProps('timeEnd')} />
        </SimpleGrid>
        <Title order={2} size="h4">
          Where and what
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Room" data={rooms} required searchable {...form.inputProps('organizationLocationRoom')} />
          <Select label="Class type" data={choices.filters.organizationClasstypes.edges.map(({ node }) => ({ value: node.id, label: node.name }))} required searchable {...form.inputProps('organizationClasstype')} />
          <Select label="Level" data={[none('No level'), ...choices.filters.organizationLevels.edges.map(({ node }) => ({ value: node.id, label: node.name }))]} {...form.inputProps('organizationLevel')} />
        </SimpleGrid>
        <Title order={2} size="h4">
          Instructors
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Instructor" data={[none('No instructor'), ...instructors]} searchable {...form.inputProps('account')} />
          <Select label="Role" data={INSTRUCTOR_ROLE_OPTIONS} {...form.inputProps('role')} />
          <Select label="Second instructor" data={[none('No second instructor'), ...instructors]} searchable {...form.inputProps('account2')} />
          <Select label="Role of the second instructor" data={INSTRUCTOR_ROLE_OPTIONS} {...form.inputProps('role2')} />
        </SimpleGrid>
        <Title order={2} size="h4">
          Spaces
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Spaces" inputMode="numeric" required {...form.inputProps('spaces')} />
          <TextInput label="Walk-in spaces" description="Kept for the desk, not bookable online" inputMode="numeric" {...form.inputProps('walkInSpaces')} />
        </SimpleGrid>
        <Checkbox label="Show on the public schedule" {...form.checkboxProps('displayPublic')} />
        <Checkbox label="Send an info mail to members who book" {...form.checkboxProps('infoMailEnabled')} />
        {values.infoMailEnabled && <Textarea label="Info mail text" autosize minRows={3} {...form.inputProps('infoMailContent')} />}
        <Title order={2} size="h4">
          Class passes and prices
        </Title>
        {groups.length === 0 ? (
          <Text c="dimmed">No class pass groups yet.</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pass group</Table.Th>
                <Table.Th>Attend</Table.Th>
                <Table.Th>Book online</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((group) => (
                <Table.Tr key={group.id}>
                  <Table.Td>{group.name}</Table.Td>
                  <Table.Td>
                    <Checkbox aria-label={`${group.name}: attend`} checked={rule(group.id).attend} onChange={(e) => setRule(group.id, { attend: e.currentTarget.checked })} />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox aria-label={`${group.name}: book online`} checked={rule(group.id).shopBook} onChange={(e) => setRule(group.id, { shopBook: e.currentTarget.checked })} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {form.errors.classpassGroups && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {form.errors.classpassGroups}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Drop-in price" data={[none('No drop-in'), ...passes]} searchable {...form.inputProps('organizationClasspassDropin')} />
          <Select label="Trial price" data={[none('No trial'), ...passes]} searchable {...form.inputProps('organizationClasspassTrial')} />
        </SimpleGrid>
        <Title order={2} size="h4">
          Subscriptions
        </Title>
        <SubscriptionGroupsTable groups={subscriptionGroups} rules={values.subscriptionGroups} onChange={(rules) => setValue('subscriptionGroups', rules)} error={form.errors.subscriptionGroups} />
      </RecordForm>
    </Stack>
  );
}

// `node` answers any type; only a class has a frequency.
function isScheduleItem(node: BackofficeScheduleItemQuery['node'] | undefined): node is BackofficeScheduleItemFieldsFragment {
  return node !== null && node !== undefined && 'frequencyType' in node;
}

/** /backoffice/schedule/classes/new and /backoffice/schedule/classes/{id}: a class's form, with archive. */
function ClassFormPage() {
  const { scheduleItemId } = useParams();
  const id = scheduleItemId && scheduleItemId !== 'new' ? scheduleItemId : null;
  const filters = useGraphQLQuery(BackofficeScheduleFiltersDocument, {});
  const options = useGraphQLQuery(BackofficeScheduleItemFormOptionsDocument, {});
  const item = useGraphQLQuery(BackofficeScheduleItemDocument, id ? { id } : null);
  const error = filters.error ?? options.error ?? item.error;
  if (error) {
    return (
      <Alert color="red" title="Error loading class :(">
        {error.message}
      </Alert>
    );
  }
  if (!filters.data || !options.data || (id && !item.data)) return <Skeleton height={400} aria-label="Loading class" />;
  const saved = isScheduleItem(item.data?.node) ? item.data.node : null;
  if (id && !saved) return <PageTitle>Class not found</PageTitle>;
  return (
    <ClassForm
      key={id ?? 'new'}
      id={id}
      archived={saved?.archived ?? false}
      initialValues={saved ? formValuesOf(saved) : NEW_CLASS_VALUES}
      choices={{ filters: filters.data, options: options.data }}
    />
  );
}

export default function ScheduleClassFormPage() {
  return (
    <RequirePermission permission="schedule.classes.edit">
      <ClassFormPage />
    </RequirePermission>
  );
}
