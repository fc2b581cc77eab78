import { useNavigate } from 'react-router';
import { hasStaffPermission } from '../../features/session/staff-access.js';
import { useCurrentUser } from '../../features/session/use-current-user.js';
import type { GraphQLDocument } from '../../lib/graphql-client.js';
import { toastSuccess } from '../../lib/toast.js';
import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { shortName, type RecordKind } from './record-kind.js';

/** Whether the signed-in staff member may change records of this kind (others may only look). */
export function useCanEditRecords(kind: RecordKind): boolean {
  const { user } = useCurrentUser();
  return user !== null && hasStaffPermission(user, kind.editPermission);
}

/**
 * A write to a record, then: every cached list and record is read again (a record's name shows in other lists
 * and in the schedule), a confirmation, and on to the next page.
 */
export function useRecordWrite<TResult, TVariables>(document: GraphQLDocument<TResult, TVariables>) {
  const mutation = useGraphQLMutation(document, { invalidates: 'all' });
  const navigate = useNavigate();
  return async (variables: TVariables, message: string, next: string | ((result: TResult) => string)): Promise<TResult> => {
    const result = await mutation.mutateAsync(variables);
    toastSuccess(message);
    navigate(typeof next === 'string' ? next : next(result));
    return result;
  };
}

/**
 * A record form's save: creates or updates, says '<Short> added' or '<Short> saved', and goes back to the list
 * (a created record may go on to its own page instead: `afterCreate`).
 */
export function useSaveRecord<TCreated, TInput>(
  kind: RecordKind,
  documents: { create: GraphQLDocument<TCreated, { input: TInput }>; update: GraphQLDocument<unknown, { input: NoInfer<TInput> & { id: string } }> },
  afterCreate: (created: TCreated) => string = () => kind.list,
) {
  const create = useRecordWrite(documents.create);
  const update = useRecordWrite(documents.update);
  return async (id: string | null, input: TInput): Promise<void> => {
    if (id) await update({ input: { ...input, id } }, `${shortName(kind)} saved`, kind.list);
    else await create({ input }, `${shortName(kind)} added`, afterCreate);
  };
}

/** Archives a record or brings it back, says so, and goes back to the list. */
export function useArchiveRecord(kind: RecordKind, document: GraphQLDocument<unknown, { input: { id: string; archived: boolean } }>) {
  const write = useRecordWrite(document);
  return async (id: string, archived: boolean): Promise<void> => {
    await write({ input: { id, archived } }, `${shortName(kind)} ${archived ? 'archived' : 'restored'}`, kind.list);
  };
}
