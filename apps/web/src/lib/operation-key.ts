import type { QueryKey } from '@tanstack/react-query';

/** The cache key prefix of a document's answers: its operation name, so callers can invalidate them all. */
export function operationKey(document: { toString(): string }): QueryKey {
  const name = /\b(?:query|mutation)\s+(\w+)/.exec(document.toString())?.[1];
  if (!name) throw new Error('A cached GraphQL document needs an operation name');
  return [name];
}
