import { toastDanger } from '../../lib/toast.js';
import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { CheckinDevicesDocument, CreateCheckinPairingCodeDocument, RevokeCheckinDeviceDocument } from './checkin-devices.generated.js';

/** Signs a kiosk out for good; the list is read again even after a refusal (it may have been revoked meanwhile). */
export const useRevokeCheckinDevice = () =>
  useGraphQLMutation(RevokeCheckinDeviceDocument, {
    invalidates: [CheckinDevicesDocument],
    invalidateAfter: 'settled',
    onError: (error) => toastDanger(`The kiosk could not be revoked: ${error.message}`),
  });

/** A one-time code that pairs a new kiosk; the device shows in the list once it is paired, not before. */
export const useCreatePairingCode = () => useGraphQLMutation(CreateCheckinPairingCodeDocument, { invalidates: [] });
