import { useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, type GraphQLDocument, type VariablesArgument } from '../../lib/graphql-client.js';
import { operationKey } from '../../lib/operation-key.js';
import { toastSuccess } from '../../lib/toast.js';
import { ClubSettingsDocument } from './settings.generated.js';

/**
 * Saves one settings screen: sends its mutation (a VALIDATION_FAILED answer is thrown to the form, which shows the
 * messages under the fields), then reads the settings again and says so.
 */
export function useSaveSettings<TResult, TInput>(document: GraphQLDocument<TResult, { input: TInput }>) {
  const queryClient = useQueryClient();
  return async (input: TInput) => {
    await graphqlRequest(document, ...([{ input }] as VariablesArgument<{ input: TInput }>));
    await queryClient.invalidateQueries({ queryKey: operationKey(ClubSettingsDocument) });
    toastSuccess('Settings saved');
  };
}
