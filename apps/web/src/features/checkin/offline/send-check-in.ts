import { GraphQLRequestError } from '../../../lib/api/errors.js';
import { kioskRequest } from '../kiosk-client.js';
import { KioskCheckInByKeyNumberDocument } from '../cards.generated.js';
import { KioskCheckInDocument } from '../kiosk.generated.js';
import type { CheckInKind, CheckInRequest, CheckInVariables } from './check-in-request.js';

type Sender<K extends CheckInKind> = (variables: CheckInVariables[K], tap: { clientId: string; tappedAt: string }) => Promise<unknown>;

/** One operation per kind of check-in; a new kind is one entry here (and its variables in check-in-request.ts). */
const SENDERS: { [K in CheckInKind]: Sender<K> } = {
  name: (variables, tap) => kioskRequest(KioskCheckInDocument, { ...variables, ...tap }),
  keyNumber: (variables, tap) => kioskRequest(KioskCheckInByKeyNumberDocument, { ...variables, ...tap }),
};

/** Sends one check-in with the kiosk's session; throws what the API client threw. */
export function sendCheckIn(request: CheckInRequest): Promise<unknown> {
  const send = SENDERS[request.kind] as Sender<CheckInKind>;
  return send(request.variables, { clientId: request.clientId, tappedAt: request.tappedAt });
}

/**
 * Whether a failed send was answered by the server: a GraphQL error under HTTP 500 is a refusal (nothing valid,
 * class full). A failed fetch, a 5xx or an answer that is not GraphQL (a proxy's error page) means the server
 * was not reached, and the check-in waits on the device.
 */
export function isRefusal(error: unknown): error is GraphQLRequestError {
  return error instanceof GraphQLRequestError && error.status < 500;
}
