import { Paper, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';

/** What the screen tells the member after a scan or a walk-in: welcome, or the server's reason (see the desk). */
export interface CheckInOutcome {
  ok: boolean;
  text: string;
}

/** Long enough to read from a step away, short enough that the next member does not see it. */
export const OUTCOME_SHOWN_MS = 6_000;

/** The latest outcome, cleared after OUTCOME_SHOWN_MS. */
export function useCheckInOutcome(): [CheckInOutcome | null, (outcome: CheckInOutcome) => void] {
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), OUTCOME_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  return [outcome, useCallback((next: CheckInOutcome) => setOutcome(next), [])];
}

/**
 * What a member reads when their check-in waits on the tablet (the server cannot be reached): honest, as they
 * are not checked in yet, and calm, as nothing more is asked of them.
 */
export function queuedText(name?: string): string {
  return `${name ? `Thank you, ${name}. ` : ''}Saved on this tablet: you will be checked in when the connection is back.`;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong: please see the desk.';
}

/** The outcome, large and high contrast (a live region, so it is read out too; `label` tells two on a page apart). */
export function CheckInOutcomeBanner({ outcome, label = 'Check-in' }: { outcome: CheckInOutcome | null; label?: string }) {
  return (
    <div role="status" aria-live="polite" aria-label={label}>
      {outcome && (
        <Paper p="lg" radius="md" bg={outcome.ok ? 'green.2' : 'yellow.2'} c="black">
          <Text fz={36} fw={700}>
            {outcome.text}
          </Text>
        </Paper>
      )}
    </div>
  );
}
