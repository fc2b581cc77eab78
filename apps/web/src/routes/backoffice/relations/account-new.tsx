import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { PageTitle } from '../../../components/page-title.js';
import { accountInputOf, ACCOUNT_RULES, EMPTY_ACCOUNT } from '../../../features/relations/account-values.js';
import { AccountProfileFields } from '../../../features/relations/components/account-profile-fields.js';
import { useCreateAccount } from '../../../features/relations/use-account-writes.js';
import { toastSuccess } from '../../../lib/toast.js';

/** /backoffice/relations/accounts/new: staff add a member (no password; optionally mailed a link to choose one). */
function NewAccount() {
  const navigate = useNavigate();
  const create = useCreateAccount();
  const [sendInvitation, setSendInvitation] = useState(false);
  const form = useRecordForm({
    initialValues: EMPTY_ACCOUNT,
    rules: ACCOUNT_RULES,
    onSubmit: async (values) => {
      const { createAccount } = await create.mutateAsync({ input: { ...accountInputOf(values), sendInvitation } });
      toastSuccess('Account added');
      navigate(`/backoffice/relations/accounts/${encodeURIComponent(createAccount.account.id)}`);
    },
  });
  return (
    <Stack gap="md">
      <PageTitle>Add account</PageTitle>
      <RecordForm form={form} submitLabel="Add account" cancelTo="/backoffice/relations/accounts">
        <AccountProfileFields form={form} />
        <Checkbox label="Mail an invitation to choose a password" checked={sendInvitation} onChange={(event) => setSendInvitation(event.currentTarget.checked)} />
      </RecordForm>
    </Stack>
  );
}

export default function NewAccountPage() {
  return (
    <RequirePermission permission="accounts.edit">
      <NewAccount />
    </RequirePermission>
  );
}
