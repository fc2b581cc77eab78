import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { GraphQLDocument } from '../../lib/graphql-client.js';
import { operationKey } from '../../lib/use-graphql-query.js';
import { kioskRequest, kioskTokens } from './kiosk-client.js';

/** Whether this browser holds a kiosk pairing; turns false as soon as a refused request clears it. */
export function useKioskPaired(): boolean {
  return useSyncExternalStore(kioskTokens.subscribe, () => kioskTokens.hasSession());
}

/** useGraphQLQuery with the kiosk's session, cached apart from the portal's answers. */
export function useKioskQuery<TResult, TVariables>(document: GraphQLDocument<TResult, TVariables>, variables: TVariables) {
  return useQuery({
    queryKey: ['kiosk', ...operationKey(document), variables],
    queryFn: () => kioskRequest(document, ...([variables] as [TVariables])),
    retry: false,
  });
}
