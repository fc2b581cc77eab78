import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { apiClient } from './api/browser-client.js';

export { GraphQLRequestError } from './api/errors.js';

/** A document generated from a `.graphql` file: its text, typed with its result and variables. */
export type GraphQLDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

/** No argument for an operation without required variables, the variables otherwise. */
export type VariablesArgument<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/** Sends one operation to the club's endpoint with the session's token; resolves `data` or throws. */
export function graphqlRequest<TResult, TVariables>(
  document: GraphQLDocument<TResult, TVariables>,
  ...[variables]: VariablesArgument<TVariables>
): Promise<TResult> {
  return apiClient.graphql<TResult>(document.toString(), (variables ?? {}) as Record<string, unknown>);
}
