import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack, Text } from '@mantine/core';
import { STAFF_ROLES, type StaffRole } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useSetAccountStaffRoles } from '../use-account-writes.js';
import type { BackofficeAccountFieldsFragment } from '../accounts.generated.js';

const ROLE_LABELS: Record<StaffRole, string> = { ADMIN: 'Admin', MANAGER: 'Manager', FRONT_DESK: 'Front desk', INSTRUCTOR: 'Instructor', FINANCE: 'Finance' };

/** The account's staff roles (accounts.roles.edit): with none it is a member. */
export function AccountRolesTab({ account }: { account: BackofficeAccountFieldsFragment }) {
  const setRoles = useSetAccountStaffRoles();
  const form = useRecordForm({
    initialValues: { roles: account.staffRoles as StaffRole[] },
    onSubmit: async ({ roles }) => {
      await setRoles.mutateAsync({ input: { account: account.id, roles } });
      toastSuccess('Roles saved');
    },
  });
  return (
    <RecordForm form={form} submitLabel="Save roles">
      <Checkbox.Group label="Staff roles" value={form.values.roles} onChange={(roles) => form.setValue('roles', roles as StaffRole[])} error={form.errors.roles}>
        <Stack gap="xs" mt="xs">
          {STAFF_ROLES.map((role) => (
            <Checkbox key={role} value={role} label={ROLE_LABELS[role]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Text size="sm" c="dimmed">
        Without a role the account is a member. A role applies from the account's next request.
      </Text>
    </RecordForm>
  );
}
