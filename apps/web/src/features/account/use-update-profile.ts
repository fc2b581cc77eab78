import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { refreshSession } from '../session/session-store.js';
import { UpdateAccountDocument } from './account.generated.js';

/** Saves the signed-in person's own profile; the session's user (the name in the top bar) is read again, unawaited. */
export const useUpdateProfile = () => useGraphQLMutation(UpdateAccountDocument, { invalidates: [], onSuccess: () => void refreshSession() });
