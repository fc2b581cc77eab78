import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { queuedText, useCheckInOutcome } from '../check-in-outcome.js';
import { nameCheckIn } from './check-in-request.js';
import { submitCheckIn, useCheckInQueue } from './submit-check-in.js';

/** Where a name of the class list stands on this tablet, beyond what the server's list says. */
export type NameState = 'idle' | 'sending' | 'checkedIn' | 'waiting';

/**
 * Tapping names of one class list: each tap is one check-in with a fresh client id through the kiosk's queue.
 * A name shows "Checked in" once the server agreed; while the check-in waits on the tablet the name says so and
 * the screen tells the member it is saved (not that they are checked in); a refusal is shown with the server's
 * message. `checkIn` keeps its identity across renders, so the list's rows
 * do not render again while a member types.
 */
export function useNameCheckIn(scheduleItem: string) {
  const queryClient = useQueryClient();
  const { waiting } = useCheckInQueue();
  const [states, setStates] = useState<Record<string, NameState>>({});
  const [refusal, setRefusal] = useState<{ label: string; message: string } | null>(null);
  const sending = useRef(new Set<string>());
  const [queued, showQueued] = useCheckInOutcome();

  const waitingAccounts = new Set(waiting.flatMap((r) => (r.kind === 'name' && r.variables.scheduleItem === scheduleItem ? [r.variables.account] : [])));
  const stateOf = (account: string): NameState => (waitingAccounts.has(account) ? 'waiting' : (states[account] ?? 'idle'));

  const checkIn = useCallback(
    async (account: string, label: string) => {
      // A second tap while the first is on its way does nothing (and the server counts two taps once anyway, K2).
      if (sending.current.has(account)) return;
      sending.current.add(account);
      setRefusal(null);
      setStates((s) => ({ ...s, [account]: 'sending' }));
      try {
        const outcome = await submitCheckIn(nameCheckIn(account, scheduleItem, label));
        if (outcome.status === 'refused') setRefusal({ label, message: outcome.message });
        if (outcome.status === 'queued') showQueued({ ok: true, text: queuedText(label) });
        setStates((s) => ({ ...s, [account]: outcome.status === 'checkedIn' ? 'checkedIn' : 'idle' }));
        if (outcome.status === 'checkedIn') void queryClient.invalidateQueries({ queryKey: ['kiosk'] });
      } finally {
        sending.current.delete(account);
      }
    },
    [queryClient, scheduleItem, showQueued],
  );

  return { stateOf, checkIn, refusal, queued };
}
