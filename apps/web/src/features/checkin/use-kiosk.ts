import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { GraphQLDocument } from '../../lib/graphql-client.js';
import { operationKey } from '../../lib/operation-key.js';
import { kioskRequest, kioskTokens } from './kiosk-client.js';
import { storeAnswer, storedAnswer } from './offline/stored-answers.js';

/** Whether this browser holds a kiosk pairing; turns false as soon as a refused request clears it. */
export function useKioskPaired(): boolean {
  return useSyncExternalStore(kioskTokens.subscribe, () => kioskTokens.hasSession());
}

/**
 * useGraphQLQuery with the kiosk's session, cached apart from the portal's answers. Today's answers are kept
 * on the tablet: a page opened offline shows the last one (and fetches again when it can), and a failed fetch
 * with an answer on screen keeps the answer instead of an error.
 */
export function useKioskQuery<TResult, TVariables>(document: GraphQLDocument<TResult, TVariables>, variables: TVariables) {
  const queryKey = ['kiosk', ...operationKey(document), variables];
  const result = useQuery({
    queryKey,
    queryFn: async () => {
      const data = await kioskRequest(document, ...([variables] as [TVariables]));
      storeAnswer(queryKey, data);
      return data;
    },
    initialData: () => storedAnswer<TResult>(queryKey)?.data,
    initialDataUpdatedAt: () => storedAnswer<TResult>(queryKey)?.at,
    retry: false,
  });
  return result.data === undefined ? result : { ...result, error: null };
}
