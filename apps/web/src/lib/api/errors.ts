/**
 * A GraphQL error answer: `message` is safe to show, `code` is the server's stable code, and `fields` the
 * per-field messages of a VALIDATION_FAILED answer (the form shows them under its inputs).
 */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

/** A failed REST answer: the response's `error` text when it has one. */
export class RestRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RestRequestError';
  }
}

/** Spec section 7: a request still answered 401 after one token refresh. */
export const UNAUTHORIZED_AFTER_REFRESH = 'Unauthorized after refresh';

/**
 * The server could not be reached (no network, a 5xx, a proxy's error page): nothing was decided, so a
 * session is not ended over it and a kiosk's check-in waits to be sent again.
 */
export class ServerUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServerUnreachableError';
  }
}
