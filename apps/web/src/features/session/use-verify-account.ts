import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { operationKey } from '../../lib/operation-key.js';
import { VerifyAccountDocument } from './auth-forms.generated.js';

/**
 * Verifies the account of a mail's link: true, false (a spent, unknown or expired token, or a failed request), or
 * null while asking. A token works once, so its answer is kept for the page load and never asked again (React's
 * strict mode, the back button); the cache's one request per key is the once.
 */
export function useVerifyAccount(token: string | undefined): boolean | null {
  const { data } = useQuery({
    queryKey: [...operationKey(VerifyAccountDocument), token],
    queryFn: () =>
      graphqlRequest(VerifyAccountDocument, { token: token ?? '' }).then(
        ({ verifyAccount }) => verifyAccount?.success ?? false,
        () => false,
      ),
    enabled: token !== undefined && token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return token ? (data ?? null) : false;
}
