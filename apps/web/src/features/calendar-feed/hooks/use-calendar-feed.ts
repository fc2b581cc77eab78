import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { operationKey } from '../../../lib/operation-key.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { CalendarFeedDocument, ResetCalendarFeedDocument } from '../calendar-feed.generated.js';

/**
 * The private feed URL, asked for only when the person wants to see it (the first ask makes the feed), and
 * a reset behind a confirmation that puts the new URL in the cache.
 */
export function useCalendarFeed() {
  const [shown, setShown] = useState(false);
  const queryClient = useQueryClient();
  const { data, isPending, error } = useGraphQLQuery(CalendarFeedDocument, shown ? {} : null);
  const reset = useMutation({
    mutationFn: () => graphqlRequest(ResetCalendarFeedDocument, {}),
    onSuccess: ({ resetCalendarFeed }) => queryClient.setQueryData([...operationKey(CalendarFeedDocument), {}], { calendarFeed: resetCalendarFeed }),
  });

  function confirmReset(): void {
    modals.openConfirmModal({
      title: 'Reset your calendar link?',
      children: 'The current link stops working at once. Calendar apps subscribed to it need the new link.',
      labels: { confirm: 'Reset link', cancel: 'Go back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => reset.mutate(),
    });
  }

  return {
    show: () => setShown(true),
    shown,
    url: data?.calendarFeed.url ?? null,
    loading: shown && isPending,
    error: error ?? reset.error,
    resetting: reset.isPending,
    confirmReset,
  };
}
