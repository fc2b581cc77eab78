import { toastDanger } from '../../lib/toast.js';
import { useGraphQLMutation, type StaleQueries } from '../../lib/use-graphql-mutation.js';
import { DismissKioskRefusalDocument } from './kiosk-refusals.generated.js';

/** Dismisses a refused check-in; the list it was on is read again even after a refusal (another desk may have dismissed it). */
export const useDismissKioskRefusal = (list: StaleQueries) =>
  useGraphQLMutation(DismissKioskRefusalDocument, {
    invalidates: list,
    invalidateAfter: 'settled',
    onError: (error) => toastDanger(`The refused check-in could not be dismissed: ${error.message}`),
  });
