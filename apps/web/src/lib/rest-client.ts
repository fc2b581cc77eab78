import { apiClient } from './api/browser-client.js';
import type { RestOptions } from './api/api-client.js';

export { RestRequestError } from './api/errors.js';
export type { RestOptions } from './api/api-client.js';

/**
 * Calls the club's REST API under `/<club>/d` (`path` like `/abc/get_services/`): JSON, credentials,
 * JWT header, one retry after a refresh on 401; rejects with the response's `error` text.
 */
export function restRequest<TResponse>(path: string, options: RestOptions = {}): Promise<TResponse> {
  return apiClient.rest<TResponse>(path, options);
}
