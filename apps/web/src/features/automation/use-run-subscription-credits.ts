import { toastDanger } from '../../lib/toast.js';
import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { RunSubscriptionCreditsDocument } from './monthly-credits.generated.js';

/** Queues the month's credits run; nothing on screen reads what it grants until the job has run. */
export const useRunSubscriptionCredits = () =>
  useGraphQLMutation(RunSubscriptionCreditsDocument, {
    invalidates: [],
    onError: (error) => toastDanger(`The credits could not be started: ${error.message}`),
  });
