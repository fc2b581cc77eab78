import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Trainer } from '@kiai/shared';
import { STORAGE_KEYS, storage } from '../../../lib/storage.js';
import {
  FINAL_STEP_HASH,
  initialWizardState,
  parseWizardState,
  serializeWizardState,
  withDate,
  withTime,
  withTrainer,
  type WizardState,
  type WizardStep,
} from '../wizard-state.js';

/**
 * The wizard's state and its moves (spec section 4). Entering BOOK saves the state in local storage and sets
 * '#finalStep', so a reload there comes back to the same choices; any other step clears the hash.
 */
export function useRunAppointmentWizard(serviceId: number) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<WizardState>(
    () => (hash.includes(FINAL_STEP_HASH) && parseWizardState(storage.get(STORAGE_KEYS.appointmentBookingState), serviceId)) || initialWizardState(serviceId),
  );

  function goTo(step: WizardStep): void {
    const next = { ...state, step };
    setState(next);
    if (step === 'BOOK') {
      storage.set(STORAGE_KEYS.appointmentBookingState, serializeWizardState(next));
      void navigate({ hash: FINAL_STEP_HASH }, { replace: true });
      return;
    }
    // A booked appointment must not come back on a reload as a choice to book again.
    if (step === 'COMPLETE') storage.remove(STORAGE_KEYS.appointmentBookingState);
    if (hash) void navigate({ hash: '' }, { replace: true });
  }

  return {
    state,
    goTo,
    chooseTrainer: (trainer: Trainer) => setState((current) => withTrainer(current, trainer)),
    chooseDate: (date: string) => setState((current) => withDate(current, date)),
    chooseTime: (startTime: Date, durationSeconds: number) => setState((current) => withTime(current, startTime, durationSeconds)),
  };
}
