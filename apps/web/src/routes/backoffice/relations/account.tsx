import { Badge, Button, Group, Text } from '@mantine/core';
import type { Permission } from '@kiai/shared';
import { useParams } from 'react-router';
import { DetailLayout, type DetailTab } from '../../../components/backoffice/detail-layout.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { BackofficeAccountDocument, type BackofficeAccountFieldsFragment } from '../../../features/relations/accounts.generated.js';
import { AccountBankTab } from '../../../features/direct-debit/components/account-bank-tab.js';
import { AccountMembershipsTab } from '../../../features/memberships/components/account-memberships-tab.js';
import { AccountAppointmentsTab } from '../../../features/relations/components/account-appointments-tab.js';
import { AccountClassesTab } from '../../../features/relations/components/account-classes-tab.js';
import { AccountClasspassesTab } from '../../../features/relations/components/account-classpasses-tab.js';
import { AccountFinanceTab } from '../../../features/relations/components/account-finance-tab.js';
import { AccountNotesTab } from '../../../features/relations/components/account-notes-tab.js';
import { AccountProfileForm, AccountProfileView } from '../../../features/relations/components/account-profile-tab.js';
import { AccountRolesTab } from '../../../features/relations/components/account-roles-tab.js';
import { AccountSubscriptionsTab } from '../../../features/subscriptions/components/account-subscriptions-tab.js';
import { useArchiveAccount } from '../../../features/relations/use-archive-account.js';
import { canChangeSignInOf, hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

/** The tabs the staff member's permissions allow, in the order staff work through an account. */
function tabsFor(account: BackofficeAccountFieldsFragment, may: (p: Permission) => boolean): DetailTab[] {
  const tabs: (DetailTab | false)[] = [
    { value: 'profile', label: 'Profile', content: may('accounts.edit') ? <AccountProfileForm key={account.id} account={account} /> : <AccountProfileView account={account} /> },
    may('accounts.classpasses.view') && {
      value: 'classpasses',
      label: 'Class passes',
      content: <AccountClasspassesTab accountId={account.id} mayChange={may('accounts.classpasses.grant')} />,
    },
    may('accounts.subscriptions.view') && {
      value: 'subscriptions',
      label: 'Subscriptions',
      content: <AccountSubscriptionsTab
          accountId={account.id}
          mayChange={may('accounts.subscriptions.edit')}
          mayViewCards={may('finance.invoices.read')}
          mayRetireCards={may('finance.payments.edit')}
        />,
    },
    may('accounts.memberships.view') && {
      value: 'memberships',
      label: 'Memberships',
      content: <AccountMembershipsTab accountId={account.id} maySell={may('accounts.memberships.sell')} />,
    },
    may('schedule.attendance.view') && { value: 'classes', label: 'Classes', content: <AccountClassesTab accountId={account.id} /> },
    may('appointments.view') && {
      value: 'appointments',
      label: 'Appointments',
      content: <AccountAppointmentsTab accountId={account.id} mayCancel={may('appointments.edit')} />,
    },
    (may('finance.orders.view') || may('finance.invoices.read')) && {
      value: 'finance',
      label: 'Orders and invoices',
      content: <AccountFinanceTab accountId={account.id} orders={may('finance.orders.view')} invoices={may('finance.invoices.read')} />,
    },
    may('finance.mandates.view') && {
      value: 'bank',
      label: 'Bank account',
      content: <AccountBankTab accountId={account.id} mayEdit={may('finance.mandates.edit')} seesCollections={may('finance.batches.view')} />,
    },
    { value: 'notes', label: 'Notes', content: <AccountNotesTab accountId={account.id} mayAdd={may('accounts.edit')} /> },
    may('accounts.roles.edit') && { value: 'roles', label: 'Roles', content: <AccountRolesTab key={account.staffRoles.join()} account={account} /> },
  ];
  return tabs.filter((tab): tab is DetailTab => tab !== false);
}

/**
 * /backoffice/relations/accounts/{id}: one account's file in tabs, and archiving it (a staff account only for those
 * holding every right it holds, as the server decides).
 */
function Account() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(BackofficeAccountDocument, { id });
  const { confirmArchive, restore, pending } = useArchiveAccount(id);
  const account = data?.node?.__typename === 'AccountNode' ? data.node : null;
  const may = (permission: Permission) => user !== null && hasStaffPermission(user, permission);
  const notFound = !isPending && !error && !account ? new Error('This account could not be found.') : null;
  return (
    <DetailLayout
      title={account ? account.fullName || account.email || 'Account' : 'Account'}
      back={{ to: '/backoffice/relations/accounts', label: 'Accounts' }}
      label="account"
      loading={isPending}
      error={error ?? notFound}
      summary={
        account && (
          <Group gap="sm">
            {account.archived && (
              <Badge color="gray.8" variant="outline">
                Archived
              </Badge>
            )}
            <Text size="sm">{account.email}</Text>
            {account.keyNumber && <Text size="sm">Key number {account.keyNumber}</Text>}
          </Group>
        )
      }
      actions={
        account &&
        may('accounts.edit') &&
        user !== null &&
        canChangeSignInOf(user, account.staffRoles) &&
        (account.archived ? (
          <Button variant="default" loading={pending} onClick={restore}>
            Restore
          </Button>
        ) : (
          account.accountId !== user?.accountId && (
            <Button color="red.8" variant="outline" loading={pending} onClick={confirmArchive}>
              Archive
            </Button>
          )
        ))
      }
      tabs={account ? tabsFor(account, may) : []}
    />
  );
}

export default function AccountPage() {
  return (
    <RequirePermission permission="accounts.view">
      <Account />
    </RequirePermission>
  );
}
