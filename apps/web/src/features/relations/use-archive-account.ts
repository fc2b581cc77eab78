import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { toastDanger, toastSuccess } from '../../lib/toast.js';
import { useRefreshAccount } from './use-account-writes.js';
import { ArchiveAccountDocument } from './accounts.generated.js';

/** Archives an account after a confirmation (it can no longer sign in and is signed out), or brings it back. */
export function useArchiveAccount(accountId: string) {
  const refresh = useRefreshAccount();
  const mutation = useMutation({
    mutationFn: (archived: boolean) => graphqlRequest(ArchiveAccountDocument, { input: { id: accountId, archived } }),
    onSuccess: ({ archiveAccount }) => toastSuccess(archiveAccount.account.archived ? 'Account archived' : 'Account restored'),
    onError: (error) => toastDanger(error.message),
    onSettled: refresh,
  });
  const confirmArchive = () =>
    modals.openConfirmModal({
      title: 'Archive this account?',
      children: 'An archived account cannot sign in, and its open sessions end now. You can restore it later.',
      labels: { confirm: 'Archive', cancel: 'Go back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => mutation.mutate(true),
    });
  return { confirmArchive, restore: () => mutation.mutate(false), pending: mutation.isPending };
}
