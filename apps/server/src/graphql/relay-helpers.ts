import { decodeGlobalID, offsetForArgs, offsetToCursor } from '@pothos/plugin-relay';
import { MAX_PAGE_SIZE } from '@kiai/shared';
import { AppError } from '../platform/errors.js';
import type { ListPage } from '../platform/list-page.js';

const INVALID_PAGING = 'Invalid paging arguments.';

/** The numeric id inside a global id of the given type, or null for anything else (forged, malformed, other type). */
export function decodeId(value: string | number, typename: string): number | null {
  try {
    const decoded = decodeGlobalID(String(value));
    const id = Number(decoded.id);
    return decoded.typename === typename && /^\d+$/.test(decoded.id) && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The raw id a node's loadOne receives (already decoded by the Relay plugin), or null when not a positive integer. */
export function numericId(id: string): number | null {
  const n = Number(id);
  return /^\d+$/.test(id) && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** An optional id argument: undefined when not given (or empty, as the portal sends), else decodeId. */
export function decodeOptionalId(value: string | number | null | undefined, typename: string): number | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return decodeId(value, typename);
}

/** An optional filter id: unset or empty means no filter; an id that is not of this type is refused. */
export function decodeFilterId(value: string | number | null | undefined, typename: string, what: string): number | undefined {
  const id = decodeOptionalId(value, typename);
  if (id === null) throw new AppError('VALIDATION_FAILED', `Unknown ${what}.`);
  return id;
}

/** An id given as the node's global id or as the plain number the portal's REST calls use; null for anything else. */
export function decodePlainOrGlobalId(value: string | number, typename: string): number | null {
  if (!/^\d+$/.test(String(value))) return decodeId(value, typename);
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** An `account` argument: a global AccountNode id (plain account numbers are accepted too). */
export function decodeAccountArg(value: string | number | null | undefined): number | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return decodePlainOrGlobalId(value, 'AccountNode');
}

export { encodeGlobalID } from './global-ids.js';

export interface ConnectionArgs {
  first?: number | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  after?: string | null | undefined;
}

/**
 * A Relay connection over an offset-paged list: `first`/`last` above the page cap and malformed cursors
 * are refused as bad requests (never a server error).
 */
export async function offsetConnection<T>(
  args: ConnectionArgs,
  defaultSize: number,
  fetch: (page: ListPage) => Promise<readonly T[]>,
) {
  if ((args.first ?? 0) > MAX_PAGE_SIZE || (args.last ?? 0) > MAX_PAGE_SIZE) {
    throw new AppError('BAD_REQUEST', `"first" and "last" must be between 0 and ${MAX_PAGE_SIZE}.`);
  }
  let page: ReturnType<typeof offsetForArgs>;
  try {
    page = offsetForArgs({ args, defaultSize, maxSize: MAX_PAGE_SIZE });
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_PAGING);
  }
  if (!Number.isSafeInteger(page.offset) || page.offset < 0 || !Number.isSafeInteger(page.limit) || page.limit < 1) {
    throw new AppError('BAD_REQUEST', INVALID_PAGING);
  }
  const nodes = await fetch({ offset: page.offset, limit: page.limit });
  const edges = nodes.slice(0, page.expectedSize).map((node, index) => ({ cursor: offsetToCursor(page.offset + index), node }));
  return {
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
      hasPreviousPage: page.hasPreviousPage,
      hasNextPage: page.hasNextPage(nodes.length),
    },
  };
}
