import { GraphQLError } from 'graphql';
import type { ExecutionResult, FormattedExecutionResult } from 'graphql';
import { isAppError } from '../platform/errors.js';
import type { Logger } from '../platform/logger.js';
import { withoutSuggestions } from './hardening-rules.js';
import { ScalarRefusal } from './string-scalar.js';

interface FormattedError {
  message: string;
  locations?: { line: number; column: number }[] | undefined;
  path?: (string | number)[] | undefined;
  extensions: { code: string; [key: string]: unknown };
}

/** Turns one error into what a client may see: AppErrors keep message and code; anything unexpected is masked. */
export function formatGraphQLError(error: GraphQLError, log: Logger, production = false): FormattedError[] {
  const original = error.originalError as (Error & { errors?: unknown[]; code?: string }) | undefined;
  const base = { locations: error.locations ? [...error.locations] : undefined, path: error.path ? [...error.path] : undefined };
  if (original && isAppError(original)) {
    return [{ ...base, message: original.message, extensions: { code: original.code, ...(original.details ?? {}) } }];
  }
  // Mercurius wraps validation and parse errors (MER_ERR_GQL_VALIDATION) with the real ones inside.
  if (original?.errors && Array.isArray(original.errors)) {
    return original.errors.flatMap((e) =>
      e instanceof GraphQLError ? formatGraphQLError(e, log, production) : [{ message: String((e as Error).message), extensions: { code: 'BAD_REQUEST' } }],
    );
  }
  if (!original || original instanceof GraphQLError) {
    // Parse, validation and variable-coercion errors are about the request itself: safe to show. A scalar's
    // refusal keeps its own code (VALIDATION_FAILED for a date that does not exist), which GraphQL hands on.
    const code = error.extensions.code === 'VALIDATION_FAILED' ? 'VALIDATION_FAILED' : 'BAD_REQUEST';
    return [{ ...base, message: production ? withoutSuggestions(error.message) : error.message, extensions: { code } }];
  }
  if (original instanceof ScalarRefusal) {
    // The compiled query (graphql-jit) names the variable and the type but drops the scalar's reason.
    const message = error.message.includes(original.message) ? error.message : `${error.message} ${original.message}`;
    return [{ ...base, message, extensions: { code: 'VALIDATION_FAILED' } }];
  }
  log.error({ err: original, path: error.path }, 'unexpected error in GraphQL resolver');
  return [{ ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }];
}

export function formatExecutionErrors(
  execution: ExecutionResult & { statusCode?: number },
  log: Logger,
  production = false,
): { statusCode: number; response: FormattedExecutionResult } {
  const errors = (execution.errors ?? []).flatMap((e) => formatGraphQLError(e, log, production));
  // Per GraphQL over HTTP: a request that could not run at all is a 400, anything that ran is a 200. A compiled
  // query (graphql-jit) that refused its variables answers without data: it never ran.
  const statusCode = execution.data ? 200 : (execution.statusCode ?? ('data' in execution ? 200 : 400));
  return { statusCode, response: { data: execution.data ?? null, errors } };
}
