import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import {
  PasswordResetDocument,
  RegisterDocument,
  SendPasswordResetEmailDocument,
  TokenAuthDocument,
  UndoEmailChangeDocument,
} from './auth-forms.generated.js';

// The signed-out forms read nothing cached: a sign-in starts a session (complete-sign-in.ts), the others only answer.
const NOTHING_CACHED = { invalidates: [] };

export const useTokenAuth = () => useGraphQLMutation(TokenAuthDocument, NOTHING_CACHED);
export const useRegister = () => useGraphQLMutation(RegisterDocument, NOTHING_CACHED);
export const useSendPasswordResetEmail = () => useGraphQLMutation(SendPasswordResetEmailDocument, NOTHING_CACHED);
export const usePasswordReset = () => useGraphQLMutation(PasswordResetDocument, NOTHING_CACHED);
export const useUndoEmailChange = () => useGraphQLMutation(UndoEmailChangeDocument, NOTHING_CACHED);
