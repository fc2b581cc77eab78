import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { nameCheckIn } from './check-in-request.js';
import { submitCheckIn, useCheckInQueue } from './submit-check-in.js';

/** Where a name of the class list stands on this tablet, beyond what the server's list says. */
export type NameState = 'idle' | 'sending' | 'checkedIn' | 'waiting';

/**
 * Tapping names of one class list: each tap is one check-in with a fresh client id through the kiosk's queue.
 * A name shows "Checked in" once the server agreed, or at once while the check-in waits on the tablet; a
 * refusal is shown with the server's message.
 */
export function useNameCheckIn(scheduleItem: string) {
  const queryClient = useQueryClient();
  const { waiting } = useCheckInQueue();
  const [states, setStates] = useState<Record<string, NameState>>({});
  const [refusal, setRefusal] = useState<{ label: string; message: string } | null>(null);

  const waitingAccounts = new Set(waiting.filter((r) => r.kind === 'name' && r.variables.scheduleItem === scheduleItem).map((r) => r.variables.account));

  function stateOf(account: string): NameState {
    if (waitingAccounts.has(account)) return 'waiting';
    return states[account] ?? 'idle';
  }

  async function checkIn(account: string, label: string) {
    if (stateOf(account) !== 'idle') return;
    setRefusal(null);
    setStates((s) => ({ ...s, [account]: 'sending' }));
    const outcome = await submitCheckIn(nameCheckIn(account, scheduleItem, label));
    if (outcome.status === 'refused') {
      setStates((s) => ({ ...s, [account]: 'idle' }));
      setRefusal({ label, message: outcome.message });
      return;
    }
    setStates((s) => ({ ...s, [account]: outcome.status === 'checkedIn' ? 'checkedIn' : 'idle' }));
    if (outcome.status === 'checkedIn') void queryClient.invalidateQueries({ queryKey: ['kiosk'] });
  }

  return { stateOf, checkIn, refusal };
}
